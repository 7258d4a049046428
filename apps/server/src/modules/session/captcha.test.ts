import { Msg, ResultCode } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { saveCaptcha } from './captcha-store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginCaptcha: true });
});
afterAll(() => t.close());

const login = (payload: Record<string, string>) =>
  t.postLogin({ username: 'admin', password: TEST_PASSWORD, ...payload });

describe('login captcha', () => {
  it('serves an SVG data URI with code 0 and no readable text', async () => {
    const { body } = await t.call({ method: 'GET', url: '/jeecg-boot/sys/randomImage/1700000000000' });
    expect(body).toMatchObject({ success: true, code: 0 });
    const uri = String(body.result);
    expect(uri.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(uri.split(',')[1] ?? '', 'base64').toString();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/<text/);
  });

  it('requires a captcha: missing → 500 验证码无效', async () => {
    const { body } = await login({});
    expect(body).toMatchObject({ success: false, code: 500, message: Msg.captchaInvalid });
  });

  it('wrong → 412 验证码错误, and the captcha is consumed by the wrong guess', async () => {
    await saveCaptcha(t.db, t.services.secret, 'k1', 'AB12');
    const wrong = await login({ checkKey: 'k1', captcha: 'ZZZZ' });
    expect(wrong.body).toMatchObject({
      success: false,
      code: ResultCode.CAPTCHA_WRONG,
      message: Msg.captchaWrong,
    });
    const retry = await login({ checkKey: 'k1', captcha: 'AB12' });
    expect(retry.body.code).toBe(ResultCode.CAPTCHA_WRONG);
  });

  it('accepts the right code case-insensitively, exactly once', async () => {
    await saveCaptcha(t.db, t.services.secret, 'k2', 'Xy7Q');
    const ok = await login({ checkKey: 'k2', captcha: 'xY7q' });
    expect(ok.body).toMatchObject({ success: true, code: 200 });
    const replay = await login({ checkKey: 'k2', captcha: 'xY7q' });
    expect(replay.body.code).toBe(ResultCode.CAPTCHA_WRONG);
  });

  it('a newer image for the same key replaces the older code', async () => {
    await saveCaptcha(t.db, t.services.secret, 'k3', 'AAAA');
    await t.call({ method: 'GET', url: '/jeecg-boot/sys/randomImage/k3' });
    expect((await login({ checkKey: 'k3', captcha: 'AAAA' })).body.code).toBe(ResultCode.CAPTCHA_WRONG);
  });
});
