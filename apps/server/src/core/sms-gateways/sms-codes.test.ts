import { Msg } from '@xinmiao/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SMS_CODE_LIMITS } from './codes.ts';

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
afterEach(() => vi.useRealTimers());

const requestCode = async (mobile: string) =>
  (await t.call({ method: 'POST', url: '/jeecg-boot/sys/sms', payload: { mobile, smsmode: '0' } })).body;
const phoneLogin = async (mobile: string, captcha: string) =>
  (await t.call({ method: 'POST', url: '/jeecg-boot/sys/phoneLogin', payload: { mobile, captcha } })).body;
const codeOf = (mobile: string) => sent.filter((s) => s.mobile === mobile).at(-1)?.code ?? '';
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

/** Sets the server's clock `ms` after `from` (Date only: the database and timers keep running). */
function at(from: number, ms: number) {
  vi.useRealTimers();
  vi.useFakeTimers({ toFake: ['Date'], now: from + ms });
}
const STEP = SMS_CODE_LIMITS.resendMs + 1000;

describe('SMS code limits', () => {
  it('accepts a 19x number for SMS login (every mainland prefix 1[3-9])', async () => {
    expect(await requestCode('19912345678')).toMatchObject({ success: true, message: Msg.smsSent });
  });

  it('locks a number after ten wrong codes within the hour: no new code, and the right one refused', async () => {
    const mobile = '13800000001';
    const start = Date.now();
    const rounds = SMS_CODE_LIMITS.lockoutFailures / SMS_CODE_LIMITS.triesPerCode;
    for (let round = 0; round < rounds; round++) {
      at(start, round * STEP);
      expect(await requestCode(mobile)).toMatchObject({ success: true });
      for (let i = 0; i < SMS_CODE_LIMITS.triesPerCode; i++) {
        expect(await phoneLogin(mobile, wrong(codeOf(mobile)))).toMatchObject({ message: Msg.smsCodeWrong });
      }
    }
    at(start, rounds * STEP);
    expect(await requestCode(mobile)).toMatchObject({ success: false, message: Msg.smsLocked });
    expect(await phoneLogin(mobile, codeOf(mobile))).toMatchObject({
      success: false,
      message: Msg.smsLocked,
    });
  });

  it('a code is for its purpose and expires after its lifetime', async () => {
    const mobile = '13800000002';
    expect(await requestCode(mobile)).toMatchObject({ success: true });
    const code = codeOf(mobile);
    expect(await t.services.sms.checkCode({ mobile, code, purpose: 'alter' })).toBe('wrong');
    at(Date.now(), SMS_CODE_LIMITS.ttlMs + 1000);
    expect(await phoneLogin(mobile, code)).toMatchObject({ success: false, message: Msg.smsCodeWrong });
  });

  it('limits the codes one address may request within the hour, whatever the numbers', async () => {
    const replies = [];
    for (let i = 0; i < SMS_CODE_LIMITS.perAddressPerHour + 2; i++) {
      replies.push(await requestCode(`1390000${String(i).padStart(4, '0')}`));
    }
    const refused = replies.filter((r) => !r.success);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((r) => r.message === Msg.smsTooFrequent)).toBe(true);
    expect(replies.filter((r) => r.success).length).toBeLessThanOrEqual(SMS_CODE_LIMITS.perAddressPerHour);
  });
});
