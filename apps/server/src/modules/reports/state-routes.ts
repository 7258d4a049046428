import { REPORT_MESSAGES, type ReportAction, reportRoutes } from '@xinmiao/shared';
import { eq, inArray } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, okMsg } from '../../core/envelope.ts';
import { appendGrowthEvents, type GrowthAppend } from '../../core/growth-events.ts';
import { allOf } from '../../core/query.ts';
import type { Registrar } from '../../core/register-route.ts';
import { screeningReport, screeningTask } from '../../db/schema.ts';
import { findResultInReach } from '../screening/index.ts';
import { statesOf, taskAllowsStudent } from './load-view.ts';
import { illegalMove, MOVES, moveFitsTask } from './report-moves.ts';

const DONE: Readonly<Record<ReportAction, string>> = {
  review: REPORT_MESSAGES.reviewOk,
  release: REPORT_MESSAGES.releaseOk,
  withhold: REPORT_MESSAGES.withholdOk,
};

/**
 * The growth-file event of a report's release: the level only (the timeline shows it to readers
 * allowed to see levels); withholding a released report takes the event back from the student.
 */
function releaseEvent(
  row: { id: string; studentId: string; scaleCode: string; level: number },
  released: boolean,
): GrowthAppend {
  return {
    studentId: row.studentId,
    kind: 'report',
    visibility: released ? 'student' : 'staff',
    title: released ? `测评报告已发布：${row.scaleCode}` : `测评报告已撤回：${row.scaleCode}`,
    payload: { level: row.level },
    sourceModule: 'reports',
    sourceId: row.id,
  };
}

async function move(ctx: AuthCtx, change: ReportAction, resultId: string, note: string | undefined) {
  const row = await findResultInReach(ctx, resultId);
  if (!row) return fail(REPORT_MESSAGES.notFound);
  const state = (await statesOf(ctx.db, [row.id])).get(row.id) ?? 'generated';
  const { from, to } = MOVES[change];
  if (!from.includes(state)) return fail(illegalMove(change, state));
  const task = await ctx.db.byId(screeningTask, row.taskId);
  if (!moveFitsTask(change, task !== undefined && taskAllowsStudent(task, row.scaleCode)))
    return fail(REPORT_MESSAGES.studentMayNotRead);
  const stamp = { reviewBy: ctx.username, reviewTime: new Date(), note: note ?? null };
  // A concurrent second review meets the unique result key (refused as 'changed by someone else').
  const changed = await ctx.db.transaction(async (tdb) => {
    const moved =
      state === 'generated'
        ? (await tdb.insert(screeningReport, { resultId: row.id, reportState: to, ...stamp })).length
        : await tdb.update(
            screeningReport,
            { reportState: to, ...stamp },
            allOf(eq(screeningReport.resultId, row.id), inArray(screeningReport.reportState, [...from])),
          );
    if (moved > 0 && (to === 'released' || state === 'released')) {
      await appendGrowthEvents(tdb, [releaseEvent(row, to === 'released')]);
    }
    return moved;
  });
  if (changed === 0) return fail(REPORT_MESSAGES.staleState);
  ctx.logSubject(row.id);
  return okMsg(DONE[change]);
}

export function registerReportStateRoutes(r: Registrar): void {
  r.route(reportRoutes.review, (ctx, { body }) => move(ctx, 'review', body.resultId, body.note));
  r.route(reportRoutes.release, (ctx, { body }) => move(ctx, 'release', body.resultId, body.note));
  r.route(reportRoutes.withhold, (ctx, { body }) => move(ctx, 'withhold', body.resultId, body.note));
}
