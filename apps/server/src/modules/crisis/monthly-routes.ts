import { crisisRoutes, monthlyColumns } from '@xinmiao/shared';
import ExcelJS from 'exceljs';
import { ok } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import { xlsxFile } from '../../core/xlsx-file.ts';
import { schoolLevels } from '../dict/index.ts';
import { monthlyReport } from './monthly-report.ts';

/** 月报 on screen and as a workbook (counts only: no student appears in it). */
export function registerMonthlyRoutes(r: Registrar): void {
  r.route(crisisRoutes.monthly, async (ctx, { query }) => ok(await monthlyReport(ctx, query.month)));

  r.route(crisisRoutes.monthlyXls, async (ctx, { query }) => {
    const [rows, levels] = await Promise.all([monthlyReport(ctx, query.month), schoolLevels(ctx.db)]);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(`${query.month} 月报`);
    sheet.columns = monthlyColumns(levels).map((c) => ({
      header: c.title,
      key: c.key,
      width: c.key === 'unit' ? 18 : 10,
    }));
    for (const row of rows) sheet.addRow(row);
    ctx.logSubject(query.month, '导出危机干预月报');
    return xlsxFile(Buffer.from(await workbook.xlsx.writeBuffer()), `危机干预月报-${query.month}.xlsx`);
  });
}
