import type { SysLog } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysLog } from '../../db/schema.ts';
import { grantToRole } from '../../test/grant.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

type Page = { records: SysLog[]; total: number };

const operation = (userid: string, username: string, content: string, at: string, operateType = 3) => ({
  logType: 2,
  operateType,
  logContent: content,
  userid,
  username,
  ip: userid === 'xinli' ? '10.0.0.7' : '10.0.1.8',
  createTime: new Date(`${at}+08:00`),
});

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  await new TenantDb(t.db, 1000).insert(sysLog, [
    operation('xinli', '林心怡', '量表库-编辑', '2024-05-02T09:00:00'),
    operation('xinli', '林心怡', '量表库-删除', '2024-05-03T09:00:00', 4),
    operation('fudaoyuan', '张辅导', '测评套餐-添加', '2024-06-10T15:30:00', 2),
  ]);
  await new TenantDb(t.db, 1001).insert(
    sysLog,
    operation('zhongxue', '赵老师', '中学-编辑', '2024-05-02T10:00:00'),
  );
});
afterAll(() => t.close());

const page = async (query: string, token = admin) => {
  const { body } = await t.call({
    method: 'GET',
    url: `/jeecg-boot/sys/log/list${query}`,
    headers: auth(token),
  });
  expect(body.success).toBe(true);
  return body.result as Page;
};
const contents = async (query: string, token = admin) =>
  (await page(query, token)).records.map((r) => r.logContent);

describe('GET /sys/log/list filters', () => {
  it('matches the operator by account or real name, in part', async () => {
    expect(await contents('?logType=2&operator=xinli')).toEqual(['量表库-删除', '量表库-编辑']);
    expect(await contents(`?logType=2&operator=${encodeURIComponent('张辅')}`)).toEqual(['测评套餐-添加']);
    expect(await contents(`?logType=2&operator=${encodeURIComponent('%')}`)).toEqual([]);
  });

  it('combines keyword, IP, operation type and sort', async () => {
    expect(await contents(`?keyWord=${encodeURIComponent('量表库')}&operateType=4`)).toEqual(['量表库-删除']);
    expect(await contents(`?logType=2&ip=${encodeURIComponent('*0.0.7*')}`)).toEqual([
      '量表库-删除',
      '量表库-编辑',
    ]);
    expect(await contents('?logType=2&column=createTime&order=asc')).toEqual([
      '量表库-编辑',
      '量表库-删除',
      '测评套餐-添加',
    ]);
  });

  it('limits to a date or a date-time range (GMT+8)', async () => {
    expect(await contents('?logType=2&createTime_begin=2024-05-01&createTime_end=2024-05-31')).toEqual([
      '量表库-删除',
      '量表库-编辑',
    ]);
    expect(await contents('?logType=2&createTime_begin=2024-05-03&createTime_end=2024-05-03')).toEqual([
      '量表库-删除',
    ]);
    const evening = `createTime_begin=${encodeURIComponent('2024-06-10 15:00:00')}&createTime_end=${encodeURIComponent('2024-06-10 16:00:00')}`;
    expect(await contents(`?${evening}`)).toEqual(['测评套餐-添加']);
    expect((await page('?logType=1&createTime_begin=2024-01-01&createTime_end=2024-12-31')).total).toBe(0);
  });

  it('never shows one tenant the other tenant rows', async () => {
    expect(await contents(`?keyWord=${encodeURIComponent('中学')}`)).toEqual([]);
    await grantToRole(t, 1001, 'banzhuren', ['system:log:list']);
    const other = await t.login('zhongxue');
    const theirs = await page('?pageSize=100', other);
    expect(theirs.records.map((r) => r.userid).sort()).toEqual(['zhongxue', 'zhongxue']);
    expect(theirs.records.map((r) => r.logType).sort()).toEqual([1, 2]);
    expect(await contents('?operator=xinli', other)).toEqual([]);
  });
});
