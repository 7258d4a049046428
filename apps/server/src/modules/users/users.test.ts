import { PasswordMsg, UserMsg, type UserRecord } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysDepart, sysRole } from '../../db/schema.ts';
import { grantToRole } from '../../test/grant.ts';
import { auth, createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const token: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await grantToRole(t, 1001, 'banzhuren', [
    'system:user:list',
    'system:user:add',
    'system:user:edit',
    'system:user:delete',
    'system:user:frozen',
    'system:user:changePassword',
  ]);
  for (const name of ['admin', 'banzhuren', 'zhongxue']) token[name] = await t.login(name);
  const t1000 = new TenantDb(t.db, 1000);
  ids.adminRole = (await t1000.first(sysRole, eq(sysRole.roleCode, 'admin')))?.id ?? '';
  ids.fudaoyuanRole = (await t1000.first(sysRole, eq(sysRole.roleCode, 'fudaoyuan')))?.id ?? '';
  ids.center = (await t1000.first(sysDepart, eq(sysDepart.departName, '心理健康教育中心')))?.id ?? '';
  ids.otherRole =
    (await new TenantDb(t.db, 1001).first(sysRole, eq(sysRole.roleCode, 'banzhuren')))?.id ?? '';
});
afterAll(() => t.close());

const base = '/jeecg-boot/sys/user';
const get = (url: string, who = 'admin') =>
  t.call({ method: 'GET', url: `${base}${url}`, headers: auth(token[who] ?? '') });
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  who = 'admin',
) =>
  t.call({ method, url: `${base}${url}`, headers: auth(token[who] ?? ''), ...(payload ? { payload } : {}) });

async function records(query: string, who = 'admin'): Promise<UserRecord[]> {
  const reply = await get(`/list?${query}`, who);
  expect(reply.body.success, reply.body.message).toBe(true);
  return (reply.body.result as { records: UserRecord[] }).records;
}
async function idOf(username: string, who = 'admin'): Promise<string> {
  const [row] = await records(`username=${username}`, who);
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

const NEW_PASSWORD = 'Xm2024user';

describe('user list', () => {
  it('needs a session and the button', async () => {
    expect((await t.call({ method: 'GET', url: `${base}/list` })).status).toBe(401);
    expect((await get('/list', 'banzhuren')).body.code).toBe(510);
  });

  it("lists the tenant's members with dictionary texts and department names, nobody else's", async () => {
    const rows = await records('pageSize=100');
    const names = rows.map((r) => r.username);
    expect(names).toEqual(expect.arrayContaining(['admin', 'xinli', 'fudaoyuan', 'banzhuren']));
    expect(names).not.toContain('zhongxue');
    const xinli = rows.find((r) => r.username === 'xinli') as UserRecord & Record<string, unknown>;
    expect(xinli).toMatchObject({
      sex_dictText: '女',
      status_dictText: '正常',
      orgCodeTxt: '心理健康教育中心',
    });
    expect(JSON.stringify(rows)).not.toMatch(/scrypt|password/);
    // zhongxue is a 班主任 there (data scope `depart`): their class's members only, so not the
    // two-school account that belongs to the school's root department (policies/user.ts).
    expect((await records('pageSize=100', 'zhongxue')).map((r) => r.username).sort()).toEqual(['zhongxue']);
  });

  it('filters like JeecgBoot (like, department, sort) and refuses unknown sort and superQuery fields', async () => {
    expect((await records('realname=*辅导*')).map((r) => r.username)).toEqual(['fudaoyuan']);
    expect((await records(`departId=${ids.center}`)).map((r) => r.username).sort()).toEqual([
      'liangxiao',
      'xinli',
      'zhuren',
    ]);
    const sorted = await records('column=username&order=asc&pageSize=100');
    expect(sorted.map((r) => r.username)).toEqual([...sorted.map((r) => r.username)].sort());
    const injected = await get(`/list?column=${encodeURIComponent('username;drop table sys_user')}`);
    expect(injected.body).toMatchObject({ success: false });
    const superQuery = encodeURIComponent(JSON.stringify([{ field: 'password', rule: 'eq', val: 'x' }]));
    expect((await get(`/list?superQueryParams=${superQuery}`)).body.success).toBe(false);
    expect(await records(`username=${encodeURIComponent("admin' or '1'='1")}`)).toEqual([]);
    expect(await records(`departId=${encodeURIComponent("x') or 1=1 --")}`)).toEqual([]);
  });
});

describe('adding and editing users', () => {
  it('checks the form with the spec messages and the password policy', async () => {
    const short = await send('POST', '/add', { username: 'ab', realname: '甲', password: NEW_PASSWORD });
    expect(short.body.message).toBe('长度6到18个字符');
    const chars = await send('POST', '/add', { username: 'ab-cd', realname: '甲', password: NEW_PASSWORD });
    expect(chars.body.message).toBe('只允许字母、数字、下划线');
    const weak = await send('POST', '/add', { username: 'newteacher', realname: '甲', password: 'abcdefgh' });
    expect(weak.body.message).toBe(PasswordMsg.lettersAndDigits);
    const phone = await send('POST', '/add', {
      username: 'newteacher',
      realname: '甲',
      password: NEW_PASSWORD,
      phone: '12345',
    });
    expect(phone.body.message).toBe('请输入正确手机号');
    const foreignRole = await send('POST', '/add', {
      username: 'newteacher',
      realname: '甲',
      password: NEW_PASSWORD,
      selectedroles: ids.otherRole,
    });
    expect(foreignRole.body.message).toBe(UserMsg.unknownRole);
  });

  it('adds a user with roles and departments (comma strings), once per school', async () => {
    const added = await send('POST', '/add', {
      username: 'newteacher',
      realname: '新老师',
      password: NEW_PASSWORD,
      confirmpassword: NEW_PASSWORD,
      sex: '2',
      selectedroles: `${ids.fudaoyuanRole},`,
      selecteddeparts: ids.center,
    });
    expect(added.body).toMatchObject({ success: true, message: UserMsg.addOk });
    ids.newteacher = await idOf('newteacher');
    expect((await get(`/queryUserRole?userid=${ids.newteacher}`)).body.result).toEqual([ids.fudaoyuanRole]);
    const departs = (await get(`/userDepartList?userId=${ids.newteacher}`)).body.result;
    expect(departs).toEqual([{ key: ids.center, value: ids.center, title: '心理健康教育中心' }]);
    const again = await send('POST', '/add', {
      username: 'newteacher',
      realname: '乙',
      password: NEW_PASSWORD,
    });
    expect(again.body).toMatchObject({ success: false, message: '用户名已存在' });
    // Another school may use the same username; checkOnlyUser in each school sees only its own.
    const other = await send(
      'POST',
      '/add',
      { username: 'onlyinother', realname: '丙', password: NEW_PASSWORD },
      'zhongxue',
    );
    expect(other.body.success).toBe(true);
    expect((await get('/checkOnlyUser?username=onlyinother')).body.success).toBe(true);
    expect((await get('/checkOnlyUser?username=onlyinother', 'zhongxue')).body.success).toBe(false);
    expect((await get('/checkOnlyUser?username=newteacher')).body).toMatchObject({
      success: false,
      message: UserMsg.usernameTaken,
    });
    expect((await get(`/checkOnlyUser?username=newteacher&id=${ids.newteacher}`)).body.success).toBe(true);
    const sameName = await send(
      'POST',
      '/add',
      { username: 'fudaoyuan', realname: '丁', password: NEW_PASSWORD },
      'zhongxue',
    );
    expect(sameName.body.success).toBe(true);
  });

  it('the new user signs in; a role change applies on their next request', async () => {
    const own = await t.login('newteacher', NEW_PASSWORD);
    const headers = auth(own);
    const before = await t.call({ method: 'GET', url: `${base}/list`, headers });
    expect(before.body.code).toBe(510);
    const edit = await send('PUT', '/edit', {
      id: ids.newteacher,
      realname: '新老师二',
      selectedroles: ids.adminRole,
      selecteddeparts: '',
    });
    expect(edit.body).toMatchObject({ success: true, message: UserMsg.editOk });
    const after = await t.call({ method: 'GET', url: `${base}/list`, headers });
    expect(after.body.success).toBe(true);
    expect((await get(`/queryById?id=${ids.newteacher}`)).body.result).toMatchObject({
      realname: '新老师二',
      orgCodeTxt: null,
    });
    expect((await get(`/userDepartList?userId=${ids.newteacher}`)).body.result).toEqual([]);
  });

  it('pickers: by department, by ids, component data with paging', async () => {
    const byDep = (await get(`/queryUserByDepId?id=${ids.center}`)).body.result as UserRecord[];
    expect(byDep.map((u) => u.username).sort()).toEqual(['liangxiao', 'xinli', 'zhuren']);
    const multi = (await get(`/getMultiUser?id=${ids.newteacher},`)).body.result as UserRecord[];
    expect(multi.map((u) => u.username)).toEqual(['newteacher']);
    const page = (await get('/queryUserComponentData?pageNo=1&pageSize=2&username=*')).body.result as {
      records: UserRecord[];
      total: number;
    };
    expect(page.records).toHaveLength(0);
    const all = (await get('/queryUserComponentData?pageNo=1&pageSize=2')).body.result as {
      records: UserRecord[];
      total: number;
    };
    expect(all.records).toHaveLength(2);
    expect(all.total).toBe((await records('pageSize=100')).length);
  });
});

describe('lockout guard', () => {
  it('refuses to freeze, delete or strip the acting admin', async () => {
    const me = await idOf('admin');
    expect((await send('PUT', '/frozenBatch', { ids: `${me},`, status: '2' })).body.message).toBe(
      UserMsg.selfFreeze,
    );
    expect((await send('DELETE', `/delete?id=${me}`)).body.message).toBe(UserMsg.selfDelete);
    expect((await send('DELETE', `/deleteBatch?ids=${ids.newteacher},${me}`)).body.message).toBe(
      UserMsg.selfDelete,
    );
    const strip = await send('PUT', '/edit', {
      id: me,
      realname: '管理员',
      selectedroles: ids.fudaoyuanRole,
    });
    expect(strip.body.message).toBe(UserMsg.selfStrip);
    const selfFrozen = await send('PUT', '/edit', { id: me, realname: '管理员', status: 2 });
    expect(selfFrozen.body.message).toBe(UserMsg.selfFreeze);
    expect((await get(`/queryUserRole?userid=${me}`)).body.result).toEqual([ids.adminRole]);
    const keep = await send('PUT', '/edit', { id: me, realname: '管理员', selectedroles: ids.adminRole });
    expect(keep.body.success).toBe(true);
  });
});

describe('freeze, password reset, delete', () => {
  it('freezing ends the sessions and refuses the login; unfreezing lets them back', async () => {
    const own = await t.login('newteacher', NEW_PASSWORD);
    const frozen = await send('PUT', '/frozenBatch', { ids: ids.newteacher, status: 2 });
    expect(frozen.body).toMatchObject({ success: true, message: UserMsg.frozenOk });
    expect((await t.call({ method: 'GET', url: `${base}/list`, headers: auth(own) })).status).toBe(401);
    const login = await t.postLogin({ username: 'newteacher', password: NEW_PASSWORD });
    expect(login.body.message).toBe('该用户已冻结');
    expect((await records('username=newteacher'))[0]).toMatchObject({ status: 2, status_dictText: '冻结' });
    await send('PUT', '/frozenBatch', { ids: ids.newteacher, status: 1 });
    await t.login('newteacher', NEW_PASSWORD);
  });

  it("resets a password under the policy and ends that user's sessions", async () => {
    const own = await t.login('newteacher', NEW_PASSWORD);
    const weak = await send('PUT', '/changePassword', { username: 'newteacher', password: 'short1' });
    expect(weak.body.message).toBe(PasswordMsg.tooShort);
    const reset = await send('PUT', '/changePassword', { username: 'newteacher', password: 'Reset2024ok' });
    expect(reset.body).toMatchObject({ success: true, message: UserMsg.passwordOk });
    expect((await t.call({ method: 'GET', url: `${base}/list`, headers: auth(own) })).status).toBe(401);
    await t.login('newteacher', 'Reset2024ok');
  });

  it('deletes softly: gone from the list, no login', async () => {
    const removed = await send('DELETE', `/deleteBatch?ids=${ids.newteacher},`);
    expect(removed.body).toMatchObject({ success: true, message: UserMsg.deleteBatchOk });
    expect(await records('username=newteacher')).toEqual([]);
    expect((await t.postLogin({ username: 'newteacher', password: 'Reset2024ok' })).body.success).toBe(false);
    expect((await send('DELETE', `/delete?id=${ids.newteacher}`)).body.message).toBe(UserMsg.notFound);
  });
});

describe('tenant isolation', () => {
  it("another school's admin cannot read, change or detect this school's users", async () => {
    const xinli = await idOf('xinli');
    const as1001 = 'zhongxue';
    expect((await get(`/queryById?id=${xinli}`, as1001)).body).toMatchObject({
      success: false,
      message: UserMsg.notFound,
    });
    expect((await get(`/queryUserRole?userid=${xinli}`, as1001)).body.result).toEqual([]);
    expect((await get(`/userDepartList?userId=${xinli}`, as1001)).body.result).toEqual([]);
    expect((await get(`/queryUserByDepId?id=${ids.center}`, as1001)).body.result).toEqual([]);
    expect((await get(`/getMultiUser?id=${xinli}`, as1001)).body.result).toEqual([]);
    expect((await get('/checkOnlyUser?username=xinli', as1001)).body.success).toBe(true);
    const edit = await send('PUT', '/edit', { id: xinli, realname: '被改了' }, as1001);
    expect(edit.body.message).toBe(UserMsg.notFound);
    expect((await send('PUT', '/frozenBatch', { ids: xinli, status: 2 }, as1001)).body.message).toBe(
      UserMsg.notFound,
    );
    expect((await send('DELETE', `/delete?id=${xinli}`, undefined, as1001)).body.message).toBe(
      UserMsg.notFound,
    );
    const reset = await send(
      'PUT',
      '/changePassword',
      { username: 'xinli', password: 'Hijack2024x' },
      as1001,
    );
    expect(reset.body.message).toBe(UserMsg.notFound);
    await t.login('xinli', TEST_PASSWORD);
    expect((await get(`/queryById?id=${xinli}`)).body.result).toMatchObject({
      realname: '林心怡',
      status: 1,
    });
  });
});
