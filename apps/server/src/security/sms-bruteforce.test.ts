import { Msg } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

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

const requestCode = (mobile: string) =>
  t.call({ method: 'POST', url: '/jeecg-boot/sys/sms', payload: { mobile, smsmode: '0' } });
const phoneLogin = (mobile: string, captcha: string) =>
  t.call({ method: 'POST', url: '/jeecg-boot/sys/phoneLogin', payload: { mobile, captcha } });

function otherCodes(code: string, n: number): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < n; i++) {
    const guess = String(i).padStart(6, '0');
    if (guess !== code) out.push(guess);
  }
  return out;
}

describe('#4 SMS code brute force (#8567/#8805: no limit on the 6-digit code)', () => {
  it('concurrent /sys/sms requests send one code per minute, not one per request', async () => {
    const replies = await Promise.all(Array.from({ length: 10 }, () => requestCode('13800000001')));
    expect(replies.filter((r) => r.body.success)).toHaveLength(1);
    expect(sent.filter((s) => s.mobile === '13800000001')).toHaveLength(1);
  });

  it('a burst of parallel guesses uses up the five tries; the right code is then refused', async () => {
    await requestCode('13800000002');
    const code = sent.find((s) => s.mobile === '13800000002')?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const burst = await Promise.all(otherCodes(code, 30).map((g) => phoneLogin('13800000002', g)));
    expect(burst.every((r) => r.body.message === Msg.smsCodeWrong)).toBe(true);
    const late = await phoneLogin('13800000002', code);
    expect(late.body).toMatchObject({ success: false, message: Msg.smsCodeWrong });
  });

  it('the right code signs in once even when sent in parallel', async () => {
    await requestCode('13800000003');
    const code = sent.find((s) => s.mobile === '13800000003')?.code ?? '';
    const replies = await Promise.all(Array.from({ length: 5 }, () => phoneLogin('13800000003', code)));
    expect(replies.filter((r) => r.body.success)).toHaveLength(1);
  });
});
