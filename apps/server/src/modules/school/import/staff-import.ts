import {
  type ImportRowError,
  ResultCode,
  STAFF_TYPES,
  type StaffImportResult,
  staffImportRoutes,
  staffInput,
} from '@xinmiao/shared';
import ExcelJS from 'exceljs';
import { fail, ok, okWith } from '../../../core/envelope.ts';
import { tenantMembers } from '../../../core/members.ts';
import type { Registrar } from '../../../core/register-route.ts';
import type { TenantInsert } from '../../../core/tenant-db.ts';
import { schoolStaff } from '../../../db/schema.ts';
import { readWorkbookRows } from './read-sheet.ts';

const STAFF_COLUMNS = [
  { header: '工号', field: 'workNo' },
  { header: '姓名', field: 'name' },
  { header: '登录账号', field: 'username' },
  { header: '类型', field: 'staffType' },
  { header: '手机号', field: 'phone' },
] as const;
const HEADER_OF: Record<string, string> = Object.fromEntries(STAFF_COLUMNS.map((c) => [c.field, c.header]));
const TYPE_OF: Record<string, string> = Object.fromEntries(
  Object.entries(STAFF_TYPES).flatMap(([code, label]) => [
    [code, code],
    [label, code],
  ]),
);

async function staffTemplate(): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('教职工');
  sheet.columns = STAFF_COLUMNS.map((c) => ({ header: c.header, key: c.field, width: 16 }));
  sheet.addRow({
    workNo: 'T2025001',
    name: '王老师',
    username: 'wanglaoshi',
    staffType: '班主任',
    phone: '',
  });
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

/**
 * 教职工导入: rows checked with the form's rules, linked to existing accounts of the school by
 * username, upserted by 工号 in one transaction; bad rows are reported (code 201), never written.
 */
export function registerStaffImport(r: Registrar): void {
  r.route(staffImportRoutes.template, async () =>
    ok({ fileName: '教职工导入模板.xlsx', base64: await staffTemplate() }),
  );

  r.route(staffImportRoutes.importExcel, async (ctx, { body }) => {
    const sheet = readWorkbookRows(Buffer.from(body.file.data));
    if ('error' in sheet) return fail(sheet.error);
    const members = new Map((await tenantMembers(ctx.db)).map((m) => [m.username, m.id]));
    const linked = new Map((await ctx.db.list(schoolStaff)).map((s) => [s.userId, s.workNo]));
    const errors: ImportRowError[] = [];
    const good: TenantInsert<typeof schoolStaff>[] = [];
    const seen = new Set<string>();
    for (const { row, cells } of sheet.rows) {
      const cell = (field: string) => cells[HEADER_OF[field] ?? ''] ?? '';
      const before = errors.length;
      const problem = (field: string, message: string) =>
        errors.push({ row, field: HEADER_OF[field] ?? field, message });
      const parsed = staffInput.safeParse({
        workNo: cell('workNo'),
        name: cell('name'),
        username: cell('username'),
        staffType: TYPE_OF[cell('staffType')] ?? cell('staffType'),
        phone: cell('phone'),
      });
      if (!parsed.success)
        for (const issue of parsed.error.issues) problem(String(issue.path[0] ?? ''), issue.message);
      const userId = members.get(cell('username'));
      if (cell('username') && !userId) problem('username', '该账号不是本校成员，请先在用户管理中创建账号');
      const owner = userId ? linked.get(userId) : undefined;
      if (owner && owner !== cell('workNo')) problem('username', `该账号已是工号 ${owner} 的教职工`);
      if (seen.has(cell('workNo'))) problem('workNo', '工号在文件中重复');
      seen.add(cell('workNo'));
      if (errors.length === before && parsed.success && userId) {
        good.push({
          userId,
          workNo: parsed.data.workNo,
          name: parsed.data.name,
          staffType: parsed.data.staffType,
          phone: parsed.data.phone ?? null,
        });
      }
    }
    if (body.allOrNothing === '1' && errors.length > 0) good.length = 0;
    await ctx.db.transaction((tdb) =>
      tdb.upsert(schoolStaff, good, {
        target: [schoolStaff.workNo],
        update: ['userId', 'name', 'staffType', 'phone'],
      }),
    );
    ctx.logSubject(`${good.length} 名教职工`);
    const badRows = new Set(errors.map((e) => e.row)).size;
    const result: StaffImportResult = {
      total: sheet.rows.length,
      okCount: good.length,
      errorCount: badRows,
      errors,
    };
    const message = `总上传行数：${result.total}，已导入行数：${result.okCount}，错误行数：${badRows}`;
    return badRows > 0
      ? { ...okWith(message, result), code: ResultCode.IMPORT_PARTIAL }
      : okWith(message, result);
  });
}
