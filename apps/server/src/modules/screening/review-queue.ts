import { careerSurveyRoutes, screeningTaskRoutes } from '@xinmiao/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import { schoolStudent, screeningResult, screeningTask } from '../../db/schema.ts';
import { resultsVisibleTo } from './policies/assessment-result.ts';
import { type ResultRow, studentMatches } from './result-records.ts';
import { toRow } from './result-row.ts';

/** The queue's rows with their student's 学号 and name and the task's name. */
async function toQueueRows(ctx: AuthCtx, rows: readonly ResultRow[]) {
  if (rows.length === 0) return [];
  const [students, tasks] = await Promise.all([
    ctx.db
      .select({ id: schoolStudent.id, studentNo: schoolStudent.studentNo, name: schoolStudent.name })
      .from(schoolStudent)
      .withDeleted()
      .where(inArray(schoolStudent.id, [...new Set(rows.map((r) => r.studentId))])),
    ctx.db
      .select({ id: screeningTask.id, name: screeningTask.name })
      .from(screeningTask)
      .where(inArray(screeningTask.id, [...new Set(rows.map((r) => r.taskId))])),
  ]);
  const studentOf = new Map(students.map((s) => [s.id, s]));
  const taskName = new Map(tasks.map((t) => [t.id, t.name]));
  return rows.map((row) => ({
    ...toRow({
      ...row,
      studentNo: studentOf.get(row.studentId)?.studentNo ?? '',
      studentName: studentOf.get(row.studentId)?.name ?? '',
    }),
    taskName: taskName.get(row.taskId) ?? '',
    reviewNote: row.reviewNote,
  }));
}

/**
 * 作废审核: the sheets the validity rules flagged, of results in reach (the result policy), paged in
 * SQL; `careerOnly` for the career role's queue (career sheets only), else the centre's (the others:
 * a career sheet there could not be decided by the centre's code).
 */
function reviewQueue(route: typeof screeningTaskRoutes.reviewQueue, careerOnly: boolean) {
  return sqlList(route, {
    table: screeningResult,
    sort: { createTime: screeningResult.createTime },
    filters: {
      reviewStatus: screeningResult.reviewStatus,
      taskId: screeningResult.taskId,
      keyWord: (value, ctx) => studentMatches(ctx, value),
    },
    scope: async (ctx) =>
      and(
        inArray(screeningResult.reviewStatus, ['pending', 'valid', 'invalid']),
        eq(screeningResult.career, careerOnly),
        await resultsVisibleTo(ctx),
      ),
    defaultOrder: [desc(screeningResult.createTime)],
    tiebreak: desc(screeningResult.id),
    toRecords: (rows, ctx) => toQueueRows(ctx, rows),
  });
}

export const listReviewQueue = reviewQueue(screeningTaskRoutes.reviewQueue, false);
export const listCareerReviewQueue = reviewQueue(careerSurveyRoutes.reviewQueue, true);
