import {
  type Answers,
  careerSurveyRoutes,
  SCREENING_MESSAGES,
  screeningResultRoutes,
  screeningTaskRoutes,
} from '@xinmiao/shared';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { allows } from '../../core/policy/policy.ts';
import { allOf } from '../../core/query.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { schoolStudent, screeningAttempt, screeningResult } from '../../db/schema.ts';
import type { Notifier } from '../../realtime/notifier.ts';
import { resolvePinned, type SheetScale } from './pinned-scales.ts';
import { assessmentResultPolicy, findResultInReach, resultsVisibleTo } from './policies/assessment-result.ts';
import { registerResultList } from './result-list.ts';
import { toRow } from './result-row.ts';
import { listCareerReviewQueue, listReviewQueue } from './review-queue.ts';
import { type SignalCandidate, scoreAll, signalCandidate, signalResults } from './submit.ts';
import { findTask, pinsOf } from './task-records.ts';

const RESULT_FIELDS = {
  id: screeningResult.id,
  taskId: screeningResult.taskId,
  studentId: screeningResult.studentId,
  orgCode: screeningResult.orgCode,
  scaleCode: screeningResult.scaleCode,
  scaleVersion: screeningResult.scaleVersion,
  valid: screeningResult.valid,
  level: screeningResult.level,
  score: screeningResult.score,
  reviewStatus: screeningResult.reviewStatus,
  reviewNote: screeningResult.reviewNote,
  createTime: screeningResult.createTime,
};
type AttemptRow = typeof screeningAttempt.$inferSelect;

const RESULT_MISSING = '答卷不存在';

/** JSON with sorted keys: jsonb stores keys in its own order, so a plain stringify would differ. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/**
 * Results the caller may see (the result policy: students in reach, career results by the career
 * visibility), highest level first, with the student's name and 学号.
 */
async function resultsInReach(ctx: AuthCtx, where: SQL, limit = 5000) {
  return ctx.db
    .select({ ...RESULT_FIELDS, studentNo: schoolStudent.studentNo, studentName: schoolStudent.name })
    .from(screeningResult)
    .innerJoin(schoolStudent, eq(schoolStudent.id, screeningResult.studentId))
    .where(and(where, await resultsVisibleTo(ctx)))
    .orderBy(desc(screeningResult.level), asc(schoolStudent.studentNo), asc(screeningResult.scaleCode))
    .limit(limit);
}

export function registerResultRoutes(r: Registrar, notifier: Notifier): void {
  r.route(screeningTaskRoutes.results, async (ctx, { query }) => {
    const task = await findTask(ctx.db, query.id);
    const where = allOf(
      eq(screeningResult.taskId, task.id),
      ...(query.level === undefined ? [] : [eq(screeningResult.level, query.level)]),
    );
    return ok((await resultsInReach(ctx, where)).map(toRow));
  });

  r.route(screeningTaskRoutes.reviewQueue, listReviewQueue);
  r.route(careerSurveyRoutes.reviewQueue, listCareerReviewQueue);

  /**
   * 作废审核: the centre keeps an invalid sheet as valid after all, or confirms it void; the 生涯导师
   * does the same for career sheets (`/career/review/decide`). The result
   * policy decides: reach through its student, and `review` only of a pending sheet (a career sheet
   * under `career:result:review`, any other under `screening:result:review`).
   */
  const decide = async (
    ctx: AuthCtx,
    body: { id: string; decision: 'valid' | 'invalid'; note: string },
    career: boolean,
  ) => {
    const row = await findResultInReach(ctx, body.id);
    if (!row) return fail(RESULT_MISSING);
    // Each sheet has its own queue: the other's route says where it belongs, not that it was decided.
    if (row.career !== career)
      return fail(
        row.career ? SCREENING_MESSAGES.careerSheetReview : SCREENING_MESSAGES.screeningSheetReview,
      );
    if (!(await allows(ctx, assessmentResultPolicy, 'review', row)))
      return fail(SCREENING_MESSAGES.reviewDone);
    await ctx.db.update(
      screeningResult,
      {
        reviewStatus: body.decision,
        reviewBy: ctx.username,
        reviewTime: new Date(),
        reviewNote: body.note || null,
      },
      allOf(eq(screeningResult.id, row.id), eq(screeningResult.reviewStatus, 'pending')),
    );
    const student = await ctx.db.byId(schoolStudent, row.studentId);
    ctx.logSubject(`${student?.studentNo ?? row.studentId} ${row.scaleCode}`);
    return okMsg('审核完成');
  };
  r.route(screeningTaskRoutes.review, (ctx, { body }) => decide(ctx, body, false));
  r.route(careerSurveyRoutes.review, (ctx, { body }) => decide(ctx, body, true));

  /**
   * 重新计分 with the versions pinned at publish (after a scoring fix or settings change). Each
   * attempt is rescored in its own transaction; a higher level files a new signal, a lower one never
   * downgrades an open warning (reportSignal only raises).
   */
  r.route(screeningTaskRoutes.recalc, async (ctx, { body }) => {
    const task = await findTask(ctx.db, body.id);
    const sheets = await resolvePinned(ctx.db, pinsOf(task));
    const attempts = await ctx.db.list(screeningAttempt, {
      where: allOf(eq(screeningAttempt.taskId, task.id), eq(screeningAttempt.attemptStatus, 'submitted')),
    });
    let results = 0;
    let changed = 0;
    for (const attempt of attempts) {
      const done = await rescoreAttempt(ctx.db, notifier, sheets, attempt);
      results += done.results;
      changed += done.changed;
    }
    ctx.logSubject(task.name);
    return ok({ results, changed });
  });

  /** 重新计分 of one sheet from 测评结果: the attempt behind a result the caller may see. */
  r.route(screeningResultRoutes.rescore, async (ctx, { body }) => {
    const result = await findResultInReach(ctx, body.id);
    if (!result) return fail(RESULT_MISSING);
    const [task, attempt] = await Promise.all([
      findTask(ctx.db, result.taskId),
      ctx.db.byId(screeningAttempt, result.attemptId),
    ]);
    if (!attempt) return fail(RESULT_MISSING);
    const done = await rescoreAttempt(ctx.db, notifier, await resolvePinned(ctx.db, pinsOf(task)), attempt);
    ctx.logSubject(`${task.name} ${result.scaleCode}`);
    return ok(done);
  });

  registerResultList(r);
}

/** Scores one submitted attempt again and stores what changed, in one transaction. */
async function rescoreAttempt(db: TenantDb, notifier: Notifier, sheets: SheetScale[], attempt: AttemptRow) {
  const duration =
    attempt.startedAt && attempt.submittedAt
      ? (attempt.submittedAt.getTime() - attempt.startedAt.getTime()) / 1000
      : undefined;
  const scored = scoreAll(sheets, attempt.answers as Answers, duration);
  let results = 0;
  let changed = 0;
  await db.transaction(async (tdb) => {
    const stored = await tdb.list(screeningResult, { where: eq(screeningResult.attemptId, attempt.id) });
    const raised: SignalCandidate[] = [];
    for (const { sheet, result } of scored) {
      const old = stored.find((s) => s.scaleCode === sheet.pin.scaleCode);
      if (!old) continue;
      results++;
      if (canonical(old.score) === canonical(result)) continue;
      changed++;
      await tdb.update(
        screeningResult,
        {
          score: result,
          level: result.level,
          valid: result.valid,
          reviewStatus: result.valid ? 'none' : old.reviewStatus === 'none' ? 'pending' : old.reviewStatus,
        },
        eq(screeningResult.id, old.id),
      );
      if (result.level > old.level) raised.push(signalCandidate(old.id, { sheet, result }));
    }
    await signalResults(tdb, notifier, attempt.studentId, raised);
  });
  return { results, changed };
}
