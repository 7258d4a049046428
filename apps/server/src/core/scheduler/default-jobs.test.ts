import { QUARTZ_MESSAGES, type QuartzJob } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysQuartzJob, sysQuartzJobDefault } from '../../db/schema.ts';
import { MODULES } from '../../modules/index.ts';
import { seedIfEmpty } from '../../seed/index.ts';
import { auth, createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { defaultJobs } from '../module.ts';
import { TenantDb } from '../tenant-db.ts';
import { ensureDefaultJobs } from './default-jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DEFAULT_JOBS = defaultJobs(MODULES);
const CLASSES = DEFAULT_JOBS.map((job) => job.jobClassName).sort();

async function jobsOf(who: string): Promise<QuartzJob[]> {
  const token = await t.login(who);
  const reply = await t.call({
    method: 'GET',
    url: '/jeecg-boot/sys/quartzJob/list?pageSize=50',
    headers: auth(token),
  });
  return (reply.body.result as { records: QuartzJob[] }).records;
}

/** What a restart does to an existing database. */
const restart = () => seedIfEmpty(t.db, { adminPassword: TEST_PASSWORD, demo: true, screenings: false });

describe('default jobs', () => {
  it('are handlers the server runs, with a Quartz cron each', () => {
    for (const job of DEFAULT_JOBS) expect(t.services.scheduler.handlers.has(job.jobClassName)).toBe(true);
  });

  it('come with every demo school, running', async () => {
    const jobs = await jobsOf('admin');
    expect(jobs.map((job) => job.jobClassName).sort()).toEqual(CLASSES);
    expect(jobs.every((job) => job.status === 0)).toBe(true);
    const screening = jobs.find((job) => job.jobClassName === 'xinmiao.job.ScreeningWindowJob');
    expect(screening?.cronExpression).toBe('0 0/5 * * * ?');
  });

  it('come with a school the platform adds', async () => {
    const token = await t.login('pingtai');
    const added = await t.call({
      method: 'POST',
      url: '/jeecg-boot/sys/tenant/add',
      headers: auth(token),
      payload: { id: 1090, name: '新建学校' },
    });
    expect(added.body.success).toBe(true);
    const jobs = await new TenantDb(t.db, 1090).list(sysQuartzJob);
    expect(jobs.map((job) => job.jobClassName).sort()).toEqual(CLASSES);
    expect(jobs.every((job) => job.status === 0 && job.createBy === 'pingtai')).toBe(true);
  });

  it('stay deleted or paused as the school left them after a restart', async () => {
    const token = await t.login('admin');
    const jobs = await jobsOf('admin');
    const [deleted, paused] = jobs;
    const call = (method: 'GET' | 'DELETE', url: string) =>
      t.call({ method, url: `/jeecg-boot/sys/quartzJob${url}`, headers: auth(token) });
    expect((await call('DELETE', `/delete?id=${deleted?.id}`)).body.message).toBe(QUARTZ_MESSAGES.deleteOk);
    expect((await call('GET', `/pause?id=${paused?.id}`)).body.message).toBe(QUARTZ_MESSAGES.pauseOk);

    await restart();
    await restart();
    const after = await jobsOf('admin');
    expect(after.map((job) => job.jobClassName).sort()).toEqual(
      CLASSES.filter((name) => name !== deleted?.jobClassName),
    );
    expect(after.find((job) => job.id === paused?.id)?.status).toBe(-1);
  });

  it('reach a school that predates them once, leaving the jobs it already had', async () => {
    // A school from before default jobs: no marks, one job of a default class it added itself.
    const school = new TenantDb(t.db, 1001);
    await school.delete(sysQuartzJobDefault, eq(sysQuartzJobDefault.tenantId, 1001));
    await school.delete(sysQuartzJob, eq(sysQuartzJob.tenantId, 1001));
    await school.insert(sysQuartzJob, {
      jobClassName: 'xinmiao.job.LogRetentionJob',
      cronExpression: '0 0 4 * * ?',
      parameter: '90',
      status: -1,
    });

    await ensureDefaultJobs(t.db, DEFAULT_JOBS);
    await ensureDefaultJobs(t.db, DEFAULT_JOBS);
    const jobs = await school.list(sysQuartzJob);
    expect(jobs.map((job) => job.jobClassName).sort()).toEqual(CLASSES);
    expect(
      await school.first(sysQuartzJob, eq(sysQuartzJob.jobClassName, 'xinmiao.job.LogRetentionJob')),
    ).toMatchObject({ cronExpression: '0 0 4 * * ?', parameter: '90', status: -1 });
    expect((await school.list(sysQuartzJobDefault)).length).toBe(DEFAULT_JOBS.length);
  });
});
