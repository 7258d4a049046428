import type { UserRecord } from '@xinmiao/shared';
import { and, eq, inArray, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysDepart, sysUser, sysUserDepart, sysUserTenant } from '../../db/schema.ts';
import { grantToRole } from '../../test/grant.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['fudaoyuan', 'banzhuren']) {
    await grantToRole(t, 1000, role, [
      'system:user:list',
      'system:user:export',
      'system:user:edit',
      'system:user:delete',
      'system:user:frozen',
      'system:user:changePassword',
    ]);
  }
  for (const name of ['admin', 'fudaoyuan', 'banzhuren']) token[name] = await t.login(name);
});
afterAll(() => t.close());

const get = (url: string, who: string) =>
  t.call({ method: 'GET', url: `/jeecg-boot/sys/user${url}`, headers: auth(token[who] ?? '') });

async function listed(who: string, query = ''): Promise<string[]> {
  const reply = await get(`/list?pageSize=200${query}`, who);
  expect(reply.body.success, reply.body.message).toBe(true);
  return (reply.body.result as { records: UserRecord[] }).records.map((r) => r.username).sort();
}

/** Usernames of tenant 1000's live members in a department whose code `fits`, straight from the data. */
async function membersWhere(who: string, below: boolean): Promise<string[]> {
  const db = new TenantDb(t.db, 1000);
  const own = await db
    .select({ code: sysDepart.orgCode })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId))
    .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
    .where(eq(sysUser.username, who));
  const codes = own.map((d) => d.code);
  expect(codes.length).toBeGreaterThan(0);
  const fits = below
    ? or(...codes.map((c) => like(sysDepart.orgCode, `${c}%`)))
    : inArray(sysDepart.orgCode, codes);
  const rows = await db
    .select({ username: sysUser.username })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId))
    .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
    .innerJoin(sysUserTenant, eq(sysUserTenant.userId, sysUser.id))
    .where(and(fits, eq(sysUserTenant.status, 1)));
  return [...new Set(rows.map((r: { username: string }) => r.username))].sort();
}

describe('user data scope (policies/user.ts)', () => {
  it('an admin with the whole-school scope sees every member', async () => {
    const all = await listed('admin');
    expect(all).toEqual(expect.arrayContaining(['admin', 'fudaoyuan', 'banzhuren']));
  });

  it('a depart_and_below role sees the members of its departments and below, nobody else', async () => {
    const seen = await listed('fudaoyuan');
    expect(seen).toEqual(await membersWhere('fudaoyuan', true));
    expect(seen).not.toContain('admin');
    expect(seen.length).toBeLessThan((await listed('admin')).length);
  });

  it('a depart role sees exactly the members of its own departments', async () => {
    expect(await listed('banzhuren')).toEqual(await membersWhere('banzhuren', false));
  });

  it('a member out of reach is absent from detail, pickers and export, like a missing one', async () => {
    const [adminRow] = ((await get('/list?username=admin', 'admin')).body.result as { records: UserRecord[] })
      .records;
    const adminId = adminRow?.id ?? '';
    expect((await get(`/queryById?id=${adminId}`, 'fudaoyuan')).body.success).toBe(false);
    expect((await get(`/queryById?id=${adminId}`, 'admin')).body.success).toBe(true);
    const multi = (await get('/getMultiUser?username=admin', 'fudaoyuan')).body.result as UserRecord[];
    expect(multi.map((u) => u.username)).not.toContain('admin');
    const component = (await get('/queryUserComponentData?username=admin', 'fudaoyuan')).body.result as {
      records: UserRecord[];
    };
    expect(component.records.map((u) => u.username)).not.toContain('admin');
    const exported = await t.app.inject({
      method: 'GET',
      url: '/jeecg-boot/sys/user/exportXls?username=admin',
      headers: auth(token.fudaoyuan ?? ''),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.rawPayload.includes(Buffer.from('admin'))).toBe(false);
  });

  it('a member out of reach cannot be changed: edit, roles, freeze, password, delete', async () => {
    const [adminRow] = ((await get('/list?username=admin', 'admin')).body.result as { records: UserRecord[] })
      .records;
    const adminId = adminRow?.id ?? '';
    const send = (method: 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.call({ method, url: `/jeecg-boot/sys/user${url}`, headers: auth(token.fudaoyuan ?? ''), payload });
    const refusals = [
      await send('PUT', '/edit', { id: adminId, username: 'admin', realname: '改名', selectedroles: '' }),
      await send('PUT', '/frozenBatch', { ids: adminId, status: 2 }),
      await send('PUT', '/changePassword', {
        username: 'admin',
        password: 'Xinmiao2026b',
        confirmpassword: 'Xinmiao2026b',
      }),
      await send('DELETE', `/deleteBatch?ids=${adminId}`),
    ];
    for (const reply of refusals) expect(reply.body.success, reply.body.message).toBe(false);
    expect((await get(`/queryUserRole?userid=${adminId}`, 'fudaoyuan')).body.result).toEqual([]);
    const after = (await get(`/queryById?id=${adminId}`, 'admin')).body.result as UserRecord;
    expect(after.realname).toBe(adminRow?.realname);
    expect(after.status).toBe(1);
    expect(await t.login('admin')).toBeTruthy();
  });

  it('filters and sort text cannot widen the scope', async () => {
    const injected = await listed('fudaoyuan', `&username=${encodeURIComponent("admin' or '1'='1")}`);
    expect(injected).toEqual([]);
    const reply = await get('/list?column=tenant_id;drop table sys_user&order=asc', 'fudaoyuan');
    expect(reply.status).toBeLessThan(500);
  });
});
