import { QUARTZ_MESSAGES, type QuartzJob } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { newId } from '../../db/ids.ts';
import { sysQuartzFire, sysQuartzJob } from '../../db/schema.ts';
import type { DbHandle } from '../../db/types.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

let a: TestApp;
let b: TestApp;
let second: DbHandle | undefined;

beforeAll(async () => {
  a = await createTestApp();
  // On PostgreSQL the second app has its own pool, as a second process would.
  second = a.testDb.reopen ? await a.testDb.reopen() : undefined;
  b = await createTestApp({ testDb: second ? { ...a.testDb, ...second } : a.testDb });
});
afterAll(async () => {
  await b.close();
  await second?.close();
  await a.close();
});

const fires = async (jobId: string) =>
  a.db.select().from(sysQuartzFire).where(eq(sysQuartzFire.jobId, jobId));

async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 100));
}

it('two app instances with running schedulers fire a one-second job once per second, and pause stops it', async () => {
  const token = await a.login('admin');
  const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    a.call({ method, url: `/jeecg-boot/sys/quartzJob${url}`, headers: auth(token), payload });
  const added = await call('POST', '/add', {
    jobClassName: 'xinmiao.job.LoginAttemptPurgeJob',
    cronExpression: '0/1 * * * * ?',
    status: 0,
  });
  expect(added.body.message).toBe(QUARTZ_MESSAGES.addOk);
  const list = await call('GET', '/list?jobClassName=xinmiao.job.LoginAttemptPurgeJob');
  const jobId = (list.body.result as { records: QuartzJob[] }).records[0]?.id ?? '';
  // The same job in another school keeps running after the pause: its fires show the schedulers
  // went on ticking.
  const clockId = newId();
  await new TenantDb(a.db, 1001).insert(sysQuartzJob, {
    id: clockId,
    jobClassName: 'xinmiao.job.LoginAttemptPurgeJob',
    cronExpression: '0/1 * * * * ?',
    status: 0,
  });

  a.services.scheduler.start();
  b.services.scheduler.start();
  await until(async () => (await fires(jobId)).length >= 4);
  expect((await call('GET', `/pause?id=${jobId}`)).body.message).toBe(QUARTZ_MESSAGES.pauseOk);
  const pausedAt = Date.now();
  // Three more seconds of fires of the clock job: ticks that started after the pause.
  await until(
    async () => (await fires(clockId)).filter((row) => row.fireTime.getTime() > pausedAt).length >= 3,
  );
  await Promise.all([a.services.scheduler.stop(), b.services.scheduler.stop()]);

  const rows = await fires(jobId);
  const seconds = rows.map((row) => row.fireTime.getTime() / 1000).sort((x, y) => x - y);
  expect(new Set(seconds).size).toBe(rows.length);
  expect((seconds.at(-1) ?? 0) - (seconds[0] ?? 0)).toBe(rows.length - 1);
  expect(rows.every((row) => row.outcome === 'ok')).toBe(true);
  const instances = new Set<string>([a.services.scheduler.instance, b.services.scheduler.instance]);
  expect(rows.every((row) => instances.has(row.instance))).toBe(true);
  // A tick claims only fire times up to its own start; a tick that still saw the job running
  // started before the pause, so however slow the machine, no fire after the pause is claimed.
  expect(rows.filter((row) => row.fireTime.getTime() > pausedAt)).toEqual([]);
});
