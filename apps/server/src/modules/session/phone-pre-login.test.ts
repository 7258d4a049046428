import { Msg, ResultCode } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleRequest, replay } from '../../test/jeecg-console.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const sent: { mobile: string; code: string }[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    loginCaptcha: true,
    sms: {
      configured: true,
      async send(mobile, code) {
        sent.push({ mobile, code });
      },
    },
  });
});
afterAll(() => t.close());

const codeOf = (mobile: string) => sent.filter((s) => s.mobile === mobile).at(-1)?.code ?? '';
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

/** Vue3 v3.9.3's 手机号登录 tab (`MiniLogin.vue`), as it sends its calls. */
const smsRequest = (mobile: string) =>
  ({
    console: 'vue3',
    method: 'POST',
    path: '/sys/sms',
    body: { mobile, smsmode: '0' },
  }) satisfies ConsoleRequest;
/** Sent once the SMS code field holds six digits: `phoneFormData` and the tab's login type. */
const departsRequest = (mobile: string, smscode: string) =>
  ({
    console: 'vue3',
    method: 'POST',
    path: '/sys/loginGetUserDeparts',
    body: { mobile, smscode, loginOrgCode: null, loginType: 'phone' },
  }) satisfies ConsoleRequest;
const phoneLoginRequest = (mobile: string, captcha: string, loginOrgCode: string | null) =>
  ({
    console: 'vue3',
    method: 'POST',
    path: '/sys/phoneLogin',
    body: { mobile, captcha, loginOrgCode },
  }) satisfies ConsoleRequest;

describe('Vue3 phone sign-in: /sys/sms, the phone pre-login and /sys/phoneLogin', () => {
  it('answers the departments for the right code, leaves it for the login, which then uses it up', async () => {
    const mobile = '13800000002';
    expect((await replay(t, smsRequest(mobile))).body).toMatchObject({ success: true, message: Msg.smsSent });
    const code = codeOf(mobile);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await replay(t, departsRequest(mobile, otherThan(code)));
    expect(wrong.body).toMatchObject({ success: false, message: Msg.smsCodeWrong, result: null });

    const departs = await replay(t, departsRequest(mobile, code));
    expect(departs.body.success).toBe(true);
    const result = departs.body.result as { departs: { orgCode: string }[]; currentOrgCode: string | null };
    expect(result.departs.length).toBeGreaterThan(0);
    expect(JSON.stringify(departs.body)).not.toContain('token');

    const login = await replay(t, phoneLoginRequest(mobile, code, result.currentOrgCode));
    expect(login.body).toMatchObject({ success: true, code: 200 });
    expect((login.body.result as { userInfo: { username: string } }).userInfo.username).toBe('fudaoyuan');
    // Used once: neither the pre-login nor the login takes it again.
    expect((await replay(t, departsRequest(mobile, code))).body.message).toBe(Msg.smsCodeWrong);
    expect((await replay(t, phoneLoginRequest(mobile, code, null))).body.message).toBe(Msg.smsCodeWrong);
  });

  it('wrong codes on the pre-login count towards the code’s tries like the login’s', async () => {
    const mobile = '13800000003';
    await replay(t, smsRequest(mobile));
    const code = codeOf(mobile);
    for (let i = 0; i < 5; i++) {
      expect((await replay(t, departsRequest(mobile, otherThan(code)))).body.message).toBe(Msg.smsCodeWrong);
    }
    // Five tries burnt the code: the right one is refused now.
    expect((await replay(t, departsRequest(mobile, code))).body.message).toBe(Msg.smsCodeWrong);
  });

  it('a number that asks again too soon gets a plain error in Vue3 (no captcha loop), 40002 elsewhere', async () => {
    const mobile = '13800000005';
    await replay(t, smsRequest(mobile));
    expect((await replay(t, smsRequest(mobile))).body).toMatchObject({
      success: false,
      code: ResultCode.ERROR,
      message: Msg.smsTooFrequent,
    });
    expect((await replay(t, { ...smsRequest(mobile), console: 'vue2' })).body).toMatchObject({
      success: false,
      code: 40002,
    });
  });

  it('the account form still needs its username and password', async () => {
    const reply = await replay(t, {
      console: 'vue3',
      method: 'POST',
      path: '/sys/loginGetUserDeparts',
      body: { loginType: 'account', inputCode: 'ab12', checkKey: '1', loginOrgCode: null },
    });
    expect(reply.body).toMatchObject({ success: false, message: '请输入用户名' });
  });
});
