import { createCipheriv } from 'node:crypto';
import { Msg, type UserInfo } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { saveCaptcha } from './captcha-store.ts';
import { VUE3_LOGIN_IV, VUE3_LOGIN_KEY } from './login-password.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginCaptcha: true });
});
afterAll(() => t.close());

const KEY = 1_700_000_000_123;
const vue3Encrypt = (password: string) => {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(VUE3_LOGIN_KEY), Buffer.from(VUE3_LOGIN_IV));
  return Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]).toString('base64');
};
const login = (payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/jeecg-boot/sys/login', payload: { username: 'xinli', ...payload } });
const checkCaptcha = (payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/jeecg-boot/sys/checkCaptcha', payload });

describe('JeecgBoot consoles signing in', () => {
  it('takes Vue2’s numeric checkKey', async () => {
    await saveCaptcha(t.db, t.services.secret, String(KEY), 'AB12');
    const reply = await login({ password: TEST_PASSWORD, captcha: 'ab12', checkKey: KEY });
    expect(reply.body).toMatchObject({ success: true, message: Msg.loginOk });
  });

  it('takes Vue3’s AES-encrypted password, and plain text as before', async () => {
    await saveCaptcha(t.db, t.services.secret, 'vue3', 'CD34');
    const reply = await login({ password: vue3Encrypt(TEST_PASSWORD), captcha: 'CD34', checkKey: 'vue3' });
    expect(reply.body).toMatchObject({ success: true, message: Msg.loginOk });
  });

  it('counts a wrong encrypted password as one failed attempt, like a plain one', async () => {
    for (let i = 0; i < 6; i++) {
      await saveCaptcha(t.db, t.services.secret, `k${i}`, 'EF56');
      const password = i % 2 ? vue3Encrypt(`Wrong${i}pass`) : `Wrong${i}pass`;
      const reply = await login({ username: 'fudaoyuan', password, captcha: 'EF56', checkKey: `k${i}` });
      expect(reply.body.message).toBe(Msg.badCredentials);
    }
    await saveCaptcha(t.db, t.services.secret, 'k6', 'EF56');
    const locked = await login({
      username: 'fudaoyuan',
      password: TEST_PASSWORD,
      captcha: 'EF56',
      checkKey: 'k6',
    });
    expect(locked.body.message).toBe(Msg.lockedOut);
  });

  it('checks a captcha without using it up, and voids it on a wrong guess', async () => {
    await saveCaptcha(t.db, t.services.secret, 'chk', 'GH78');
    expect((await checkCaptcha({ captcha: 'GH78', checkKey: 'chk' })).body.success).toBe(true);
    expect((await checkCaptcha({ captcha: 'gh78', checkKey: 'chk' })).body.success).toBe(true);
    const wrong = await checkCaptcha({ captcha: 'XXXX', checkKey: 'chk' });
    expect(wrong.body).toMatchObject({ success: false, message: Msg.captchaWrong });
    expect((await checkCaptcha({ captcha: 'GH78', checkKey: 'chk' })).body.success).toBe(false);
    const injected = await checkCaptcha({ captcha: "' or 1=1 --", checkKey: { $ne: 1 } });
    expect(injected.body.success).toBe(false);
  });
});

describe('JeecgBoot session reads', () => {
  let token = '';
  beforeAll(async () => {
    await saveCaptcha(t.db, t.services.secret, 'info', 'IJ90');
    const reply = await login({ password: TEST_PASSWORD, captcha: 'IJ90', checkKey: 'info' });
    token = (reply.body.result as { token: string }).token;
  });

  it('GET /sys/user/getUserInfo answers {userInfo, sysAllDictItems}', async () => {
    expect((await t.call({ method: 'GET', url: '/jeecg-boot/sys/user/getUserInfo' })).status).toBe(401);
    const reply = await t.call({
      method: 'GET',
      url: '/jeecg-boot/sys/user/getUserInfo',
      headers: auth(token),
    });
    const result = reply.body.result as {
      userInfo: UserInfo & { password?: string };
      sysAllDictItems: object;
    };
    expect(result.userInfo).toMatchObject({ username: 'xinli', loginTenantId: 1000 });
    expect(result.userInfo.password).toBeUndefined();
    expect(Object.keys(result.sysAllDictItems).length).toBeGreaterThan(0);
  });

  it('answers an unknown tenant-id with HTTP 401', async () => {
    const reply = await t.call({
      method: 'GET',
      url: '/jeecg-boot/sys/user/getUserInfo',
      headers: auth(token, { 'tenant-id': '1001' }),
    });
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe(Msg.tenantChanged);
  });
});
