import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

// The lists of the system pages carry JeecgBoot's `<field>_dictText` for their dictionary fields.
let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const post = (url: string, payload: object) =>
    t.call({ method: 'POST', url: `/jeecg-boot${url}`, headers: auth(admin), payload });
  await post('/sys/annountCement/add', { titile: '通知', msgCategory: '1', priority: 'H' });
  await post('/sys/quartzJob/add', {
    jobClassName: 'xinmiao.job.LoginAttemptPurgeJob',
    cronExpression: '0 0 3 * * ?',
  });
  await post('/sys/position/add', { code: 'p1', name: '干事', postRank: '1' });
});
afterAll(() => t.close());

const first = async (path: string) => {
  const { body } = await t.call({ method: 'GET', url: `/jeecg-boot${path}`, headers: auth(admin) });
  return (body.result as { records: Record<string, unknown>[] }).records[0];
};

describe('_dictText on lists', () => {
  it('translates each dictionary field in batch', async () => {
    expect(await first('/sys/annountCement/list')).toMatchObject({
      priority_dictText: '紧急',
      msgCategory_dictText: '通知公告',
      msgType_dictText: '全体用户',
      sendStatus_dictText: '未发布',
    });
    expect(await first('/sys/quartzJob/list')).toMatchObject({ status: -1, status_dictText: '停止' });
    expect(await first('/sys/position/list')).toMatchObject({ postRank: '1', postRank_dictText: '员级' });
    expect(await first('/sys/dictItem/list?dictId=none')).toBeUndefined();
  });
});
