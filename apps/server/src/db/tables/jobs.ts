import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, belongsTo, createdAt, delFlag, ownId, tenantId, tenantKey } from '../columns.ts';
import { sysTenant } from './tenancy.ts';

// 定时任务: jobs, their fires and which default jobs a school has been given.

/**
 * 定时任务, per tenant as JeecgBoot lists them: a job acts on its own tenant's data (its log
 * retention trims that school's logs). `job_class_name` names a handler of the server's registry,
 * never code to load; `status` 0 runs, -1 paused (JeecgBoot's values).
 */
export const sysQuartzJob = pgTable(
  'sys_quartz_job',
  {
    id: ownId(),
    tenantId: tenantId(),
    jobClassName: text('job_class_name').notNull(),
    cronExpression: text('cron_expression').notNull(),
    parameter: text('parameter'),
    description: text('description'),
    status: integer('status').notNull().default(-1),
    delFlag: delFlag(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    index('idx_sys_quartz_job_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
    uniqueIndex('uq_sys_quartz_job_class').on(t.tenantId, t.jobClassName).where(sql`${t.delFlag} = 0`),
  ],
);

/**
 * One row per fire of a job. The unique (job, fire time) row is the claim: every instance computes
 * the same fire times and the one whose insert lands runs the job, so each fire runs exactly once.
 */
export const sysQuartzFire = pgTable(
  'sys_quartz_fire',
  {
    id: ownId(),
    tenantId: tenantId(),
    jobId: text('job_id').notNull(),
    fireTime: timestamp('fire_time', { withTimezone: true }).notNull(),
    /** `cron` from the schedule, `manual` from 立即执行. */
    trigger: text('trigger').notNull(),
    instance: text('instance').notNull(),
    /** running, ok, failed */
    outcome: text('outcome').notNull().default('running'),
    message: text('message'),
    endTime: timestamp('end_time', { withTimezone: true }),
    createTime: createdAt(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_quartz_fire').on(t.tenantId, t.jobId, t.fireTime, t.trigger),
    // Log retention trims a tenant's fire records by age.
    index('idx_sys_quartz_fire_time').on(t.tenantId, t.fireTime),
    belongsTo(t, t.jobId, sysQuartzJob).onDelete('cascade'),
  ],
);

/**
 * Which default jobs a school has been given, one row per job class. A default is installed once:
 * a school that deletes or changes it keeps its choice across restarts, and a default added by a
 * later release still reaches schools that predate it.
 */
export const sysQuartzJobDefault = pgTable(
  'sys_quartz_job_default',
  {
    id: ownId(),
    tenantId: tenantId(),
    jobClassName: text('job_class_name').notNull(),
    createBy: text('create_by'),
    createTime: createdAt(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_quartz_job_default').on(t.tenantId, t.jobClassName),
    foreignKey({ columns: [t.tenantId], foreignColumns: [sysTenant.id] }).onDelete('restrict'),
  ],
);
