import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import { sysQuartzJob, sysQuartzJobDefault, sysTenant } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { TenantDb } from '../tenant-db.ts';

/**
 * A job every school starts with, running (declared by its module's job `schedule`). The login-attempt
 * purge is not one: its table belongs to no school and the server already purges it on its own
 * timer (`main.ts`).
 */
export type DefaultJob = { jobClassName: string; cronExpression: string; description: string };

const RUNNING = 0;

/**
 * Gives one school the default jobs it has not been given yet; returns how many jobs were created.
 * A class the school already has a job of (live, paused or deleted) is its own choice and is only
 * marked as given.
 */
export async function installDefaultJobs(
  db: Db,
  defaults: readonly DefaultJob[],
  tenantId: number,
  actor: string,
): Promise<number> {
  return new TenantDb(db, tenantId, actor).transaction(async (tdb) => {
    const given = new Set((await tdb.list(sysQuartzJobDefault)).map((row) => row.jobClassName));
    const due = defaults.filter((job) => !given.has(job.jobClassName));
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
export async function ensureDefaultJobs(db: Db, defaults: readonly DefaultJob[]): Promise<void> {
  const classes = defaults.map((job) => job.jobClassName);
  const given = db
    .select({ n: count() })
    .from(sysQuartzJobDefault)
    .where(
      and(eq(sysQuartzJobDefault.tenantId, sysTenant.id), inArray(sysQuartzJobDefault.jobClassName, classes)),
    );
  const missing = await db
    .select({ id: sysTenant.id })
    .from(sysTenant)
    .where(and(eq(sysTenant.delFlag, 0), eq(sysTenant.kind, 'school'), lt(sql`(${given})`, classes.length)));
  for (const tenant of missing) await installDefaultJobs(db, defaults, tenant.id, 'system');
}
