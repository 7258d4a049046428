import { SCREENING_MESSAGES, screeningTaskRoutes } from '@xinmiao/shared';
import { desc, eq } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import { allOf } from '../../core/query.ts';
import type { Registrar } from '../../core/register-route.ts';
import { parseDateTime } from '../../core/time.ts';
import { evalPackage, screeningTask } from '../../db/schema.ts';
import { pinPackage } from './pinned-scales.ts';
import { assignAttempts, countTargets, targetCondition } from './targets.ts';
import { findTask, targetsOf, taskValues, toTasks } from './task-records.ts';
import { nextStatus, scheduledStatus } from './task-state.ts';
import { wordingCheck, wordingRefusal } from './wording-check.ts';

/** 测评任务: drafts (add, edit, delete), publish with pinned scales and assigned students, transitions. */
export function registerTaskRoutes(r: Registrar): void {
  r.route(
    screeningTaskRoutes.list,
    sqlList(screeningTaskRoutes.list, {
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
      defaultOrder: [desc(screeningTask.createTime)],
      tiebreak: desc(screeningTask.id),
      toRecords: (rows, ctx) => toTasks(ctx.db, rows),
    }),
  );

  r.route(screeningTaskRoutes.queryById, async (ctx, { query }) => {
    const [task] = await toTasks(ctx.db, [await findTask(ctx.db, query.id)]);
    return task ? ok(task) : fail(SCREENING_MESSAGES.notFound);
  });

  r.route(screeningTaskRoutes.add, async (ctx, { body }) => {
    const values = await taskValues(ctx.db, body);
    if (!(await ctx.db.first(evalPackage, eq(evalPackage.id, values.packageId)))) {
      return fail(SCREENING_MESSAGES.packageMissing);
    }
    const [id = ''] = await ctx.db.insert(screeningTask, values);
    ctx.logSubject(values.name);
    return ok({ id });
  });

  r.route(screeningTaskRoutes.edit, async (ctx, { body }) => {
    const task = await findTask(ctx.db, body.id);
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

  r.route(screeningTaskRoutes.delete, async (ctx, { query }) => {
    const task = await findTask(ctx.db, query.id);
    if (task.taskStatus !== 'draft') return fail(SCREENING_MESSAGES.notDraft);
    await ctx.db.softDelete(screeningTask, eq(screeningTask.id, task.id));
    ctx.logSubject(task.name);
    return okMsg('删除成功!');
  });

  r.route(screeningTaskRoutes.matchCount, async (ctx, { body }) =>
    ok({ count: await countTargets(ctx.db, body.targets) }),
  );

  r.route(screeningTaskRoutes.wordingCheck, async (ctx, { query }) => {
    const task = await findTask(ctx.db, query.id);
    return ok(await wordingCheck(ctx.db, await pinPackage(ctx.db, task.packageId)));
  });

  r.route(screeningTaskRoutes.publish, async (ctx, { body }) => {
    const task = await findTask(ctx.db, body.id);
    if (task.taskStatus !== 'draft') return fail('只有草稿状态的任务可以发布');
    const scales = await pinPackage(ctx.db, task.packageId);
    const refusal = wordingRefusal(await wordingCheck(ctx.db, scales), body.confirmBuiltinWording);
    if (refusal) return fail(refusal);
    const now = new Date();
    const status = scheduledStatus('scheduled', task, now) ?? 'scheduled';
    if (status === 'closed') return fail('结束时间已过，请先修改测评时间');
    const assigned = await ctx.db.transaction(async (tdb) => {
      const moved = await tdb.update(
        screeningTask,
        { taskStatus: status, scales, publishedAt: now },
        allOf(eq(screeningTask.id, task.id), eq(screeningTask.taskStatus, 'draft')),
      );
      if (moved === 0) throw new AppError('任务状态已变化，请刷新后重试');
      const count = await assignAttempts(tdb, task.id, targetCondition(targetsOf(task)));
      if (count === 0) throw new AppError(SCREENING_MESSAGES.noTargets);
      return count;
    });
    ctx.logSubject(task.name);
    return ok({ assigned, taskStatus: status });
  });

  r.route(screeningTaskRoutes.transition, async (ctx, { body }) => {
    const task = await findTask(ctx.db, body.id);
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
  });
}
