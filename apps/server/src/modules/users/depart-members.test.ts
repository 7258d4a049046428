import { UserMsg, type UserRecord } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysDepart, sysUser } from '../../db/schema.ts';
import { grantToRole } from '../../test/grant.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const token: Record<string, string> = {};
const ids = { center: '', root: '', xinli: '', admin: '', otherDepart: '' };

beforeAll(async () => {
  t = await createTestApp();
  await grantToRole(t, 1001, 'banzhuren', ['system:user:list', 'system:user:edit']);
  for (const name of ['admin', 'zhongxue']) token[name] = await t.login(name);
  const db = new TenantDb(t.db, 1000);
  ids.center = (await db.first(sysDepart, eq(sysDepart.departName, '心理健康教育中心')))?.id ?? '';
  ids.root = (await db.first(sysDepart, eq(sysDepart.departName, '心苗示范大学')))?.id ?? '';
  ids.otherDepart =
    (await new TenantDb(t.db, 1001).first(sysDepart, eq(sysDepart.departName, '另一所示范中学')))?.id ?? '';
  const user = async (name: string) =>
    (await t.db.select().from(sysUser).where(eq(sysUser.username, name)))[0]?.id ?? '';
  ids.xinli = await user('xinli');
  ids.admin = await user('admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, who = 'admin') =>
  t.call({
    method,
    url: `/jeecg-boot/sys/user${url}`,
    headers: auth(token[who] ?? ''),
    ...(payload ? { payload } : {}),
  });

async function members(depId: string, extra = '', who = 'admin'): Promise<string[]> {
  const reply = await call('GET', `/departUserList?depId=${depId}${extra}`, undefined, who);
  expect(reply.body.success, reply.body.message).toBe(true);
  return (reply.body.result as { records: UserRecord[] }).records.map((r) => r.username).sort();
}

describe('部门成员', () => {
  it('lists a department with the departments below it, filtered by username and realname', async () => {
    const center = await members(ids.center);
    expect(center).toEqual(expect.arrayContaining(['liangxiao', 'xinli']));
    const all = await members(ids.root);
    expect(all).toEqual(expect.arrayContaining(center));
    expect(all.length).toBeGreaterThan(center.length);
    expect(await members(ids.center, '&username=xin')).toEqual(['xinli']);
    expect(await members(ids.center, `&realname=${encodeURIComponent("%' or 1=1 --")}`)).toEqual([]);
  });

  it('adds members, removes one, and removing again says it has no such link', async () => {
    const add = await call('POST', '/editSysDepartWithUser', { depId: ids.root, userIdList: [ids.xinli] });
    expect(add.body).toMatchObject({ success: true, message: UserMsg.departUsersAddOk });
    const again = await call('POST', '/editSysDepartWithUser', { depId: ids.root, userIdList: [ids.xinli] });
    expect(again.body.success).toBe(true);
    const removed = await call('DELETE', `/deleteUserInDepart?depId=${ids.root}&userId=${ids.xinli}`);
    expect(removed.body).toMatchObject({ success: true, message: UserMsg.departUserRemoveOk });
    const none = await call('DELETE', `/deleteUserInDepart?depId=${ids.root}&userId=${ids.xinli}`);
    expect(none.body).toMatchObject({ success: false, message: UserMsg.notInDepart });
    expect(await members(ids.center)).toContain('xinli');
    const batch = await call('DELETE', `/deleteUserInDepartBatch?depId=${ids.center}&userIds=${ids.xinli},`);
    expect(batch.body.success).toBe(true);
    expect(await members(ids.center)).not.toContain('xinli');
    await call('POST', '/editSysDepartWithUser', { depId: ids.center, userIdList: [ids.xinli] });
  });

  it("another school cannot list, fill or empty this school's departments", async () => {
    expect(await members(ids.center, '', 'zhongxue')).toEqual([]);
    const add = await call(
      'POST',
      '/editSysDepartWithUser',
      { depId: ids.otherDepart, userIdList: [ids.xinli] },
      'admin',
    );
    expect(add.body).toMatchObject({ success: false, message: UserMsg.unknownDepart });
    const remove = await call(
      'DELETE',
      `/deleteUserInDepart?depId=${ids.center}&userId=${ids.xinli}`,
      undefined,
      'zhongxue',
    );
    expect(remove.body.success).toBe(false);
    expect(await members(ids.center)).toContain('xinli');
  });

  it('refuses malformed input without a server error', async () => {
    const empty = await call('POST', '/editSysDepartWithUser', { depId: ids.center, userIdList: [] });
    expect(empty.body.success).toBe(false);
    const long = await call('GET', `/departUserList?depId=${'x'.repeat(200)}`);
    expect(long.status).toBeLessThan(500);
    expect(long.body.success).toBe(false);
  });
});
