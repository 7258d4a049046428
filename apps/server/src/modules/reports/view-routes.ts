import { REPORT_MESSAGES, reportPageFor, reportRoutes } from '@xinmiao/shared';
import { and, desc, eq, getTableColumns, gte, type SQL } from 'drizzle-orm';
import { fail, noAuth, ok } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import { formatDateTime } from '../../core/time.ts';
import { schoolStudent, screeningResult, screeningTask } from '../../db/schema.ts';
import { findResultInReach, resultDetailFor, resultsVisibleTo } from '../../policies/assessment-result.ts';
import { loadReportView, statesOf, taskAllowsStudent } from './load-view.ts';
import { scaleNameOf } from './scale-facts.ts';

/** Read-audit resource of a refused report view: who tried to read which student's report. */
export const REFUSED_VIEW = `${reportRoutes.view.path}#refused`;

/** Individual reports: staff view (by need-to-know), a student's own released report, the list. */
export function registerReportViewRoutes(r: Registrar): void {
  r.route(reportRoutes.view, async (ctx, { query }) => {
    const detail = resultDetailFor(ctx);
    if (detail === 'none') {
      // Refused, and recorded: a class teacher asking for a student's scores is itself worth knowing.
      const row = await ctx.db.byId(screeningResult, query.resultId);
      await ctx.auditRead(REFUSED_VIEW, row ? [row.studentId] : []);
      return noAuth(REPORT_MESSAGES.noScores);
    }
    const row = await findResultInReach(ctx, query.resultId);
    if (!row) return fail(REPORT_MESSAGES.notFound);
    const view = await loadReportView(ctx.db, row, query.audience, detail);
    await ctx.auditRead(reportRoutes.view.path, [row.studentId]);
    return ok(view);
  });

  r.route(reportRoutes.mine, async (ctx, { query }) => {
    const student = await ctx.db.first(schoolStudent, eq(schoolStudent.userId, ctx.userId));
    if (!student) return fail(REPORT_MESSAGES.notAStudent);
    const row = await ctx.db.first(
      screeningResult,
      and(eq(screeningResult.id, query.resultId), eq(screeningResult.studentId, student.id)),
    );
    if (!row) return fail(REPORT_MESSAGES.notFound);
    const [task, states] = await Promise.all([
      ctx.db.byId(screeningTask, row.taskId),
      statesOf(ctx.db, [row.id]),
    ]);
    if (!task || states.get(row.id) !== 'released' || !taskAllowsStudent(task, row.scaleCode)) {
      return fail(REPORT_MESSAGES.notReleased);
    }
    const view = await loadReportView(ctx.db, row, 'student', 'full');
    await ctx.auditRead(reportRoutes.mine.path, [student.id]);
    return ok(view);
  });

  r.route(reportRoutes.list, async (ctx, { query }) => {
    const detail = resultDetailFor(ctx);
    if (detail === 'none') return noAuth(REPORT_MESSAGES.noScores);
    const filters: (SQL | undefined)[] = [
      await resultsVisibleTo(ctx),
      query.taskId ? eq(screeningResult.taskId, query.taskId) : undefined,
      query.scaleCode ? eq(screeningResult.scaleCode, query.scaleCode) : undefined,
      query.minLevel !== undefined ? gte(screeningResult.level, query.minLevel) : undefined,
      query.studentNo ? eq(schoolStudent.studentNo, query.studentNo) : undefined,
    ];
    const rows = await ctx.db
      .select({
        ...getTableColumns(screeningResult),
        studentName: schoolStudent.name,
        studentNo: schoolStudent.studentNo,
        taskName: screeningTask.name,
      })
      .from(screeningResult)
      .innerJoin(
        schoolStudent,
        and(
          eq(schoolStudent.tenantId, screeningResult.tenantId),
          eq(schoolStudent.id, screeningResult.studentId),
        ),
      )
      .innerJoin(
        screeningTask,
        and(
          eq(screeningTask.tenantId, screeningResult.tenantId),
          eq(screeningTask.id, screeningResult.taskId),
        ),
      )
      .where(and(...filters))
      .orderBy(desc(screeningResult.createTime), desc(screeningResult.id))
      .limit(500);
    const states = await statesOf(
      ctx.db,
      rows.map((row) => row.id),
    );
    const records = rows.map(({ studentName, studentNo, taskName, ...result }) => ({
      id: result.id,
      studentId: result.studentId,
      studentName,
      studentNo,
      taskName,
      scaleCode: result.scaleCode,
      scaleName: scaleNameOf(result.scaleCode, result.scaleVersion),
      page: reportPageFor(result.scaleCode),
      total: detail === 'full' ? ((result.score as { total?: number | null }).total ?? null) : null,
      level: result.level,
      valid: result.valid,
      state: states.get(result.id) ?? 'generated',
      testedAt: formatDateTime(result.createTime) ?? '',
    }));
    await ctx.auditRead(
      reportRoutes.list.path,
      records.map((rec) => rec.studentId),
    );
    return ok(records);
  });
}
