import { Msg, PasswordMsg } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_COST } from '../../core/password.ts';
import { sysLog, sysUser } from '../../db/schema.ts';
import { auth, createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function changer(token: string, username: string) {
  return async (oldpassword: string, password: string) =>
    (
      await t.call({
        method: 'PUT',
        url: '/jeecg-boot/sys/user/updatePassword',
        headers: auth(token),
        payload: { username, oldpassword, password, confirmpassword: password },
      })
    ).body;
}

const logsOf = (username: string, tenantId: number) =>
  t.db
    .select()
    .from(sysLog)
    .where(and(eq(sysLog.userid, username), eq(sysLog.tenantId, tenantId)));

describe('password change', () => {
  it('enforces the shared policy and keeps the old password when it refuses', async () => {
    const change = changer(await t.login('xinli'), 'xinli');
    expect((await change(TEST_PASSWORD, 'Ab1')).message).toBe(PasswordMsg.tooShort);
    expect((await change(TEST_PASSWORD, 'onlyletters')).message).toBe(PasswordMsg.lettersAndDigits);
    expect((await change(TEST_PASSWORD, TEST_PASSWORD)).message).toBe(PasswordMsg.sameAsOld);
    expect((await change(TEST_PASSWORD, 'woaini1314')).message).toBe(PasswordMsg.tooCommon);
    expect((await change(TEST_PASSWORD, 'Aa123456')).message).toBe(PasswordMsg.tooCommon);
    await t.login('xinli', TEST_PASSWORD);
  });

  it('counts wrong old passwords toward the login lockout', async () => {
    const change = changer(await t.login('banzhuren'), 'banzhuren');
    for (let i = 0; i < 6; i += 1) {
      expect((await change(`Wrong${i}guess`, 'Banzhu2026x')).message).toBe(Msg.oldPasswordWrong);
    }
    expect((await change(TEST_PASSWORD, 'Banzhu2026x')).message).toBe(Msg.lockedOut);
    expect((await t.postLogin({ username: 'banzhuren', password: TEST_PASSWORD })).body.message).toBe(
      Msg.lockedOut,
    );
  });

  it('stores the new password at the production cost and logs the change without it', async () => {
    const change = changer(await t.login('fudaoyuan'), 'fudaoyuan');
    expect((await change(TEST_PASSWORD, 'Fudao2026x')).success).toBe(true);
    const [user] = await t.db
      .select({ password: sysUser.password })
      .from(sysUser)
      .where(eq(sysUser.username, 'fudaoyuan'));
    expect(user?.password?.startsWith(`scrypt$${PASSWORD_COST}$8$1$`)).toBe(true);
    const [row] = (await logsOf('fudaoyuan', 1000)).filter((l) => l.logContent.includes('修改密码'));
    expect(row).toMatchObject({ logType: 2, operateType: 3, requestUrl: '/sys/user/updatePassword' });
    expect(JSON.stringify(row)).not.toContain('Fudao2026x');
  });
});

describe('session event logs', () => {
  it('logs a failed login in the school that holds the name, an unknown name on the platform', async () => {
    expect((await t.postLogin({ username: 'admin', password: 'Wrong2026x' })).body.success).toBe(false);
    expect((await t.postLogin({ username: 'nobody-here', password: 'Wrong2026x' })).body.success).toBe(false);
    const failed = (rows: { logType: number; logContent: string }[]) =>
      rows.filter((l) => l.logType === 1 && l.logContent.includes('登录失败'));
    expect(failed(await logsOf('admin', 1000))).toHaveLength(1);
    expect(failed(await logsOf('nobody-here', 0))).toHaveLength(1);
    expect(failed(await logsOf('nobody-here', 1000))).toHaveLength(0);
  });

  it('logs a department switch', async () => {
    const token = await t.login('admin');
    const switched = await t.call({
      method: 'PUT',
      url: '/jeecg-boot/sys/selectDepart',
      headers: auth(token),
      payload: { loginTenantId: 1000 },
    });
    expect(switched.body.success).toBe(true);
    const rows = (await logsOf('admin', 1000)).filter((l) => l.logContent.includes('切换到 心苗示范大学'));
    expect(rows).toHaveLength(1);
  });
});
