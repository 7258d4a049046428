import { QUARTZ_MESSAGES, quartzRoutes } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { fail, okMsg } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Scheduler } from '../../core/scheduler/scheduler.ts';
import { sysQuartzJob } from '../../db/schema.ts';

/** 停止 / 启动 a job's schedule, and 立即执行 one run now. */
export function registerQuartzJobRuns(r: Registrar, scheduler: Scheduler): void {
  for (const [route, status, message] of [
    [quartzRoutes.pause, -1, QUARTZ_MESSAGES.pauseOk],
    [quartzRoutes.resume, 0, QUARTZ_MESSAGES.resumeOk],
  ] as const) {
    r.route(route, async (ctx, { query }) => {
      const row = await ctx.db.byId(sysQuartzJob, query.id);
      if (!row) return fail(QUARTZ_MESSAGES.notFound);
      await ctx.db.update(sysQuartzJob, { status }, eq(sysQuartzJob.id, row.id));
      ctx.logSubject(row.jobClassName);
      return okMsg(message);
    });
  }

  r.route(quartzRoutes.execute, async (ctx, { query }) => {
    const row = await ctx.db.byId(sysQuartzJob, query.id);
    if (!row) return fail(QUARTZ_MESSAGES.notFound);
    ctx.logSubject(row.jobClassName);
    const outcome = await scheduler.runNow(row);
    return outcome === 'ok' ? okMsg(QUARTZ_MESSAGES.executeOk) : fail(QUARTZ_MESSAGES.executeFailed);
  });
}
