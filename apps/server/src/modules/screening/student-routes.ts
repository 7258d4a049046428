import { type MyTask, SCREENING_MESSAGES, screeningAnswerRoutes } from '@xinmiao/shared';
import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { fail, ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { allOf } from '../../core/query.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { formatDateTime } from '../../core/time.ts';
import { schoolStudent, screeningAttempt, screeningResult, screeningTask } from '../../db/schema.ts';
import type { SheetFollowUps } from './follow-up.ts';
import { resolvePinned, sheetTitle } from './pinned-scales.ts';
import { type AttemptRow, submitAttempt } from './submit.ts';
import { pinsOf, type TaskRow } from './task-records.ts';
import { answerable } from './task-state.ts';

/**
 * The signed-in student's own attempt at a published task, with the task, in one kept statement
 * (`TenantSelect.kept`: every answering request reads both, so it is built and planned once per
 * connection); another student's attempt is never reachable. The attempt is found by
 * `uq_screening_attempt (tenant_id, task_id, student_id)` with the account's students read once
 * inside the same statement (`keptAnyOf`), a plan that does not depend on the statistics: joined to
 * the students instead, a freshly filled campaign's (PGlite never analyses on its own) ran as a loop
 * over every attempt of the task, 150 ms per submit at 600 students (issue 23). The task is its one
 * row by primary key. Answering routes run in one tenant transaction (`db`): one role switch per
 * request, not per read.
 */
async function ownAttempt(
  db: TenantDb,
  userId: string,
  taskId: string,
): Promise<{ task: TaskRow; attempt: AttemptRow }> {
  const [found] = await db
    .select({ attempt: screeningAttempt, task: screeningTask })
    .from(screeningAttempt)
    .innerJoin(screeningTask, eq(screeningTask.id, screeningAttempt.taskId))
    .where(
      allOf(
        eq(screeningAttempt.taskId, sql.placeholder('taskId')),
        db.keptAnyOf(
          screeningAttempt.studentId,
          schoolStudent,
          schoolStudent.id,
          eq(schoolStudent.userId, sql.placeholder('userId')),
        ),
        ne(screeningTask.taskStatus, 'draft'),
      ),
    )
    .limit(1)
    .kept('screening.own-attempt-with-task', { taskId, userId });
  if (found) return found;
  const student = await db.first(schoolStudent, eq(schoolStudent.userId, userId));
  throw new AppError(student ? SCREENING_MESSAGES.noAttempt : SCREENING_MESSAGES.notStudent);
}

function requireOpen(task: TaskRow): void {
  if (!answerable(task.taskStatus, task, new Date())) throw new AppError(SCREENING_MESSAGES.notOpen);
}

function requireAnswering(attempt: AttemptRow): void {
  if (attempt.attemptStatus === 'submitted') throw new AppError(SCREENING_MESSAGES.submitted);
  if (attempt.attemptStatus === 'declined') throw new AppError(SCREENING_MESSAGES.declined);
  if (attempt.attemptStatus === 'assigned') throw new AppError(SCREENING_MESSAGES.needConsent);
}

function answerKeysFit(task: TaskRow, answers: Record<string, unknown>): void {
  const codes = new Set(pinsOf(task).map((p) => p.scaleCode));
  if (Object.keys(answers).some((code) => !codes.has(code)))
    throw new AppError('答案中有不属于本次测评的量表');
}

async function reportIdsOf(db: TenantDb, task: TaskRow, attempt: AttemptRow): Promise<string[]> {
  if (!task.studentCanViewReport || attempt.attemptStatus !== 'submitted') return [];
  const rows = await db.list(screeningResult, { where: eq(screeningResult.attemptId, attempt.id) });
  return rows.map((r) => r.id);
}

function toMyTask(task: TaskRow, attempt: AttemptRow, reportIds: string[]): MyTask {
  return {
    taskId: task.id,
    name: task.name,
    taskStatus: task.taskStatus,
    endAt: formatDateTime(task.endAt),
    makeupEndAt: formatDateTime(task.makeupEndAt),
    attemptStatus: attempt.attemptStatus,
    reportIds,
  };
}

/** The H5 answering page's API: the signed-in student's own tasks, consent, autosave and submit. */
export function registerStudentAnswerRoutes(r: Registrar, followUps: SheetFollowUps): void {
  r.route(screeningAnswerRoutes.myTasks, async (ctx) =>
    ctx.db.transaction(async (db) => {
      const student = await db.first(schoolStudent, eq(schoolStudent.userId, ctx.userId));
      if (!student) throw new AppError(SCREENING_MESSAGES.notStudent);
      const attempts = await db.list(screeningAttempt, {
        where: eq(screeningAttempt.studentId, student.id),
        orderBy: [desc(screeningAttempt.createTime)],
        limit: 100,
      });
      if (attempts.length === 0) return ok([]);
      const tasks = await db.list(screeningTask, {
        where: and(
          inArray(
            screeningTask.id,
            attempts.map((a) => a.taskId),
          ),
          ne(screeningTask.taskStatus, 'draft'),
        ),
      });
      const byId = new Map(tasks.map((t) => [t.id, t]));
      const mine: MyTask[] = [];
      for (const attempt of attempts) {
        const task = byId.get(attempt.taskId);
        if (task) mine.push(toMyTask(task, attempt, await reportIdsOf(db, task, attempt)));
      }
      return ok(mine);
    }),
  );

  r.route(screeningAnswerRoutes.sheet, async (ctx, { query }) =>
    ctx.db.transaction(async (db) => {
      const { task, attempt } = await ownAttempt(db, ctx.userId, query.taskId);
      const sheets = await resolvePinned(db, pinsOf(task));
      return ok({
        ...toMyTask(task, attempt, await reportIdsOf(db, task, attempt)),
        consentText: task.consentText,
        guardianConsent: task.guardianConsent,
        scales: sheets.map((sheet) => ({
          scaleCode: sheet.pin.scaleCode,
          title: sheetTitle(sheet),
          instruction: sheet.version.instruction ?? null,
          items: sheet.version.items.map((item) => ({
            number: item.number,
            text: item.text,
            options: item.options.map((o) => o.label),
            optional: item.optional,
          })),
        })),
        answers: (attempt.answers ?? {}) as Record<string, (number | null)[]>,
        revision: attempt.revision,
      });
    }),
  );

  r.route(screeningAnswerRoutes.consent, async (ctx, { body }) =>
    ctx.db.transaction(async (db) => {
      const { task, attempt } = await ownAttempt(db, ctx.userId, body.taskId);
      requireOpen(task);
      if (attempt.attemptStatus === 'submitted') return fail(SCREENING_MESSAGES.submitted);
      if (body.agree && task.guardianConsent && !body.guardianAgreed) return fail('本次测评需要监护人同意');
      const now = new Date();
      const status = body.agree
        ? attempt.attemptStatus === 'in_progress'
          ? 'in_progress'
          : 'consented'
        : 'declined';
      await db.update(
        screeningAttempt,
        body.agree
          ? {
              attemptStatus: status,
              consentAt: attempt.consentAt ?? now,
              guardianConsentAt: task.guardianConsent ? (attempt.guardianConsentAt ?? now) : null,
              startedAt: attempt.startedAt ?? now,
            }
          : { attemptStatus: status },
        allOf(eq(screeningAttempt.id, attempt.id), ne(screeningAttempt.attemptStatus, 'submitted')),
      );
      return ok({ attemptStatus: status });
    }),
  );

  r.route(screeningAnswerRoutes.save, async (ctx, { body }) =>
    ctx.db.transaction(async (db) => {
      const { task, attempt } = await ownAttempt(db, ctx.userId, body.taskId);
      requireOpen(task);
      requireAnswering(attempt);
      answerKeysFit(task, body.answers);
      // A retried or reordered save carries an older revision and changes nothing.
      await db.update(
        screeningAttempt,
        { answers: body.answers, revision: body.revision, attemptStatus: 'in_progress' },
        allOf(
          eq(screeningAttempt.id, attempt.id),
          lt(screeningAttempt.revision, body.revision),
          inArray(screeningAttempt.attemptStatus, ['consented', 'in_progress']),
        ),
      );
      const now = await db.byId(screeningAttempt, attempt.id);
      if (now?.attemptStatus === 'submitted') return fail(SCREENING_MESSAGES.submitted);
      return ok({ revision: now?.revision ?? body.revision });
    }),
  );

  // The sheet is stored when the reply says so; its warning signals and growth event follow it.
  r.route(screeningAnswerRoutes.submit, async (ctx, { body }) =>
    ctx.db
      .transaction(async (db) => {
        const { task, attempt } = await ownAttempt(db, ctx.userId, body.taskId);
        if (attempt.attemptStatus !== 'submitted') {
          requireOpen(task);
          requireAnswering(attempt);
          answerKeysFit(task, body.answers);
        }
        return { task, submitted: await submitAttempt(db, task, attempt, body.answers) };
      })
      .then(({ task, submitted }) => {
        if (submitted.fresh) followUps.schedule(ctx.db, ctx.log);
        return ok({ reportIds: task.studentCanViewReport ? submitted.resultIds : [] });
      }),
  );
}
