import { QUARTZ_MESSAGES, type QuartzJob } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sysQuartzFire } from '../../db/schema.ts';
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

  a.services.scheduler.start();
  b.services.scheduler.start();
  await until(async () => (await fires(jobId)).length >= 4);
  expect((await call('GET', `/pause?id=${jobId}`)).body.message).toBe(QUARTZ_MESSAGES.pauseOk);
  // Let both schedulers pass a few more seconds with the job paused.
  const pausedAt = (await fires(jobId)).length;
  await new Promise((resolve) => setTimeout(resolve, 4000));
  await Promise.all([a.services.scheduler.stop(), b.services.scheduler.stop()]);

  const rows = await fires(jobId);
  const seconds = rows.map((row) => row.fireTime.getTime() / 1000).sort((x, y) => x - y);
  expect(new Set(seconds).size).toBe(rows.length);
  expect((seconds.at(-1) ?? 0) - (seconds[0] ?? 0)).toBe(rows.length - 1);
  expect(rows.every((row) => row.outcome === 'ok')).toBe(true);
  const instances = new Set<string>([a.services.scheduler.instance, b.services.scheduler.instance]);
  expect(rows.every((row) => instances.has(row.instance))).toBe(true);
  // A tick of each instance that read the job before the pause may still claim one fire; an
  // unpaused job would have had about four more.
  expect(rows.length - pausedAt).toBeLessThanOrEqual(2);
});
