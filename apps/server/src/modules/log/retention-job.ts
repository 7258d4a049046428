import { NETWORK_LOG_FLOOR_DAYS } from '@xinmiao/shared';
import { eq, lt } from 'drizzle-orm';
import { longestRetention, maintainLogPartitions } from '../../core/log-partitions.ts';
import type { JobDefinition } from '../../core/module.ts';
import type { JobHandler } from '../../core/scheduler/job-handler.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { sysLog, sysQuartzFire, sysQuartzJob, sysReadAudit, sysTenantSetting } from '../../db/schema.ts';

export const DEFAULT_LOG_RETENTION_DAYS = 180;
export const LOG_RETENTION_JOB = 'xinmiao.job.LogRetentionJob';
const DAY_MS = 86_400_000;

/** Days to keep from a job parameter ("90"); anything else keeps the default. */
export function retentionDays(parameter: string | null): number {
  const days = Number(parameter?.trim());
  return Number.isInteger(days) && days >= 1 ? days : DEFAULT_LOG_RETENTION_DAYS;
}

/** The tenant's own setting (系统日志 → 保留设置), null when it has none. */
export async function retentionSetting(db: TenantDb): Promise<number | null> {
  const row = await db.first(sysTenantSetting, undefined);
  return row?.logRetentionDays ?? null;
}

/** The parameter of the tenant's log-retention job, if it has one. */
export async function retentionJobParameter(db: TenantDb): Promise<string | null> {
  const job = await db.first(sysQuartzJob, eq(sysQuartzJob.jobClassName, LOG_RETENTION_JOB));
  return job?.parameter ?? null;
}

/** Days a run keeps: the tenant's setting, else the job's parameter, else the default. */
export async function effectiveRetentionDays(db: TenantDb, parameter: string | null): Promise<number> {
  return (await retentionSetting(db)) ?? retentionDays(parameter);
}

/**
 * Deletes the tenant's read audits and job fire records older than N days and its operation/login
 * logs older than N days but never younger than the legal six months; then keeps the month
 * partitions of every school (created ahead, old months dropped whole: `core/log-partitions.ts`).
 */
export const logRetention: JobHandler = {
  name: '日志保留期清理',
  parameterHint: `保留天数，默认 ${DEFAULT_LOG_RETENTION_DAYS}；系统日志页的保留设置优先；操作与登录日志至少保留 ${NETWORK_LOG_FLOOR_DAYS} 天`,
  async run({ db, platformDb, parameter, fireTime }) {
    const days = await effectiveRetentionDays(db, parameter);
    const before = (keep: number) => new Date(fireTime.getTime() - keep * DAY_MS);
    await db.delete(sysLog, lt(sysLog.createTime, before(Math.max(days, NETWORK_LOG_FLOOR_DAYS))));
    // Read-audit child rows go with their parent (cascade).
    await db.delete(sysReadAudit, lt(sysReadAudit.createTime, before(days)));
    await db.delete(sysQuartzFire, lt(sysQuartzFire.fireTime, before(days)));
    const keep = await longestRetention(
      platformDb,
      LOG_RETENTION_JOB,
      DEFAULT_LOG_RETENTION_DAYS,
      retentionDays,
    );
    await maintainLogPartitions(platformDb, fireTime, keep);
  },
};

export const logRetentionJob: JobDefinition = {
  className: LOG_RETENTION_JOB,
  handler: () => logRetention,
  schedule: { cron: '0 30 2 * * ?', description: '每天 02:30 清理超过保留期的日志' },
};
