import { REPORT_MESSAGES, type ReportListRecord, reportPageFor, reportRoutes } from '@xinmiao/shared';
import { desc, eq, gte, inArray, not, type SQL } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { noAuth } from '../../core/envelope.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import type { Registrar } from '../../core/register-route.ts';
import { formatDateTime } from '../../core/time.ts';
import { schoolStudent, screeningReport, screeningResult, screeningTask } from '../../db/schema.ts';
import { scaleNameOf } from '../scales/index.ts';
import { studentNoFilter } from '../school/index.ts';
import { type ResultDetail, readsResults, resultDetailsFor, resultsVisibleTo } from '../screening/index.ts';
import { statesOf, taskAllowsStudent } from './load-view.ts';
import { reportAbilities } from './report-moves.ts';

const route = reportRoutes.list;
type ResultRow = typeof screeningResult.$inferSelect;

/** Results in a report state, in SQL so paging counts only them; no `screening_report` row is GENERATED. */
function inState(ctx: AuthCtx, state: string): SQL {
  if (state === 'generated') {
    return not(
      ctx.db.inSelect(
        screeningResult.id,
        ctx.db.select({ id: screeningReport.resultId }).from(screeningReport),
      ),
    );
  }
  return ctx.db.inSelect(
    screeningResult.id,
    ctx.db
      .select({ id: screeningReport.resultId })
      .from(screeningReport)
      .where(eq(screeningReport.reportState, state)),
  );
}

/** One page of results as 个体报告 shows them; the total only where the reader's detail is full. */
async function toReportRecords(
  ctx: AuthCtx,
  rows: readonly ResultRow[],
  detailOf: (row: ResultRow) => ResultDetail,
): Promise<ReportListRecord[]> {
  if (rows.length === 0) return [];
  const [students, tasks, states] = await Promise.all([
    ctx.db
      .select({ id: schoolStudent.id, name: schoolStudent.name, studentNo: schoolStudent.studentNo })
      .from(schoolStudent)
      .where(inArray(schoolStudent.id, [...new Set(rows.map((r) => r.studentId))])),
    ctx.db
      .select({
        id: screeningTask.id,
        name: screeningTask.name,
        scales: screeningTask.scales,
        studentCanViewReport: screeningTask.studentCanViewReport,
      })
      .from(screeningTask)
      .where(inArray(screeningTask.id, [...new Set(rows.map((r) => r.taskId))])),
    statesOf(
      ctx.db,
      rows.map((r) => r.id),
    ),
  ]);
  const studentOf = new Map(students.map((s) => [s.id, s]));
  const taskOf = new Map(tasks.map((t) => [t.id, t]));
  return rows.map((row) => {
    const state = states.get(row.id) ?? 'generated';
    const task = taskOf.get(row.taskId);
    return {
      id: row.id,
      studentId: row.studentId,
      studentName: studentOf.get(row.studentId)?.name ?? '',
      studentNo: studentOf.get(row.studentId)?.studentNo ?? '',
      taskName: task?.name ?? '',
      scaleCode: row.scaleCode,
      scaleName: scaleNameOf(row.scaleCode, row.scaleVersion),
      page: reportPageFor(row.scaleCode),
      total: detailOf(row) === 'full' ? ((row.score as { total?: number | null }).total ?? null) : null,
      level: row.level,
      career: row.career,
      valid: row.valid,
      state,
      testedAt: formatDateTime(row.createTime) ?? '',
      abilities: reportAbilities(ctx, state, task !== undefined && taskAllowsStudent(task, row.scaleCode)),
    };
  });
}

const listReports = sqlList(route, {
  table: screeningResult,
  sort: { testedAt: screeningResult.createTime, level: screeningResult.level },
  filters: {
    taskId: screeningResult.taskId,
    scaleCode: screeningResult.scaleCode,
    minLevel: (value) => gte(screeningResult.level, Number(value)),
    studentNo: studentNoFilter(screeningResult.studentId),
    reportState: (value, ctx) => inState(ctx, value),
  },
  scope: (ctx) => resultsVisibleTo(ctx),
  defaultOrder: [desc(screeningResult.createTime)],
  tiebreak: desc(screeningResult.id),
  toRecords: async (rows, ctx) => {
    const records = await toReportRecords(ctx, rows, await resultDetailsFor(ctx));
    // Each page names the students it showed (decisions §26), not the result ids.
    await ctx.auditRead(
      route.path,
      records.map((r) => r.studentId),
    );
    return records;
  },
});

/**
 * 个体报告: the results the reader may see, paged; a class teacher without career rights gets no list
 * (their card instead), with them only their students' career results.
 */
export function registerReportList(r: Registrar): void {
  r.route(route, async (ctx, input) => {
    if (!(await readsResults(ctx))) return noAuth(REPORT_MESSAGES.noScores);
    return listReports(ctx, input);
  });
}
