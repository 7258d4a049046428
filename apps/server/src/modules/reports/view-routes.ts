import { REPORT_MESSAGES, reportRoutes } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { fail, noAuth, ok } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import { schoolStudent, screeningResult, screeningTask } from '../../db/schema.ts';
import { findResultInReach, resultDetailFor, resultDetailsFor } from '../screening/index.ts';
import { loadReportView, statesOf, taskAllowsStudent } from './load-view.ts';

/** Read-audit resource of a refused report view: who tried to read which student's report. */
export const REFUSED_VIEW = `${reportRoutes.view.path}#refused`;

/** Individual reports: staff view (by need-to-know) and a student's own released report. */
export function registerReportViewRoutes(r: Registrar): void {
  r.route(reportRoutes.view, async (ctx, { query }) => {
    const row = await findResultInReach(ctx, query.resultId);
    if (!row && resultDetailFor(ctx) === 'none') {
      // Refused, and recorded: a class teacher asking for a student's scores is itself worth knowing.
      const stored = await ctx.db.byId(screeningResult, query.resultId);
      await ctx.auditRead(REFUSED_VIEW, stored ? [stored.studentId] : []);
      return noAuth(REPORT_MESSAGES.noScores);
    }
    if (!row) return fail(REPORT_MESSAGES.notFound);
    const detail = (await resultDetailsFor(ctx))(row) === 'full' ? 'full' : 'level';
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
}
