import { defineRoute, Msg, pageQuery, toPage } from '@xinmiao/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sysLog, sysRole } from '../db/schema.ts';
import { auth, type Body, createTestApp, type TestApp } from '../test/test-app.ts';
import { fail, ok, okMsg } from './envelope.ts';
import type { Registrar } from './register-route.ts';
import { TenantDb } from './tenant-db.ts';

// A CRUD module written the way feature modules are: it only ever sees ctx.db.
const roleRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/test/role/list',
    access: 'system:role:list',
    summary: '',
    query: pageQuery,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/test/role/queryById',
    access: 'system:role:list',
    summary: '',
    query: z.object({ id: z.string() }),
  }),
  edit: defineRoute({
    method: 'PUT',
    path: '/test/role/edit',
    access: 'system:role:edit',
    summary: '',
    body: z.object({ id: z.string(), roleName: z.string(), tenantId: z.number().optional() }),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/test/role/delete',
    access: 'system:role:delete',
    summary: '',
    query: z.object({ id: z.string() }),
  }),
};

function registerRoleProbe(r: Registrar): void {
  r.route(roleRoutes.list, async (ctx, { query }) => {
    const rows = await ctx.db.list(sysRole, { orderBy: [desc(sysRole.createTime)], limit: query.pageSize });
    return ok(toPage(rows, await ctx.db.count(sysRole), query.pageNo, query.pageSize));
  });
  r.route(roleRoutes.get, async (ctx, { query }) => {
    const row = await ctx.db.byId(sysRole, query.id);
    return row ? ok(row) : fail('未找到对应数据');
  });
  r.route(roleRoutes.edit, async (ctx, { body }) => {
    const n = await ctx.db.update(sysRole, body, eq(sysRole.id, body.id));
    return n ? okMsg(Msg.editOk) : fail('未找到对应数据');
  });
  r.route(roleRoutes.remove, async (ctx, { query }) => {
    const n = await ctx.db.delete(sysRole, eq(sysRole.id, query.id));
    return n ? okMsg(Msg.deleteOk) : fail('未找到对应数据');
  });
}

let t: TestApp;
let token: string;
let foreignRoleId: string;
let foreignLogId: string;
beforeAll(async () => {
  t = await createTestApp({ extend: (r) => registerRoleProbe(r) });
  token = await t.login('admin');
  const b = new TenantDb(t.db, 1001);
  foreignRoleId = (await b.first(sysRole, eq(sysRole.roleCode, 'banzhuren')))?.id ?? '';
  [foreignLogId = ''] = await b.insert(sysLog, {
    logType: 2,
    logContent: '中学私密操作',
    userid: 'zhongxue',
  });
});
afterAll(() => t.close());

const strip = (body: Body) => ({ ...body, timestamp: 0 });

describe('tenant isolation (user of 1000 against tenant 1001)', () => {
  it('refuses a foreign tenant named in any header or parameter with 401', async () => {
    const url = '/jeecg-boot/test/role/list';
    for (const [headers, query] of [
      [{ 'tenant-id': '1001' }, ''],
      [{ 'X-Tenant-Id': '1001' }, ''],
      [{}, '?tenantId=1001'],
      [{ 'tenant-id': '1001 or 1=1' }, ''],
      [{ 'tenant-id': '-1' }, ''],
      [{ 'tenant-id': '1000', 'x-tenant-id': '1001' }, ''],
      [{ 'tenant-id': '99999' }, ''],
    ] as const) {
      const { status, body } = await t.call({
        method: 'GET',
        url: url + query,
        headers: auth(token, headers),
      });
      expect(status).toBe(401);
      expect(body).toMatchObject({ success: false, code: 401, message: Msg.tenantChanged });
    }
    for (const value of ['0', '1000']) {
      const { status } = await t.call({ method: 'GET', url, headers: auth(token, { 'tenant-id': value }) });
      expect(status).toBe(200);
    }
  });

  it('lists only own rows', async () => {
    const { body } = await t.call({
      method: 'GET',
      url: '/jeecg-boot/test/role/list?pageSize=100',
      headers: auth(token),
    });
    const page = body.result as { records: { id: string; tenantId: number }[]; total: number };
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.every((r) => r.tenantId === 1000)).toBe(true);
    expect(page.records.map((r) => r.id)).not.toContain(foreignRoleId);
    const logs = await t.call({
      method: 'GET',
      url: '/jeecg-boot/sys/log/list?pageSize=1000&keyWord=私密',
      headers: auth(token),
    });
    expect((logs.body.result as { total: number }).total).toBe(0);
  });

  it('cannot read, change or delete a foreign row, and cannot tell it from a missing one', async () => {
    const probes = [
      { method: 'GET' as const, url: (id: string) => `/jeecg-boot/test/role/queryById?id=${id}` },
      { method: 'DELETE' as const, url: (id: string) => `/jeecg-boot/test/role/delete?id=${id}` },
    ];
    for (const probe of probes) {
      const foreign = await t.call({
        method: probe.method,
        url: probe.url(foreignRoleId),
        headers: auth(token),
      });
      const missing = await t.call({
        method: probe.method,
        url: probe.url('1234567890123456789'),
        headers: auth(token),
      });
      expect(foreign.status).toBe(missing.status);
      expect(strip(foreign.body)).toEqual(strip(missing.body));
    }
    const edit = (id: string) =>
      t.call({
        method: 'PUT',
        url: '/jeecg-boot/test/role/edit',
        headers: auth(token),
        payload: { id, roleName: 'pwned', tenantId: 1000 },
      });
    expect(strip((await edit(foreignRoleId)).body)).toEqual(strip((await edit('1234567890123456789')).body));
    const still = await new TenantDb(t.db, 1001).byId(sysRole, foreignRoleId);
    expect(still).toMatchObject({ roleName: '班主任', tenantId: 1001 });
    expect(await new TenantDb(t.db, 1001).byId(sysLog, foreignLogId)).toBeDefined();
  });

  it('a user of 1001 sees none of 1000 either', async () => {
    const other = await t.login('zhongxue');
    const { status, body } = await t.call({
      method: 'GET',
      url: '/jeecg-boot/test/role/list',
      headers: auth(other),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code: 510 });
    const spoof = await t.call({
      method: 'GET',
      url: '/jeecg-boot/sys/dict/queryAllDictItems',
      headers: auth(other, { 'tenant-id': '1000' }),
    });
    expect(spoof.status).toBe(401);
  });
});

describe('GET /sys/log/list', () => {
  const list = (query: string) =>
    t.call({ method: 'GET', url: `/jeecg-boot/sys/log/list${query}`, headers: auth(token) });

  it('pages with the MyBatis-Plus shape, newest first', async () => {
    await t.login('admin');
    const { body } = await list('?pageNo=1&pageSize=1');
    expect(body).toMatchObject({ success: true, code: 200 });
    expect(body.result).toMatchObject({
      size: 1,
      current: 1,
      orders: [],
      searchCount: true,
      maxLimit: null,
      countId: null,
    });
    const page = body.result as {
      records: { createTime: string; logType: number }[];
      total: number;
      pages: number;
    };
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.pages).toBe(page.total);
    expect(page.records[0]?.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const typed = await list('?logType=1&column=createTime&order=asc');
    expect(
      (typed.body.result as { records: { logType: number }[] }).records.every((r) => r.logType === 1),
    ).toBe(true);
  });

  it.each([
    'id;drop table sys_user',
    'createTime desc, (select 1)',
    'logContent',
    'create_time',
    'tenantId',
    '__proto__',
    'constructor',
  ])('refuses sort column %s', async (column) => {
    const { status, body } = await list(`?column=${encodeURIComponent(column)}&order=desc`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code: 500, message: Msg.sortFieldUnknown });
  });

  it('binds filter values as parameters', async () => {
    const { body } = await list(
      `?keyWord=${encodeURIComponent("%' or '1'='1")}&userid=${encodeURIComponent("x' or 1=1--")}`,
    );
    expect(body).toMatchObject({ success: true });
    expect((body.result as { total: number }).total).toBe(0);
  });
});
