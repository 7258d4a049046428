import { defineRoute, Msg, type ReadAudit } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from '../../core/envelope.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysReadAudit, sysReadAuditRecord } from '../../db/schema.ts';
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

const classList = defineRoute({
  method: 'GET',
  path: '/test/student/list',
  access: 'screening:result:read',
  summary: '学生测评结果列表',
  query: z.object({ ids: z.string() }),
  auditRead: true,
});

const export_ = defineRoute({
  method: 'POST',
  path: '/test/student/export',
  access: 'screening:result:read',
  summary: '导出学生测评结果',
  operation: false,
  body: z.object({ studentIds: z.array(z.string()) }),
});

/** A read written before the test run, with its records. */
async function pastRead(
  tenantId: number,
  read: { username: string; resource: string; recordIds: string[]; createTime?: Date },
) {
  const db = new TenantDb(t.db, tenantId);
  const createTime = read.createTime ?? new Date();
  const [auditId] = await db.insert(sysReadAudit, {
    userId: `u-${read.username}`,
    username: read.username,
    resource: read.resource,
    recordCount: read.recordIds.length,
    ip: '10.0.0.9',
    createTime,
  });
  await db.insert(
    sysReadAuditRecord,
    read.recordIds.map((id) => ({ auditId: auditId ?? '', id, createTime })),
  );
}

type Page = { records: ReadAudit[]; total: number };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({
    extend: (r) => {
      r.route(report, async (_ctx, { query }) => ok({ id: query.id, score: 12 }));
      r.route(classList, async (_ctx, { query }) =>
        ok({ records: query.ids.split(',').map((id) => ({ id })), total: 3 }),
      );
      r.route(export_, async (ctx, { body }) => {
        await ctx.auditRead('/test/student/export', body.studentIds);
        return ok(null);
      });
    },
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
  await pastRead(1000, {
    username: 'fudaoyuan',
    resource: '/test/student/report',
    recordIds: ['S9'],
    createTime: new Date('2024-01-15T10:00:00+08:00'),
  });
  await pastRead(1000, {
    username: 'fudaoyuan',
    resource: '/retired/route',
    recordIds: ['S9'],
    createTime: new Date('2024-03-01T10:00:00+08:00'),
  });
  await pastRead(1001, { username: 'zhongxue', resource: '/test/student/report', recordIds: ['M1'] });
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
    expect(records.map((r) => r.recordIds)).toEqual([['S1'], ['S2'], ['S1'], ['S9'], ['S9']]);
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
    expect((await page('?username=xinli')).records.map((r) => r.recordIds)).toEqual([['S2'], ['S1']]);
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
    expect(theirs.records[0]).toMatchObject({ recordIds: ['M1'], username: 'zhongxue' });
    expect((await page('?recordId=S1', other)).total).toBe(0);
  });
});

describe('one read-audit row per request, carrying every record read', () => {
  it('a list read records the ids of all the rows it returned', async () => {
    const xinli = await t.login('xinli');
    const read = await t.call({
      method: 'GET',
      url: '/jeecg-boot/test/student/list?ids=S1,S7,S8,S7',
      headers: auth(xinli),
    });
    expect(read.body.success).toBe(true);
    const listReads = await page(`?resource=${encodeURIComponent('/test/student/list')}`);
    expect(listReads.total).toBe(1);
    expect(listReads.records[0]).toMatchObject({
      username: 'xinli',
      resourceName: '学生测评结果列表',
      recordIds: ['S1', 'S7', 'S8'],
    });
  });

  it('ctx.auditRead names records a reply does not carry', async () => {
    const { body } = await t.call({
      method: 'POST',
      url: '/jeecg-boot/test/student/export',
      headers: auth(admin),
      payload: { studentIds: ['S1', 'S20'] },
    });
    expect(body.success).toBe(true);
    const exported = await page(`?resource=${encodeURIComponent('/test/student/export')}`);
    expect(exported.records.map((r) => r.recordIds)).toEqual([['S1', 'S20']]);
  });

  it('answers "who read record S1" across details, lists and exports, newest first', async () => {
    const reads = await page('?recordId=S1');
    expect(reads.records.map((r) => [r.username, r.resource])).toEqual([
      ['admin', '/test/student/export'],
      ['xinli', '/test/student/list'],
      ['admin', '/test/student/report'],
      ['xinli', '/test/student/report'],
    ]);
    expect((await page('?recordId=S7')).records.map((r) => r.recordIds)).toEqual([['S1', 'S7', 'S8']]);
  });
});
