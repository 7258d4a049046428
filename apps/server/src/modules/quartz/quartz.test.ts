import { CRON_MESSAGES, QUARTZ_MESSAGES, type QuartzHandler, type QuartzJob } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysQuartzFire } from '../../db/schema.ts';
import { grantToRole } from '../../test/grant.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await grantToRole(t, 1001, 'banzhuren', [
    'system:quartzJob:list',
    'system:quartzJob:add',
    'system:quartzJob:edit',
    'system:quartzJob:delete',
    'system:quartzJob:run',
  ]);
  for (const name of ['admin', 'banzhuren', 'zhongxue']) token[name] = await t.login(name);
});
afterAll(() => t.close());

const base = '/jeecg-boot/sys/quartzJob';
const get = (url: string, who = 'admin') =>
  t.call({ method: 'GET', url: `${base}${url}`, headers: auth(token[who] ?? '') });
const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, who = 'admin') =>
  t.call({ method, url: `${base}${url}`, headers: auth(token[who] ?? ''), payload });

// Every school has a log-retention job from the start; the purge job is one it adds itself.
const RETENTION = 'xinmiao.job.LogRetentionJob';
const PURGE = 'xinmiao.job.LoginAttemptPurgeJob';
const EXPIRY = 'xinmiao.job.AnnouncementExpiryJob';

async function jobOf(jobClassName: string, who = 'admin'): Promise<QuartzJob | undefined> {
  const list = await get(`/list?jobClassName=${encodeURIComponent(jobClassName)}`, who);
  return (list.body.result as { records: QuartzJob[] }).records[0];
}

describe('quartz job routes', () => {
  it('needs a session and the button', async () => {
    expect((await t.call({ method: 'GET', url: `${base}/list` })).status).toBe(401);
    const reply = await get('/list', 'banzhuren');
    expect(reply.body.code).toBe(510);
  });

  it('lists the registered handlers', async () => {
    const handlers = (await get('/handlers')).body.result as QuartzHandler[];
    expect(handlers.map((h) => h.jobClassName)).toEqual([
      'xinmiao.job.LoginAttemptPurgeJob',
      'xinmiao.job.LogRetentionJob',
      'xinmiao.job.AnnouncementExpiryJob',
      'xinmiao.job.ScreeningWindowJob',
      'xinmiao.job.SheetFollowUpJob',
      'xinmiao.job.CrisisOverdueJob',
      'xinmiao.job.CounsellingReminderJob',
      'xinmiao.job.AiTranscriptPurgeJob',
      'xinmiao.job.CareerGoalReminderJob',
      'xinmiao.job.FocusReviewReminderJob',
      'xinmiao.job.LectureRetentionJob',
      'xinmiao.job.StatisticsRollupJob',
      'xinmiao.job.ContractReminderJob',
    ]);
  });

  it('refuses bad cron expressions, unknown handlers and a second job of one class', async () => {
    const bad = await send('POST', '/add', { jobClassName: PURGE, cronExpression: '0 0 1 * * *' });
    expect(bad.body).toMatchObject({ success: false, message: CRON_MESSAGES.dayOrWeek });
    const fields = await send('POST', '/add', { jobClassName: PURGE, cronExpression: '0 1 * * *' });
    expect(fields.body.message).toBe(CRON_MESSAGES.fields);
    const unknown = await send('POST', '/add', {
      jobClassName: 'org.jeecg.modules.quartz.job.SampleJob',
      cronExpression: '0/1 * * * * ?',
    });
    expect(unknown.body.message).toBe(QUARTZ_MESSAGES.unknownHandler);

    const added = await send('POST', '/add', {
      jobClassName: PURGE,
      cronExpression: ' 0 0 3  * * ? ',
      parameter: '90',
      description: '每天清理过期登录失败记录',
      status: '0',
    });
    expect(added.body).toMatchObject({ success: true, message: QUARTZ_MESSAGES.addOk });
    const twice = await send('POST', '/add', { jobClassName: PURGE, cronExpression: '0 0 4 * * ?' });
    expect(twice.body.message).toBe(QUARTZ_MESSAGES.duplicate);
    const defaulted = await send('POST', '/add', { jobClassName: RETENTION, cronExpression: '0 0 4 * * ?' });
    expect(defaulted.body.message).toBe(QUARTZ_MESSAGES.duplicate);

    const job = await jobOf(PURGE);
    expect(job).toMatchObject({ cronExpression: '0 0 3 * * ?', parameter: '90', status: 0 });
  });

  it('edits, pauses, resumes and reads one job', async () => {
    const job = await jobOf(PURGE);
    const edited = await send('PUT', '/edit', {
      id: job?.id,
      jobClassName: PURGE,
      cronExpression: '0 30 2 ? * MON-FRI',
      parameter: '30',
      status: 0,
    });
    expect(edited.body.message).toBe(QUARTZ_MESSAGES.editOk);
    expect((await get(`/pause?id=${job?.id}`)).body.message).toBe(QUARTZ_MESSAGES.pauseOk);
    expect((await get(`/queryById?id=${job?.id}`)).body.result).toMatchObject({
      cronExpression: '0 30 2 ? * MON-FRI',
      parameter: '30',
      status: -1,
    });
    expect((await get(`/resume?id=${job?.id}`)).body.message).toBe(QUARTZ_MESSAGES.resumeOk);
    expect(((await get(`/queryById?id=${job?.id}`)).body.result as QuartzJob).status).toBe(0);
  });

  it('runs a job now and records the fire', async () => {
    const job = await jobOf(PURGE);
    const reply = await get(`/execute?id=${job?.id}`);
    expect(reply.body).toMatchObject({ success: true, message: QUARTZ_MESSAGES.executeOk });
    const fires = await t.db
      .select()
      .from(sysQuartzFire)
      .where(and(eq(sysQuartzFire.tenantId, 1000), eq(sysQuartzFire.jobId, job?.id ?? '')));
    expect(fires.map((f) => [f.trigger, f.outcome])).toEqual([['manual', 'ok']]);
  });

  it('keeps tenants apart: another school can neither see nor run, pause or delete the job', async () => {
    const job = await jobOf(PURGE);
    const list = (await get('/list', 'zhongxue')).body.result as { records: QuartzJob[] };
    expect(list.records.map((row) => row.jobClassName)).not.toContain(PURGE);
    expect(list.records.map((row) => row.id)).not.toContain(job?.id);
    for (const path of ['queryById', 'execute', 'pause', 'resume']) {
      expect((await get(`/${path}?id=${job?.id}`, 'zhongxue')).body.message).toBe(QUARTZ_MESSAGES.notFound);
    }
    const del = await t.call({
      method: 'DELETE',
      url: `${base}/delete?id=${job?.id}`,
      headers: auth(token.zhongxue ?? ''),
    });
    expect(del.body.message).toBe(QUARTZ_MESSAGES.notFound);
    const edit = await send(
      'PUT',
      '/edit',
      { id: job?.id, jobClassName: PURGE, cronExpression: '0 0 1 * * ?' },
      'zhongxue',
    );
    expect(edit.body.message).toBe(QUARTZ_MESSAGES.notFound);
    // The other school may schedule the same handler for itself.
    const own = await send(
      'POST',
      '/add',
      { jobClassName: PURGE, cronExpression: '0 0 1 * * ?' },
      'zhongxue',
    );
    expect(own.body.success).toBe(true);
    expect(((await get(`/queryById?id=${job?.id}`)).body.result as QuartzJob).status).toBe(0);
  });

  it('deletes one and a batch', async () => {
    const job = await jobOf(PURGE);
    const del = await t.call({
      method: 'DELETE',
      url: `${base}/delete?id=${job?.id}`,
      headers: auth(token.admin ?? ''),
    });
    expect(del.body.message).toBe(QUARTZ_MESSAGES.deleteOk);
    expect(await jobOf(PURGE)).toBeUndefined();
    await send('POST', '/add', { jobClassName: PURGE, cronExpression: '0 0 3 * * ?' });
    const ids = [(await jobOf(PURGE))?.id, (await jobOf(EXPIRY))?.id].join(',');
    const batch = await t.call({
      method: 'DELETE',
      url: `${base}/deleteBatch?ids=${ids}`,
      headers: auth(token.admin ?? ''),
    });
    expect(batch.body.message).toBe(QUARTZ_MESSAGES.deleteBatchOk);
    const left = (await get('/list')).body.result as { records: QuartzJob[] };
    expect(left.records.map((row) => row.jobClassName)).not.toContain(PURGE);
    expect(left.records.map((row) => row.jobClassName)).not.toContain(EXPIRY);
    expect(left.records.map((row) => row.jobClassName)).toContain(RETENTION);
  });
});
