import { Msg, RECOVERY_MESSAGES } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

const NEW_PASSWORD = 'Recover@2026x';
const sent: { mobile: string; code: string }[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    sms: {
      configured: true,
      async send(mobile, code) {
        sent.push({ mobile, code });
      },
    },
  });
});
afterAll(() => t.close());

const post = async (url: string, payload: Record<string, string>) =>
  (await t.call({ method: 'POST', url: `/jeecg-boot${url}`, payload })).body;
const codeOf = (mobile: string) => sent.filter((s) => s.mobile === mobile).at(-1)?.code ?? '';
const reset = (mobile: string, captcha: string, password = NEW_PASSWORD) =>
  post('/sys/recover/password', { mobile, captcha, password, confirmpassword: password });

describe('找回密码 by SMS (/sys/recover/*)', () => {
  it('resets the password with a recovery code; old sessions end and the new password signs in', async () => {
    const old = await t.login('banzhuren');
    expect(await post('/sys/recover/sms', { mobile: '13800000003' })).toMatchObject({
      success: true,
      message: Msg.smsSent,
    });
    expect(await reset('13800000003', codeOf('13800000003'))).toMatchObject({
      success: true,
      message: RECOVERY_MESSAGES.passwordReset,
    });
    const { status } = await t.call({
      method: 'GET',
      url: '/jeecg-boot/sys/user/getUserInfo',
      headers: auth(old),
    });
    expect(status).toBe(401);
    expect(await t.login('banzhuren', NEW_PASSWORD)).toMatch(/.+/);
    // The code was used.
    expect(await reset('13800000003', codeOf('13800000003'))).toMatchObject({
      success: false,
      message: Msg.smsCodeWrong,
    });
  });

  it('does not take a sign-in code, and a recovery code does not sign in', async () => {
    await post('/sys/sms', { mobile: '13800000002', smsmode: '0' });
    expect(await reset('13800000002', codeOf('13800000002'))).toMatchObject({
      success: false,
      message: Msg.smsCodeWrong,
    });
    await post('/sys/recover/sms', { mobile: '13800000001' });
    expect(
      await post('/sys/phoneLogin', { mobile: '13800000001', captcha: codeOf('13800000001') }),
    ).toMatchObject({
      success: false,
      message: Msg.smsCodeWrong,
    });
  });

  it('checks the new password before spending the code', async () => {
    expect(await reset('13800000004', '000000', 'short')).toMatchObject({ success: false });
    expect(
      await post('/sys/recover/password', {
        mobile: '13800000004',
        captcha: '1',
        password: NEW_PASSWORD,
        confirmpassword: 'other',
      }),
    ).toMatchObject({
      success: false,
      message: Msg.passwordMismatch,
    });
  });

  it('answers an unknown number as a known one, and sends it nothing', async () => {
    const before = sent.length;
    expect(await post('/sys/recover/sms', { mobile: '13912345670' })).toMatchObject({
      success: true,
      message: Msg.smsSent,
    });
    expect(sent).toHaveLength(before);
  });
});
