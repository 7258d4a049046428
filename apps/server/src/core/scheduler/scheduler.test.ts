import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids.ts';
import { sysQuartzFire, sysQuartzJob } from '../../db/schema.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { TenantDb } from '../tenant-db.ts';
import type { JobHandler } from './job-handler.ts';
import { Scheduler } from './scheduler.ts';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.drop());

const log = Fastify({ logger: false }).log;

/** A handler that records which instance ran which fire. */
function countingRegistry(runs: { fireTime: string }[]): ReadonlyMap<string, JobHandler> {
  const handler: JobHandler = {
    name: '计数',
    parameterHint: '',
    async run({ fireTime }) {
      runs.push({ fireTime: fireTime.toISOString() });
    },
  };
  return new Map([['test.CountingJob', handler]]);
}

async function addJob(
  tenantId: number,
  cronExpression: string,
  status: 0 | -1,
  jobClassName = 'test.CountingJob',
): Promise<string> {
  const id = newId();
  await new TenantDb(testDb.db, tenantId).insert(sysQuartzJob, {
    id,
    jobClassName,
    cronExpression,
    status,
  });
  return id;
}

async function firesOf(jobId: string) {
  return testDb.db.select().from(sysQuartzFire).where(eq(sysQuartzFire.jobId, jobId));
}

async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('scheduler', () => {
  it('two instances on one database run each fire of a one-second job exactly once', async () => {
    const runs: { fireTime: string }[] = [];
    const jobId = await addJob(1000, '0/1 * * * * ?', 0);
    const paused = await addJob(1001, '0/1 * * * * ?', -1);
    // On PostgreSQL the second instance gets a pool of its own, as a second process would.
    const other = testDb.reopen ? await testDb.reopen() : undefined;
    const a = new Scheduler(testDb.db, countingRegistry(runs), log, 200);
    const b = new Scheduler(other?.db ?? testDb.db, countingRegistry(runs), log, 200);
    a.start();
    b.start();
    await until(async () => (await firesOf(jobId)).length >= 4);
    await Promise.all([a.stop(), b.stop()]);
    await other?.close();

    const fires = await firesOf(jobId);
    const fireTimes = fires.map((f) => f.fireTime.toISOString()).sort();
    expect(new Set(fireTimes).size).toBe(fires.length);
    expect(runs.map((r) => r.fireTime).sort()).toEqual(fireTimes);
    expect(fires.every((f) => f.outcome === 'ok' && f.trigger === 'cron' && f.tenantId === 1000)).toBe(true);
    expect(fires.every((f) => f.instance === a.instance || f.instance === b.instance)).toBe(true);
    // Consecutive seconds: no fire was skipped between the first and the last.
    const seconds = fireTimes.map((s) => Date.parse(s) / 1000);
    expect((seconds.at(-1) ?? 0) - (seconds[0] ?? 0)).toBe(seconds.length - 1);
    expect(await firesOf(paused)).toEqual([]);
  });

  it('records a job whose class is not registered as failed', async () => {
    const jobId = await addJob(1000, '0 0 3 * * ?', 0, 'org.jeecg.modules.quartz.job.SampleJob');
    const [job] = await testDb.db
      .select()
      .from(sysQuartzJob)
      .where(and(eq(sysQuartzJob.tenantId, 1000), eq(sysQuartzJob.id, jobId)));
    const scheduler = new Scheduler(testDb.db, new Map(), log);
    expect(job && (await scheduler.runNow(job))).toBe('failed');
    expect((await firesOf(jobId)).map((f) => [f.trigger, f.outcome])).toEqual([['manual', 'failed']]);
  });
});
