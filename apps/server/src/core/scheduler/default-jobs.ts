import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import { sysQuartzJob, sysQuartzJobDefault, sysTenant } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { CRISIS_OVERDUE_JOB } from '../../modules/crisis/overdue.ts';
import { TenantDb } from '../tenant-db.ts';
import { COUNSELLING_REMINDER_JOB } from './counselling-reminder.ts';
import { LOG_RETENTION_JOB } from './log-retention.ts';

export type DefaultJob = { jobClassName: string; cronExpression: string; description: string };

/**
 * The jobs every school starts with, running. The login-attempt purge is not one: its table
 * belongs to no school and the server already purges it on its own timer (`main.ts`).
 */
export const DEFAULT_JOBS: readonly DefaultJob[] = [
  {
    jobClassName: 'xinmiao.job.ScreeningWindowJob',
    // Every five minutes, not every minute: a task opens at most five minutes late, and a school
    // keeps 288 fire records a day for it instead of 1,440.
    cronExpression: '0 0/5 * * * ?',
    description: '按时开启、结束测评任务及补测窗口',
  },
  {
    jobClassName: CRISIS_OVERDUE_JOB,
    cronExpression: '0 0/5 * * * ?',
    description: '危机个案时限与超期提醒，逐级上报',
  },
  {
    jobClassName: COUNSELLING_REMINDER_JOB,
    cronExpression: '0 0/15 * * * ?',
    description: '咨询预约开始前提醒',
  },
  {
    jobClassName: LOG_RETENTION_JOB,
    cronExpression: '0 30 2 * * ?',
    description: '每天 02:30 清理超过保留期的日志',
  },
  {
    jobClassName: 'xinmiao.job.AnnouncementExpiryJob',
    cronExpression: '0 0 * * * ?',
    description: '每小时将过期通告移出消息提醒',
  },
];

const RUNNING = 0;

/**
 * Gives one school the default jobs it has not been given yet; returns how many jobs were created.
 * A class the school already has a job of (live, paused or deleted) is its own choice and is only
 * marked as given.
 */
export async function installDefaultJobs(db: Db, tenantId: number, actor: string): Promise<number> {
  return new TenantDb(db, tenantId, actor).transaction(async (tdb) => {
    const given = new Set((await tdb.list(sysQuartzJobDefault)).map((row) => row.jobClassName));
    const due = DEFAULT_JOBS.filter((job) => !given.has(job.jobClassName));
    if (due.length === 0) return 0;
    const own = await tdb.list(sysQuartzJob, {
      where: inArray(
        sysQuartzJob.jobClassName,
        due.map((job) => job.jobClassName),
      ),
      withDeleted: true,
    });
    const taken = new Set(own.map((row) => row.jobClassName));
    const created = due
      .filter((job) => !taken.has(job.jobClassName))
      .map((job) => ({ ...job, status: RUNNING }));
    await tdb.insert(sysQuartzJob, created);
    await tdb.insert(
      sysQuartzJobDefault,
      due.map((job) => ({ jobClassName: job.jobClassName })),
    );
    return created.length;
  });
}

/**
 * At start-up: every live school missing a default (one that predates it) gets it once. Run under
 * the seed's lock, so instances starting together do not race.
 */
export async function ensureDefaultJobs(db: Db): Promise<void> {
  const classes = DEFAULT_JOBS.map((job) => job.jobClassName);
  const given = db
    .select({ n: count() })
    .from(sysQuartzJobDefault)
    .where(
      and(eq(sysQuartzJobDefault.tenantId, sysTenant.id), inArray(sysQuartzJobDefault.jobClassName, classes)),
    );
  const missing = await db
    .select({ id: sysTenant.id })
    .from(sysTenant)
    .where(and(eq(sysTenant.delFlag, 0), lt(sql`(${given})`, classes.length)));
  for (const tenant of missing) await installDefaultJobs(db, tenant.id, 'system');
}
