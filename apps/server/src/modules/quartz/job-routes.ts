import { QUARTZ_MESSAGES, type quartzJobInput, quartzRoutes } from '@xinmiao/shared';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { idList } from '../../core/id-list.ts';
import { listExport } from '../../core/list/list-export.ts';
import { type SqlListConfig, sqlList, sqlListRows } from '../../core/list/sql-list.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { JobRegistry } from '../../core/scheduler/job-handler.ts';
import { sysQuartzJob } from '../../db/schema.ts';
import { toQuartzJob } from './records.ts';

type Input = z.output<typeof quartzJobInput>;
type Values = Omit<Input, 'parameter' | 'description'> & {
  parameter: string | null;
  description: string | null;
};

/** The stored values of a job, refused when it names no registered handler or a taken one. */
async function jobValues(
  ctx: AuthCtx,
  handlers: JobRegistry,
  input: Input,
  exceptId?: string,
): Promise<Values> {
  if (!handlers.has(input.jobClassName)) throw new AppError(QUARTZ_MESSAGES.unknownHandler);
  const taken = await ctx.db.first(
    sysQuartzJob,
    and(
      eq(sysQuartzJob.jobClassName, input.jobClassName),
      exceptId ? ne(sysQuartzJob.id, exceptId) : undefined,
    ),
  );
  if (taken) throw new AppError(QUARTZ_MESSAGES.duplicate);
  return {
    jobClassName: input.jobClassName,
    cronExpression: input.cronExpression,
    parameter: input.parameter ?? null,
    description: input.description ?? null,
    status: input.status,
  };
}

/** 定时任务 list, detail, add, edit and (soft) delete, in the caller's tenant. */
export function registerQuartzJobCrud(r: Registrar, handlers: JobRegistry): void {
  const list: SqlListConfig<typeof quartzRoutes.list, typeof sysQuartzJob> = {
    table: sysQuartzJob,
    sort: {
      createTime: sysQuartzJob.createTime,
      jobClassName: sysQuartzJob.jobClassName,
      status: sysQuartzJob.status,
    },
    filters: { jobClassName: sysQuartzJob.jobClassName, status: sysQuartzJob.status },
    defaultOrder: [desc(sysQuartzJob.createTime)],
    tiebreak: desc(sysQuartzJob.id),
    toRecords: (rows) => rows.map(toQuartzJob),
  };
  r.route(quartzRoutes.list, sqlList(quartzRoutes.list, list));
  r.route(
    quartzRoutes.exportXls,
    listExport(sqlListRows(quartzRoutes.list, list), {
      title: '定时任务',
      columns: [
        { key: 'jobClassName', header: '任务类名', width: 36, value: (job) => job.jobClassName },
        { key: 'cronExpression', header: 'cron表达式', width: 20, value: (job) => job.cronExpression },
        { key: 'parameter', header: '参数', width: 16, value: (job) => job.parameter },
        { key: 'description', header: '描述', width: 30, value: (job) => job.description },
        { key: 'status', header: '状态', width: 10, value: (job) => job.status_dictText ?? job.status },
      ],
    }),
  );

  r.route(quartzRoutes.queryById, async (ctx, { query }) => {
    const row = await ctx.db.byId(sysQuartzJob, query.id);
    return row ? ok(toQuartzJob(row)) : fail(QUARTZ_MESSAGES.notFound);
  });

  r.route(quartzRoutes.handlers, async () =>
    ok(
      [...handlers].map(([jobClassName, handler]) => ({
        jobClassName,
        name: handler.name,
        parameterHint: handler.parameterHint,
      })),
    ),
  );

  r.route(quartzRoutes.add, async (ctx, { body }) => {
    const values = await jobValues(ctx, handlers, body);
    await ctx.db.insert(sysQuartzJob, values);
    ctx.logSubject(values.jobClassName);
    return okMsg(QUARTZ_MESSAGES.addOk);
  });

  r.route(quartzRoutes.edit, async (ctx, { body }) => {
    const row = await ctx.db.byId(sysQuartzJob, body.id);
    if (!row) return fail(QUARTZ_MESSAGES.notFound);
    const values = await jobValues(ctx, handlers, body, row.id);
    await ctx.db.update(sysQuartzJob, values, eq(sysQuartzJob.id, row.id));
    ctx.logSubject(values.jobClassName);
    return okMsg(QUARTZ_MESSAGES.editOk);
  });

  r.route(quartzRoutes.delete, async (ctx, { query }) => {
    const row = await ctx.db.byId(sysQuartzJob, query.id);
    if (!row) return fail(QUARTZ_MESSAGES.notFound);
    await ctx.db.softDelete(sysQuartzJob, eq(sysQuartzJob.id, row.id));
    ctx.logSubject(row.jobClassName);
    return okMsg(QUARTZ_MESSAGES.deleteOk);
  });

  r.route(quartzRoutes.deleteBatch, async (ctx, { query }) => {
    const ids = idList(query.ids);
    if (ids.length === 0) return fail(QUARTZ_MESSAGES.notFound);
    const chosen = inArray(sysQuartzJob.id, ids) ?? sql`false`;
    const rows = await ctx.db.list(sysQuartzJob, { where: chosen });
    await ctx.db.softDelete(sysQuartzJob, chosen);
    ctx.logSubject(rows.map((row) => row.jobClassName));
    return okMsg(QUARTZ_MESSAGES.deleteBatchOk);
  });
}
