import { Msg } from '@xinmiao/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysLog, sysSession, sysUser } from '../../db/schema.ts';
import { auth, createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const menu = (headers: Record<string, string>, url = '/jeecg-boot/sys/permission/getUserPermissionByToken') =>
  t.call({ method: 'GET', url, headers });

describe('tokens', () => {
  it('answers HTTP 401 with the JeecgBoot body when the token is missing or unknown', async () => {
    for (const headers of [{}, auth('not-a-token'), auth('')]) {
      const { status, body } = await menu(headers);
      expect(status).toBe(401);
      expect(body).toMatchObject({ success: false, message: Msg.tokenInvalid, code: 401, result: null });
    }
  });

  it('stores only the SHA-256 of a token', async () => {
    const token = await t.login('xinli');
    const { status } = await menu({ 'x-access-token': token });
    expect(status).toBe(200);
    const rows = await t.db.select().from(sysSession);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('expires sessions after their sliding window', async () => {
    const token = await t.login('fudaoyuan');
    await t.db.update(sysSession).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await menu(auth(token))).status).toBe(401);
  });
});

describe('POST /sys/logout', () => {
  it('needs a token: missing → 退出登录失败！, unknown → Token无效!', async () => {
    const missing = await t.call({ method: 'POST', url: '/jeecg-boot/sys/logout' });
    expect(missing.body).toMatchObject({ success: false, code: 500, message: Msg.logoutFail });
    const unknown = await t.call({ method: 'POST', url: '/jeecg-boot/sys/logout', headers: auth('forged') });
    expect(unknown.body).toMatchObject({ success: false, code: 500, message: Msg.tokenBad });
  });

  it('revokes the session and logs 退出成功', async () => {
    const token = await t.login('banzhuren');
    const { body } = await t.call({ method: 'POST', url: '/jeecg-boot/sys/logout', headers: auth(token) });
    expect(body).toMatchObject({ success: true, code: 200, message: Msg.logoutOk, result: Msg.logoutOk });
    expect((await menu(auth(token))).status).toBe(401);
    const again = await t.call({ method: 'GET', url: '/jeecg-boot/sys/logout', headers: auth(token) });
    expect(again.body.message).toBe(Msg.tokenBad);
    const logs = await t.db
      .select()
      .from(sysLog)
      .where(and(eq(sysLog.userid, 'banzhuren'), eq(sysLog.logType, 1)));
    expect(logs.some((l) => l.logContent.endsWith('退出成功！'))).toBe(true);
  });
});

describe('departments and password', () => {
  it('lists the current user departs with code 0', async () => {
    const token = await t.login('banzhuren');
    const { body } = await t.call({
      method: 'GET',
      url: '/jeecg-boot/sys/user/getCurrentUserDeparts',
      headers: auth(token),
    });
    expect(body).toMatchObject({ success: true, code: 0 });
    const result = body.result as { list: { orgCode: string; departName: string }[]; orgCode: string };
    expect(result.list.map((d) => d.departName)).toEqual(['2023级1班']);
    expect(result.orgCode).toBe('A01A01A01A01');
  });

  it('selectDepart accepts only own departs and tenants', async () => {
    const token = await t.login('banzhuren');
    const put = (payload: Record<string, unknown>) =>
      t.call({ method: 'PUT', url: '/jeecg-boot/sys/selectDepart', headers: auth(token), payload });
    const ok = await put({ username: 'banzhuren', orgCode: 'A01A01A01A01' });
    expect(ok.body).toMatchObject({ success: true, code: 0 });
    expect((ok.body.result as { userInfo: { orgCode: string } }).userInfo.orgCode).toBe('A01A01A01A01');
    expect((await put({ orgCode: 'A01' })).body.success).toBe(false);
    expect((await put({ loginTenantId: 1001 })).body).toMatchObject({
      success: false,
      message: Msg.tenantChanged,
    });
  });

  it('updatePassword: own account only, checks old and confirmation, keeps the caller signed in', async () => {
    const token = await t.login('xinli');
    const other = await t.login('xinli');
    const put = (payload: Record<string, string>) =>
      t.call({ method: 'PUT', url: '/jeecg-boot/sys/user/updatePassword', headers: auth(token), payload });
    const base = {
      username: 'xinli',
      oldpassword: TEST_PASSWORD,
      password: 'New@654321',
      confirmpassword: 'New@654321',
    };
    expect((await put({ ...base, username: 'admin' })).body.message).toBe(Msg.ownPasswordOnly);
    expect((await put({ ...base, oldpassword: 'wrong' })).body.message).toBe(Msg.oldPasswordWrong);
    expect((await put({ ...base, confirmpassword: 'x' })).body.message).toBe(Msg.passwordMismatch);
    expect((await put({ ...base, password: '' })).body.message).toBe('请输入新密码!');
    expect((await put(base)).body).toMatchObject({ success: true, message: Msg.passwordResetOk });
    expect((await menu(auth(token))).status).toBe(200);
    expect((await menu(auth(other))).status).toBe(401);
    await t.login('xinli', 'New@654321');
  });
});

describe('sms login', () => {
  it('sends a one-time code only to a registered phone and logs in with it once', async () => {
    const sent: [string, string][] = [];
    const s = await createTestApp({
      testDb: t.testDb,
      sms: {
        configured: true,
        async send(mobile, code) {
          sent.push([mobile, code]);
        },
      },
    });
    const sms = (mobile: string) =>
      s.call({ method: 'POST', url: '/jeecg-boot/sys/sms', payload: { mobile, smsmode: '0' } });
    expect((await sms('13900000000')).body.success).toBe(true);
    expect(sent).toHaveLength(0);
    expect((await sms('13800000002')).body).toMatchObject({ success: true, message: Msg.smsSent });
    expect((await sms('13800000002')).body).toMatchObject({ success: false, code: 40002 });
    const code = sent[0]?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const phoneLogin = (captcha: string) =>
      s.call({
        method: 'POST',
        url: '/jeecg-boot/sys/phoneLogin',
        payload: { mobile: '13800000002', captcha },
      });
    expect((await phoneLogin(code === '000000' ? '111111' : '000000')).body.message).toBe(Msg.smsCodeWrong);
    const ok = await phoneLogin(code);
    expect(ok.body).toMatchObject({ success: true, code: 200 });
    expect((ok.body.result as { userInfo: { username: string } }).userInfo.username).toBe('fudaoyuan');
    expect((await phoneLogin(code)).body.message).toBe(Msg.smsCodeWrong);
    await s.close();
  });

  it('does not pick one of several accounts that share the phone', async () => {
    const sent: string[] = [];
    const s = await createTestApp({
      testDb: t.testDb,
      sms: {
        configured: true,
        async send(_mobile, code) {
          sent.push(code);
        },
      },
    });
    const sharing = inArray(sysUser.username, ['xinli', 'zhongxue']);
    const before = await t.db.select({ id: sysUser.id, phone: sysUser.phone }).from(sysUser).where(sharing);
    await t.db.update(sysUser).set({ phone: '13800000099' }).where(sharing);
    try {
      await s.call({
        method: 'POST',
        url: '/jeecg-boot/sys/sms',
        payload: { mobile: '13800000099', smsmode: '0' },
      });
      const reply = await s.call({
        method: 'POST',
        url: '/jeecg-boot/sys/phoneLogin',
        payload: { mobile: '13800000099', captcha: sent[0] ?? '' },
      });
      expect(reply.body).toMatchObject({ success: false, message: Msg.phoneSharedByAccounts });
    } finally {
      for (const row of before)
        await t.db.update(sysUser).set({ phone: row.phone }).where(eq(sysUser.id, row.id));
      await s.close();
    }
  });
});
