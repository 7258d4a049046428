import { loginResultSchema, Msg } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysLog, sysUser } from '../../db/schema.ts';
import { auth, createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string) => t.postLogin({ username, password });

describe('POST /sys/login', () => {
  it('logs in with the JeecgBoot result shape and no password', async () => {
    const { status, body } = await login('admin', TEST_PASSWORD);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, code: 200, message: Msg.loginOk });
    expect(Object.keys(body)).toEqual(['success', 'message', 'code', 'result', 'timestamp']);
    const result = loginResultSchema.parse(body.result);
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.userInfo).toMatchObject({ username: 'admin', loginTenantId: 1000, orgCode: 'A01' });
    expect(JSON.stringify(body.result)).not.toMatch(/scrypt|password/);
    expect(result.tenantList).toEqual([{ id: 1000, name: '心苗示范大学' }]);
    expect(result.multi_depart).toBe(1);
    expect(result.departs[0]?.departName).toBe('心苗示范大学');
    expect(result.sysAllDictItems.crisis_level?.map((i) => i.value)).toEqual(['3', '2', '1', '0']);
    expect(result.sysAllDictItems.sex?.[0]).toEqual({
      value: '1',
      text: '男',
      title: '男',
      label: '男',
      color: null,
      jsonObject: null,
    });
  });

  it('names a missing field that has no message of its own', async () => {
    const token = await t.login('admin');
    const { body } = await t.call({
      method: 'PUT',
      url: '/jeecg-boot/sys/user/updatePassword',
      headers: auth(token),
      payload: { oldpassword: 'a', password: 'b', confirmpassword: 'b' },
    });
    expect(body).toMatchObject({ success: false, code: 500, message: '用户名不能为空' });
  });

  it('writes the JeecgBoot login log row in the login tenant', async () => {
    await login('fudaoyuan', TEST_PASSWORD);
    const rows = await t.db
      .select()
      .from(sysLog)
      .where(and(eq(sysLog.userid, 'fudaoyuan'), eq(sysLog.logType, 1)));
    expect(rows.map((r) => [r.logContent, r.tenantId])).toContainEqual([
      '用户名: fudaoyuan,登录成功！',
      1000,
    ]);
  });

  // Test seeds hash at a low cost; default-credentials.test checks the production seed's cost.
  it('stores passwords as scrypt hashes', async () => {
    const users = await t.db.select({ password: sysUser.password }).from(sysUser);
    expect(users.length).toBeGreaterThan(0);
    for (const u of users) expect(u.password).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
  });

  it('gives the same reply for a wrong password, an unknown and a deleted user', async () => {
    const wrong = await login('xinli', 'nope-nope');
    const unknown = await login('no_such_user', 'nope-nope');
    await t.db.update(sysUser).set({ delFlag: 1 }).where(eq(sysUser.username, 'zhongxue'));
    const deleted = await login('zhongxue', TEST_PASSWORD);
    await t.db.update(sysUser).set({ delFlag: 0 }).where(eq(sysUser.username, 'zhongxue'));
    for (const r of [wrong, unknown, deleted]) {
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ success: false, code: 500, message: Msg.badCredentials, result: null });
    }
  });

  it('tells a frozen user only after the right password', async () => {
    await t.db.update(sysUser).set({ status: 2 }).where(eq(sysUser.username, 'banzhuren'));
    expect((await login('banzhuren', 'wrong-pass')).body.message).toBe(Msg.badCredentials);
    expect((await login('banzhuren', TEST_PASSWORD)).body.message).toBe(Msg.userFrozen);
    await t.db.update(sysUser).set({ status: 1 }).where(eq(sysUser.username, 'banzhuren'));
  });

  it('locks a username after more than 5 failures in 10 minutes, even for the right password', async () => {
    for (let i = 0; i < 6; i++)
      expect((await login('fudaoyuan', `bad-${i}`)).body.message).toBe(Msg.badCredentials);
    const locked = await login('fudaoyuan', TEST_PASSWORD);
    expect(locked.body).toMatchObject({ success: false, code: 500, message: Msg.lockedOut });
    expect((await login('xinli', TEST_PASSWORD)).body.success).toBe(true);
  });

  it('rejects bad input with a Chinese message and field errors', async () => {
    const { status, body } = await t.postLogin({ password: 'x' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code: 500, message: '请输入用户名' });
    expect(body.errors?.username).toBe('请输入用户名');
    const nothing = await t.postLogin({});
    expect(nothing.body.errors).toEqual({ username: '请输入用户名', password: '请输入密码' });
    const empty = await login('   ', 'x');
    expect(empty.body.message).toBe('请输入用户名');
  });
});
