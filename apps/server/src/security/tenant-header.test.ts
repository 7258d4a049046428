import { type DictItem, Msg } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../core/tenant-db.ts';
import { newId } from '../db/ids.ts';
import { sysDict, sysDictItem, sysTenant, sysUser, sysUserTenant } from '../db/schema.ts';
import { auth, createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let token: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin');
  adminId = (await t.db.select().from(sysUser).where(eq(sysUser.username, 'admin')))[0]?.id ?? '';
  const other = new TenantDb(t.db, 1001);
  const [dictId = ''] = await other.insert(sysDict, { dictName: '中学专用', dictCode: 'xm_only_1001' });
  await other.insert(sysDictItem, { dictId, itemText: '中学秘密', itemValue: 's' });
});
afterAll(() => t.close());

const allDicts = (headers: Record<string, string>, query = '') =>
  t.call({
    method: 'GET',
    url: `/jeecg-boot/sys/dict/queryAllDictItems${query}`,
    headers: auth(token, headers),
  });

function expectOwnTenantOrRefused(
  reply: { status: number; body: { success: boolean; result: unknown } },
  what: string,
) {
  if (reply.status === 401) {
    expect(reply.body, what).toMatchObject({ success: false, message: Msg.tenantChanged });
    return;
  }
  expect(reply.status, what).toBe(200);
  const dicts = reply.body.result as Record<string, DictItem[]>;
  expect(Object.keys(dicts), what).not.toContain('xm_only_1001');
}

// core/tenant-isolation.test.ts covers: 1001 in each header and ?tenantId, "1001 or 1=1", -1,
// 1000 vs 1001 in the two headers, 99999, and 0/1000 accepted.
describe('tenant header tricks: another tenant is never reachable without active membership', () => {
  it.each([
    'abc',
    '99999999999999999999',
    '1e3',
    '1001e0',
    '0x3e9',
    '+1001',
    '１００１',
    '1001.0',
    ' 1001 ',
    '1001\t',
    '1000,1001',
    '1001;1000',
    '00',
    '-0',
    'NaN',
    'null',
    '[1001]',
  ])('tenant-id %j', async (value) => {
    for (const header of ['tenant-id', 'x-tenant-id']) {
      expectOwnTenantOrRefused(await allDicts({ [header]: value }), `${header}: ${value}`);
    }
    expectOwnTenantOrRefused(
      await allDicts({}, `?tenantId=${encodeURIComponent(value)}`),
      `?tenantId=${value}`,
    );
  });

  it('repeated ?tenantId and headers that disagree never switch to the foreign tenant', async () => {
    for (const [headers, query] of [
      [{}, '?tenantId=1000&tenantId=1001'],
      [{}, '?tenantId=1001&tenantId=1000'],
      [{ 'x-tenant-id': '1000', 'tenant-id': '1001' }, ''],
      [{ 'x-tenant-id': '0' }, '?tenantId=1001'],
      [{ 'tenant-id': '1000' }, '?tenantId=1001'],
    ] as const) {
      expectOwnTenantOrRefused(await allDicts(headers, query), `${JSON.stringify(headers)} ${query}`);
    }
  });

  it('membership must be active, in a live tenant; an active membership does switch (control)', async () => {
    const membership = { userId: adminId, tenantId: 1001 };
    await t.db.insert(sysUserTenant).values({ id: newId(), ...membership, status: 2 });
    const where = and(eq(sysUserTenant.userId, adminId), eq(sysUserTenant.tenantId, 1001));
    for (const status of [2, 3, 4, 5]) {
      await t.db.update(sysUserTenant).set({ status }).where(where);
      expect((await allDicts({ 'tenant-id': '1001' })).status, `membership ${status}`).toBe(401);
    }
    await t.db.update(sysUserTenant).set({ status: 1 }).where(where);
    await t.db.update(sysTenant).set({ status: 0 }).where(eq(sysTenant.id, 1001));
    expect((await allDicts({ 'tenant-id': '1001' })).status, 'frozen tenant').toBe(401);
    await t.db.update(sysTenant).set({ status: 1, delFlag: 1 }).where(eq(sysTenant.id, 1001));
    expect((await allDicts({ 'tenant-id': '1001' })).status, 'deleted tenant').toBe(401);
    await t.db.update(sysTenant).set({ delFlag: 0 }).where(eq(sysTenant.id, 1001));
    const active = await allDicts({ 'tenant-id': '1001' });
    expect(Object.keys(active.body.result as object)).toContain('xm_only_1001');
    await t.db.delete(sysUserTenant).where(where);
    expect((await allDicts({ 'tenant-id': '1001' })).status, 'membership removed').toBe(401);
  });
});
