import { SCREENING_MESSAGES, screeningTaskRoutes } from '@xinmiao/shared';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import { allOf } from '../../core/query.ts';
import type { Registrar } from '../../core/register-route.ts';
import { parseDateTime } from '../../core/time.ts';
import { evalPackage, screeningTask } from '../../db/schema.ts';
import { isCareerPackage, pinPackage } from './pinned-scales.ts';
import { assignAttempts, countTargets, targetCondition } from './targets.ts';
import { findTask, type TaskRow, targetsOf, taskValues, toTasks } from './task-records.ts';
import { nextStatus, scheduledStatus } from './task-state.ts';
import { wordingCheck, wordingRefusal } from './wording-check.ts';

/** 测评任务 (`screening`) or 生涯调查 (`career`): the same machinery, each page its own tasks. */
export type TaskKind = 'screening' | 'career';

/**
 * The task `id` for this kind's routes: the 生涯调查 routes reach career surveys only; the 测评任务
 * routes (the centre's) reach every task, so a draft whose package became all-career still publishes.
 */
export async function findTaskOf(ctx: AuthCtx, id: string, kind: TaskKind): Promise<TaskRow> {
  const task = await findTask(ctx.db, id);
  if (kind === 'career' && !task.career) throw new AppError(SCREENING_MESSAGES.notFound);
  return task;
}

/**
 * The list-engine config of one kind's tasks (the 测评任务 and 生涯调查 lists); `reach` narrows it to
 * the tasks the reader may list (the caller's policy).
 */
export function taskListConfig(kind: TaskKind, reach?: (ctx: AuthCtx) => Promise<SQL | undefined>) {
  return {
    table: screeningTask,
    sort: {
      createTime: screeningTask.createTime,
      startAt: screeningTask.startAt,
      name: screeningTask.name,
    },
    filters: {
      name: screeningTask.name,
      taskStatus: screeningTask.taskStatus,
      createTime: screeningTask.createTime,
    },
    scope: async (ctx: AuthCtx) => and(eq(screeningTask.career, kind === 'career'), await reach?.(ctx)),
    defaultOrder: [desc(screeningTask.createTime)],
    tiebreak: desc(screeningTask.id),
    toRecords: (rows: TaskRow[], ctx: AuthCtx) => toTasks(ctx.db, rows),
  };
}

export async function addTask(ctx: AuthCtx, body: z.output<typeof screeningTaskRoutes.add.body>) {
  const values = await taskValues(ctx.db, body);
  if (!(await ctx.db.first(evalPackage, eq(evalPackage.id, values.packageId)))) {
    return fail(SCREENING_MESSAGES.packageMissing);
  }
  const [id = ''] = await ctx.db.insert(screeningTask, values);
  ctx.logSubject(values.name);
  return ok({ id });
}

export async function deleteTask(ctx: AuthCtx, id: string, kind: TaskKind) {
  const task = await findTaskOf(ctx, id, kind);
  if (task.taskStatus !== 'draft') return fail(SCREENING_MESSAGES.notDraft);
  await ctx.db.softDelete(screeningTask, eq(screeningTask.id, task.id));
  ctx.logSubject(task.name);
  return okMsg('删除成功!');
}

/**
 * Publish: pins the package's scales, assigns the targets' students and decides, from the pinned
 * scales, whether the task is a career survey (the package may have changed while it was a draft).
 */
export async function publishTask(
  ctx: AuthCtx,
  id: string,
  kind: TaskKind,
  confirmBuiltinWording: readonly string[],
) {
  const task = await findTaskOf(ctx, id, kind);
  if (task.taskStatus !== 'draft') return fail('只有草稿状态的任务可以发布');
  const scales = await pinPackage(ctx.db, task.packageId);
  const refusal = wordingRefusal(await wordingCheck(ctx.db, scales), confirmBuiltinWording);
  if (refusal) return fail(refusal);
  const career = await isCareerPackage(ctx.db, task.packageId);
  if (kind === 'career' && !career) return fail('该调查的套餐已含非生涯量表，请删除后重新新建');
  const now = new Date();
  const status = scheduledStatus('scheduled', task, now) ?? 'scheduled';
  if (status === 'closed') return fail('结束时间已过，请先修改测评时间');
  const assigned = await ctx.db.transaction(async (tdb) => {
    const moved = await tdb.update(
      screeningTask,
      { taskStatus: status, scales, publishedAt: now, career },
      allOf(eq(screeningTask.id, task.id), eq(screeningTask.taskStatus, 'draft')),
    );
    if (moved === 0) throw new AppError('任务状态已变化，请刷新后重试');
    const count = await assignAttempts(tdb, task.id, targetCondition(targetsOf(task)));
    if (count === 0) throw new AppError(SCREENING_MESSAGES.noTargets);
    return count;
  });
  ctx.logSubject(task.name);
  return ok({ assigned, taskStatus: status });
}

export async function transitionTask(
  ctx: AuthCtx,
  body: z.output<typeof screeningTaskRoutes.transition.body>,
  kind: TaskKind,
) {
  const task = await findTaskOf(ctx, body.id, kind);
  const to = nextStatus(task.taskStatus, body.action);
  const set: Partial<typeof screeningTask.$inferInsert> = { taskStatus: to };
  if (body.action === 'makeup') {
    const until = parseDateTime(body.makeupEndAt);
    if (!until || until <= new Date()) return fail('请设置晚于现在的补测截止时间');
    set.makeupEndAt = until;
  }
  const moved = await ctx.db.update(
    screeningTask,
    set,
    allOf(eq(screeningTask.id, task.id), eq(screeningTask.taskStatus, task.taskStatus)),
  );
  if (moved === 0) return fail('任务状态已变化，请刷新后重试');
  ctx.logSubject(task.name);
  return ok({ taskStatus: to });
}

/** 测评任务: drafts (add, edit, delete), publish with pinned scales and assigned students, transitions. */
export function registerTaskRoutes(r: Registrar): void {
  const routes = screeningTaskRoutes;
  r.route(routes.list, sqlList(routes.list, taskListConfig('screening')));

  r.route(routes.queryById, async (ctx, { query }) => {
    const [task] = await toTasks(ctx.db, [await findTaskOf(ctx, query.id, 'screening')]);
    return task ? ok(task) : fail(SCREENING_MESSAGES.notFound);
  });

  r.route(routes.add, (ctx, { body }) => addTask(ctx, body));

  r.route(routes.edit, async (ctx, { body }) => {
    const task = await findTaskOf(ctx, body.id, 'screening');
    if (task.taskStatus !== 'draft') return fail(SCREENING_MESSAGES.notDraft);
    const values = await taskValues(ctx.db, body);
    await ctx.db.update(
      screeningTask,
      values,
      allOf(eq(screeningTask.id, task.id), eq(screeningTask.taskStatus, 'draft')),
    );
    ctx.logSubject(values.name);
    return okMsg('编辑成功!');
  });

  r.route(routes.delete, (ctx, { query }) => deleteTask(ctx, query.id, 'screening'));

  r.route(routes.matchCount, async (ctx, { body }) =>
    ok({ count: await countTargets(ctx.db, body.targets) }),
  );

  r.route(routes.wordingCheck, async (ctx, { query }) => {
    const task = await findTask(ctx.db, query.id);
    return ok(await wordingCheck(ctx.db, await pinPackage(ctx.db, task.packageId)));
  });

  r.route(routes.publish, (ctx, { body }) =>
    publishTask(ctx, body.id, 'screening', body.confirmBuiltinWording),
  );

  r.route(routes.transition, (ctx, { body }) => transitionTask(ctx, body, 'screening'));
}
