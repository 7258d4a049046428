import {
  levelName,
  REPORT_MESSAGES,
  REVIEW_STATUS,
  type ResultRecord,
  screeningResultRoutes,
} from '@xinmiao/shared';
import { and, desc, eq, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { AuthCtx } from '../../core/context.ts';
import { fail, noAuth, ok } from '../../core/envelope.ts';
import { parseFilters } from '../../core/list/conditions.ts';
import { filtersSql } from '../../core/list/sql-conditions.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import type { Registrar } from '../../core/register-route.ts';
import { xlsxFile } from '../../core/xlsx-file.ts';
import { screeningResult, screeningTask } from '../../db/schema.ts';
import { schoolLevels } from '../dict/index.ts';
import { scaleNameOf } from '../scales/index.ts';
import { classPaths, loadUnits, type UnitRow } from '../school/index.ts';
import { readsResults, resultDetailsFor, resultsVisibleTo } from './policies/assessment-result.ts';
import { answeredUnder, type ResultRow, studentMatches, toResultRecords } from './result-records.ts';
import { pinsOf } from './task-records.ts';

const routes = screeningResultRoutes;

/** One export is built in memory: a larger selection is refused with a hint, never cut short. */
export const RESULT_EXPORT_MAX_ROWS = 100_000;
const EXPORT_CHUNK = 5_000;

const FILTER_COLUMNS = {
  taskId: screeningResult.taskId,
  scaleCode: screeningResult.scaleCode,
  level: screeningResult.level,
  reviewStatus: screeningResult.reviewStatus,
  createTime: screeningResult.createTime,
};

const CUSTOM_FILTERS = {
  valid: (value: string) => eq(screeningResult.valid, value === '1'),
  collegeId: (value: string, ctx: AuthCtx) => answeredUnder(ctx, value),
  classId: (value: string, ctx: AuthCtx) => answeredUnder(ctx, value),
  keyWord: (value: string, ctx: AuthCtx) => studentMatches(ctx, value),
};

/** Every read names the students whose results it returned (decisions §26), not the result ids. */
async function audited(ctx: AuthCtx, resource: string, records: ResultRecord[]): Promise<ResultRecord[]> {
  await ctx.auditRead(
    resource,
    records.map((r) => r.studentId),
  );
  return records;
}

const listResults = sqlList(routes.list, {
  table: screeningResult,
  sort: { createTime: screeningResult.createTime, level: screeningResult.level },
  filters: { ...FILTER_COLUMNS, ...CUSTOM_FILTERS },
  scope: (ctx) => resultsVisibleTo(ctx),
  defaultOrder: [desc(screeningResult.createTime)],
  tiebreak: desc(screeningResult.id),
  toRecords: async (rows, ctx) =>
    audited(ctx, routes.list.path, await toResultRecords(ctx, rows, await resultDetailsFor(ctx))),
});

/** The college above each class (null for a class filed directly under the school). */
function collegeOfClass(units: readonly UnitRow[]): Map<string, string | null> {
  const byId = new Map(units.map((u) => [u.id, u]));
  const result = new Map<string, string | null>();
  for (const unit of units) {
    if (unit.kind !== 'class') continue;
    let at = unit.parentId ? byId.get(unit.parentId) : undefined;
    while (at && at.kind !== 'college') at = at.parentId ? byId.get(at.parentId) : undefined;
    result.set(unit.id, at?.id ?? null);
  }
  return result;
}

async function exportWorkbook(ctx: AuthCtx, records: ResultRecord[], full: boolean): Promise<Buffer> {
  const levels = await schoolLevels(ctx.db);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('测评结果');
  sheet.columns = [
    { header: '学号', key: 'studentNo', width: 14 },
    { header: '姓名', key: 'studentName', width: 12 },
    { header: '班级', key: 'className', width: 36 },
    { header: '测评任务', key: 'taskName', width: 28 },
    { header: '量表', key: 'scaleName', width: 28 },
    ...(full ? [{ header: '总分', key: 'total', width: 8 }] : []),
    { header: '预警等级', key: 'level', width: 12 },
    { header: '效度', key: 'valid', width: 8 },
    { header: '复核状态', key: 'reviewStatus', width: 12 },
    { header: '提交时间', key: 'createTime', width: 20 },
  ];
  for (const record of records) {
    sheet.addRow({
      ...record,
      level: record.career ? '—' : levelName(levels, record.level),
      valid: record.valid ? '有效' : '无效',
      reviewStatus: REVIEW_STATUS[record.reviewStatus],
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * 测评结果: results across tasks through the list engine, limited to the students the reader may
 * see and to what they may know of them (`policies/assessment-result.ts`): the centre reads scores,
 * a 辅导员 levels only, a class teacher nothing here (their action card is 班级关注).
 */
export function registerResultList(r: Registrar): void {
  r.route(routes.list, async (ctx, input) => {
    if (!(await readsResults(ctx))) return noAuth(REPORT_MESSAGES.noScores);
    return listResults(ctx, input);
  });

  r.route(routes.options, async (ctx) => {
    const [tasks, units] = await Promise.all([
      ctx.db.list(screeningTask, {
        where: ne(screeningTask.taskStatus, 'draft'),
        orderBy: [desc(screeningTask.createTime)],
        limit: 500,
      }),
      loadUnits(ctx.db),
    ]);
    const scales = new Map<string, string>();
    for (const pin of tasks.flatMap(pinsOf)) {
      if (!scales.has(pin.scaleCode)) scales.set(pin.scaleCode, scaleNameOf(pin.scaleCode, pin.version));
    }
    const collegeOf = collegeOfClass(units);
    return ok({
      tasks: tasks.map((t) => ({ id: t.id, name: t.name })),
      scales: [...scales].map(([code, name]) => ({ code, name })),
      colleges: units.filter((u) => u.kind === 'college').map((u) => ({ id: u.id, name: u.name })),
      classes: [...classPaths(units)].map(([id, c]) => ({
        id,
        path: c.path,
        collegeId: collegeOf.get(id) ?? null,
      })),
    });
  });

  r.route(routes.exportXls, async (ctx, { query }) => {
    if (!(await readsResults(ctx))) return noAuth(REPORT_MESSAGES.noScores);
    const detailOf = await resultDetailsFor(ctx);
    const where = filtersSql(parseFilters(routes.list.list, query), FILTER_COLUMNS, (name, value) =>
      Object.hasOwn(CUSTOM_FILTERS, name)
        ? CUSTOM_FILTERS[name as keyof typeof CUSTOM_FILTERS](value, ctx)
        : undefined,
    );
    const rows: ResultRow[] = await ctx.db.list(screeningResult, {
      where: and(await resultsVisibleTo(ctx), where),
      orderBy: [desc(screeningResult.createTime), desc(screeningResult.id)],
      limit: RESULT_EXPORT_MAX_ROWS + 1,
    });
    if (rows.length > RESULT_EXPORT_MAX_ROWS) {
      return fail(`一次最多导出 ${RESULT_EXPORT_MAX_ROWS} 条测评结果，请按任务、院系或等级筛选后分批导出`);
    }
    const records: ResultRecord[] = [];
    // Chunks keep each lookup's id list far below PostgreSQL's parameter limit.
    for (let at = 0; at < rows.length; at += EXPORT_CHUNK) {
      records.push(...(await toResultRecords(ctx, rows.slice(at, at + EXPORT_CHUNK), detailOf)));
    }
    await audited(ctx, routes.exportXls.path, records);
    ctx.logSubject(`${records.length} 条测评结果`);
    const full = rows.some((row) => detailOf(row) === 'full');
    return xlsxFile(await exportWorkbook(ctx, records, full), '测评结果.xlsx');
  });
}
