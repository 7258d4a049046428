import { defineRoute, Msg, type ReadAudit } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from '../../core/envelope.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysReadAudit } from '../../db/schema.ts';
import { grantToRole } from '../../test/grant.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

const report = defineRoute({
  method: 'GET',
  path: '/test/student/report',
  access: 'screening:result:read',
  summary: '学生测评报告',
  query: z.object({ id: z.string() }),
  auditRead: true,
});

type Page = { records: ReadAudit[]; total: number };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({
    extend: (r) => r.route(report, async (_ctx, { query }) => ok({ id: query.id })),
  });
  admin = await t.login('admin');
  const xinli = await t.login('xinli');
  for (const [token, id] of [
    [xinli, 'S1'],
    [xinli, 'S2'],
    [admin, 'S1'],
  ] as const) {
    const read = await t.call({
      method: 'GET',
      url: `/jeecg-boot/test/student/report?id=${id}`,
      headers: auth(token),
    });
    expect(read.body.success).toBe(true);
  }
  await new TenantDb(t.db, 1000).insert(sysReadAudit, [
    {
      userId: 'u-old',
      username: 'fudaoyuan',
      resource: '/test/student/report',
      recordId: 'S9',
      ip: '10.0.0.9',
      createTime: new Date('2024-01-15T10:00:00+08:00'),
    },
    {
      userId: 'u-old',
      username: 'fudaoyuan',
      resource: '/retired/route',
      recordId: 'S9',
      ip: '10.0.0.9',
      createTime: new Date('2024-03-01T10:00:00+08:00'),
    },
  ]);
  await new TenantDb(t.db, 1001).insert(sysReadAudit, {
    userId: 'u-1001',
    username: 'zhongxue',
    resource: '/test/student/report',
    recordId: 'M1',
    ip: '10.1.0.1',
  });
});
afterAll(() => t.close());

const list = async (query = '', token = admin) => {
  const { body } = await t.call({
    method: 'GET',
    url: `/jeecg-boot/sys/audit/readList${query}`,
    headers: auth(token),
  });
  return body;
};
const page = async (query = '', token = admin) => (await list(query, token)).result as Page;

describe('GET /sys/audit/readList', () => {
  it('needs a session and the system:audit:read button', async () => {
    const anonymous = await t.call({ method: 'GET', url: '/jeecg-boot/sys/audit/readList' });
    expect(anonymous.status).toBe(401);
    const reader = await t.login('xinli');
    expect(await list('', reader)).toMatchObject({ success: false, code: 510, message: Msg.noPermission });
  });

  it('names who read which record through which route, newest first', async () => {
    const { records, total } = await page();
    expect(total).toBe(5);
    expect(records.map((r) => r.recordId)).toEqual(['S1', 'S2', 'S1', 'S9', 'S9']);
    expect(records[0]).toMatchObject({
      username: 'admin',
      resource: '/test/student/report',
      resourceName: '学生测评报告',
      dataType: '测评结果',
    });
    expect(records[0]?.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(records[3]).toMatchObject({ resource: '/retired/route', resourceName: null, dataType: null });
  });

  it('filters by reader, record and route, and sorts through the whitelist', async () => {
    expect((await page('?username=xinli')).records.map((r) => r.recordId)).toEqual(['S2', 'S1']);
    expect((await page('?recordId=S1')).records.map((r) => r.username)).toEqual(['admin', 'xinli']);
    expect((await page(`?resource=${encodeURIComponent('*retired*')}`)).total).toBe(1);
    const byReader = await page('?column=username&order=asc');
    expect(byReader.records.map((r) => r.username)).toEqual([
      'admin',
      'fudaoyuan',
      'fudaoyuan',
      'xinli',
      'xinli',
    ]);
    expect(await list('?column=ip')).toMatchObject({ success: false, message: Msg.sortFieldUnknown });
  });

  it('limits to a date or a date-time range (GMT+8)', async () => {
    const january = await page('?createTime_begin=2024-01-01&createTime_end=2024-01-31');
    expect(january.records.map((r) => r.createTime)).toEqual(['2024-01-15 10:00:00']);
    const lastDay = await page('?createTime_begin=2024-01-15&createTime_end=2024-01-15');
    expect(lastDay.total).toBe(1);
    const hour = await page(
      `?createTime_begin=${encodeURIComponent('2024-03-01 09:30:00')}&createTime_end=${encodeURIComponent('2024-03-01 10:30:00')}`,
    );
    expect(hour.records.map((r) => r.resource)).toEqual(['/retired/route']);
    expect((await page('?createTime_begin=2024-04-01')).total).toBe(3);
    expect(await list('?createTime_begin=yesterday')).toMatchObject({ success: false, code: 500 });
  });

  it('keeps each tenant to its own reads', async () => {
    expect((await page('?recordId=M1')).total).toBe(0);
    await grantToRole(t, 1001, 'banzhuren', ['system:audit:read']);
    const other = await t.login('zhongxue');
    const theirs = await page('', other);
    expect(theirs.total).toBe(1);
    expect(theirs.records[0]).toMatchObject({ recordId: 'M1', username: 'zhongxue' });
    expect((await page('?recordId=S1', other)).total).toBe(0);
  });
});
