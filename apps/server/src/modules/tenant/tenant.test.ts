import { type SysTenant, TENANT_MESSAGES, type TenantMember } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysTenant } from '../../db/schema.ts';
import { auth, createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'pingtai']) token[name] = await t.login(name);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who = 'admin', payload?: object) =>
  t.call({
    method,
    url: `/jeecg-boot${url}`,
    headers: auth(token[who] ?? ''),
    ...(payload ? { payload } : {}),
  });
type Page<T> = { records: T[]; total: number };
const tenants = async (who: string, query = '') =>
  ((await call('GET', `/sys/tenant/list${query}`, who)).body.result as Page<SysTenant>).records;
const same = (a: { body: object }, b: { body: object }) =>
  expect({ ...a.body, timestamp: 0 }).toEqual({ ...b.body, timestamp: 0 });

describe('租户管理: the platform operator', () => {
  it('lists every tenant with its status text', async () => {
    const all = await tenants('pingtai');
    expect(all.map((x) => x.id)).toEqual([1, 1000, 1001]);
    expect(all[1]).toMatchObject({ name: '心苗示范大学', status: 1, status_dictText: '正常' });
    expect((await tenants('pingtai', '?name=中学')).map((x) => x.id)).toEqual([1001]);
  });

  it('adds a tenant with a validity range, edits, freezes and deletes it', async () => {
    const bad = await call('POST', '/sys/tenant/add', 'pingtai', {
      name: '新学校',
      beginDate: '2026-09-01',
      endDate: '2026-01-01',
    });
    expect(bad.body).toMatchObject({ success: false, message: TENANT_MESSAGES.dateOrder });
    const added = await call('POST', '/sys/tenant/add', 'pingtai', {
      name: '新学校',
      beginDate: '2026-01-01',
      endDate: '2099-12-31',
    });
    expect(added.body).toMatchObject({ success: true, message: TENANT_MESSAGES.addOk });
    const created = (await tenants('pingtai', '?name=新学校'))[0];
    expect(created).toMatchObject({
      id: 1002,
      beginDate: '2026-01-01 00:00:00',
      endDate: '2099-12-31 23:59:59',
    });
    const taken = await call('POST', '/sys/tenant/add', 'pingtai', { id: 1000, name: '冒名' });
    expect(taken.body.message).toBe(TENANT_MESSAGES.idTaken);

    const frozen = await call('PUT', '/sys/tenant/edit', 'pingtai', { ...created, status: 0 });
    expect(frozen.body.message).toBe(TENANT_MESSAGES.editOk);
    expect((await call('GET', '/sys/tenant/queryById?id=1002', 'pingtai')).body.result).toMatchObject({
      status: 0,
      status_dictText: '冻结',
    });
    const self = await call('PUT', '/sys/tenant/edit', 'pingtai', { id: 1, name: '心苗平台', status: 0 });
    expect(self.body.message).toBe(TENANT_MESSAGES.keepOwn);
    expect((await call('DELETE', '/sys/tenant/delete?id=1', 'pingtai')).body.message).toBe(
      TENANT_MESSAGES.keepOwn,
    );
    expect((await call('DELETE', '/sys/tenant/delete?id=1002', 'pingtai')).body.message).toBe(
      TENANT_MESSAGES.deleteOk,
    );
    expect((await tenants('pingtai')).map((x) => x.id)).toEqual([1, 1000, 1001]);
  });

  it('validates input', async () => {
    const empty = await call('POST', '/sys/tenant/add', 'pingtai', { name: '' });
    expect(empty.body.message).toBe('请输入租户名称');
    const date = await call('POST', '/sys/tenant/add', 'pingtai', {
      name: 'x',
      endDate: "2026-01-01' or 1=1",
    });
    expect(date.body.message).toBe('日期格式应为 yyyy-MM-dd HH:mm:ss');
    const id = await call('GET', '/sys/tenant/queryById?id=1%20or%201=1', 'pingtai');
    expect(id.body.success).toBe(false);
  });
});

describe('租户管理: a school administrator', () => {
  it('sees and reads only their own tenant', async () => {
    expect((await tenants('admin')).map((x) => x.id)).toEqual([1000]);
    expect((await tenants('admin', '?name=中学')).map((x) => x.id)).toEqual([]);
    expect((await call('GET', '/sys/tenant/queryById?id=1000')).body.result).toMatchObject({ id: 1000 });
    same(
      await call('GET', '/sys/tenant/queryById?id=1001'),
      await call('GET', '/sys/tenant/queryById?id=999999'),
    );
    same(
      await call('GET', '/sys/tenant/queryById?id=1'),
      await call('GET', '/sys/tenant/queryById?id=999999'),
    );
  });

  it('cannot change, freeze, delete or detect other tenants', async () => {
    const foreign = await call('PUT', '/sys/tenant/edit', 'admin', { id: 1001, name: '改名', status: 0 });
    const missing = await call('PUT', '/sys/tenant/edit', 'admin', { id: 999999, name: '改名', status: 0 });
    same(foreign, missing);
    same(
      await call('DELETE', '/sys/tenant/delete?id=1001'),
      await call('DELETE', '/sys/tenant/delete?id=999999'),
    );
    const [other] = await t.db.select().from(sysTenant).where(eq(sysTenant.id, 1001));
    expect(other).toMatchObject({ name: '另一所示范中学', status: 1, delFlag: 0 });
    expect((await call('POST', '/sys/tenant/add', 'admin', { name: '自建' })).body.message).toBe(
      TENANT_MESSAGES.platformOnly,
    );
    same(
      await call('GET', '/sys/tenant/getTenantUserList?userTenantId=1001'),
      await call('GET', '/sys/tenant/getTenantUserList?userTenantId=999999'),
    );
    same(
      await call('PUT', '/sys/tenant/leaveTenant?userTenantId=1001&userId=x'),
      await call('PUT', '/sys/tenant/leaveTenant?userTenantId=999999&userId=x'),
    );
  });

  it('renames their own tenant but keeps its status and term', async () => {
    await t.db
      .update(sysTenant)
      .set({ endDate: new Date('2099-01-01T00:00:00Z') })
      .where(eq(sysTenant.id, 1000));
    const edit = await call('PUT', '/sys/tenant/edit', 'admin', {
      id: 1000,
      name: '心苗示范大学（本部）',
      status: 0,
      endDate: '2199-01-01',
    });
    expect(edit.body.message).toBe(TENANT_MESSAGES.editOk);
    const [row] = await t.db.select().from(sysTenant).where(eq(sysTenant.id, 1000));
    expect(row).toMatchObject({ name: '心苗示范大学（本部）', status: 1 });
    expect(row?.endDate?.toISOString()).toBe('2099-01-01T00:00:00.000Z');
  });
});

describe('members and the tenant chooser', () => {
  it('liangxiao belongs to both demo schools and gets the chooser', async () => {
    const login = await t.postLogin({ username: 'liangxiao', password: TEST_PASSWORD });
    expect(login.body.success).toBe(true);
    const result = login.body.result as { tenantList: { id: number }[] };
    expect(result.tenantList.map((x) => x.id)).toEqual([1000, 1001]);
    const listed = await call(
      'GET',
      '/sys/tenant/getTenantUserList?userTenantId=1001&pageSize=50',
      'pingtai',
    );
    const members = (listed.body.result as Page<TenantMember>).records;
    expect(members.find((m) => m.username === 'liangxiao')).toMatchObject({ homeTenantId: 1000 });
  });

  it('the platform adds and removes a member; the school sees its own members', async () => {
    const add = await call('POST', '/sys/tenant/invitationUserJoin', 'pingtai', {
      tenantId: 1001,
      username: 'fudaoyuan',
      homeTenantId: 1000,
    });
    expect(add.body.message).toBe(TENANT_MESSAGES.memberAdded);
    const mine = (await call('GET', '/sys/tenant/getTenantUserList?userTenantId=1000&pageSize=50')).body
      .result as Page<TenantMember>;
    expect(mine.records.map((m) => m.username)).toContain('fudaoyuan');
    const fudaoyuan = mine.records.find((m) => m.username === 'fudaoyuan');
    const token1001 = await t.login('fudaoyuan');
    const current = await t.call({
      method: 'GET',
      url: '/jeecg-boot/sys/tenant/getCurrentUserTenant',
      headers: auth(token1001),
    });
    expect((current.body.result as { list: { id: number }[] }).list.map((x) => x.id)).toEqual([1000, 1001]);

    const remove = await call(
      'PUT',
      `/sys/tenant/leaveTenant?userTenantId=1001&userId=${fudaoyuan?.id}`,
      'pingtai',
    );
    expect(remove.body.message).toBe(TENANT_MESSAGES.memberRemoved);
    const after = (
      await call('GET', '/sys/tenant/getTenantUserList?userTenantId=1001&pageSize=50', 'pingtai')
    ).body.result as Page<TenantMember>;
    expect(after.records.map((m) => m.username)).not.toContain('fudaoyuan');
    const unknown = await call('POST', '/sys/tenant/invitationUserJoin', 'pingtai', {
      tenantId: 1001,
      username: 'nobody',
      homeTenantId: 1000,
    });
    expect(unknown.body.message).toBe(TENANT_MESSAGES.memberMissing);
    const notPlatform = await call('POST', '/sys/tenant/invitationUserJoin', 'admin', {
      tenantId: 1000,
      username: 'zhongxue',
      homeTenantId: 1001,
    });
    expect(notPlatform.body.message).toBe(TENANT_MESSAGES.platformOnly);
  });
});

describe('validity dates at sign-in', () => {
  it('refuses sign-in outside the term with a clear message, and ends open sessions', async () => {
    const open = await t.login('zhongxue');
    await t.db
      .update(sysTenant)
      .set({ endDate: new Date('2020-01-01T00:00:00Z') })
      .where(eq(sysTenant.id, 1001));
    const refused = await t.postLogin({ username: 'zhongxue', password: TEST_PASSWORD });
    expect(refused.body).toMatchObject({ success: false, message: TENANT_MESSAGES.outOfTerm });
    const stale = await t.call({
      method: 'GET',
      url: '/jeecg-boot/sys/tenant/getCurrentUserTenant',
      headers: auth(open),
    });
    expect(stale.status).toBe(401);

    await t.db
      .update(sysTenant)
      .set({ beginDate: new Date('2099-01-01T00:00:00Z'), endDate: null })
      .where(eq(sysTenant.id, 1001));
    const early = await t.postLogin({ username: 'zhongxue', password: TEST_PASSWORD });
    expect(early.body.message).toBe(TENANT_MESSAGES.outOfTerm);

    await t.db.update(sysTenant).set({ beginDate: null }).where(eq(sysTenant.id, 1001));
    expect((await t.postLogin({ username: 'zhongxue', password: TEST_PASSWORD })).body.success).toBe(true);
  });
});
