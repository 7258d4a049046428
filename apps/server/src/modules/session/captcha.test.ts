import { Msg, ResultCode } from '@xinmiao/shared';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { captchaDataUri, randomCode } from './captcha-image.ts';
import { saveCaptcha } from './captcha-store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginCaptcha: true });
});
afterAll(() => t.close());

const login = (payload: Record<string, string>) =>
  t.postLogin({ username: 'admin', password: TEST_PASSWORD, ...payload });

describe('login captcha', () => {
  it('serves a PNG data URI with code 0: pixels only, no markup a script could read back', async () => {
    const image = async () => {
      const { body } = await t.call({ method: 'GET', url: '/jeecg-boot/sys/randomImage/1700000000000' });
      expect(body).toMatchObject({ success: true, code: 0 });
      const uri = String(body.result);
      expect(uri.startsWith('data:image/png;base64,')).toBe(true);
      return Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64');
    };
    const bytes = await image();
    // The SVG captcha was read back from its <rect>/<g> glyph cells; a PNG carries no such text.
    expect(bytes.toString('latin1')).not.toMatch(/<svg|<rect|<text|<path/);
    const png = PNG.sync.read(bytes);
    expect([png.width, png.height]).toEqual([120, 40]);
    const colours = new Set<number>();
    for (let i = 0; i < png.data.length; i += 4) colours.add(png.data.readUInt32BE(i));
    // Gradient, four inks, strokes and speckle: far from a two-colour stencil of the glyph table.
    expect(colours.size).toBeGreaterThan(50);
  });

  it('draws the same code differently every time (random distortion)', () => {
    const a = PNG.sync.read(Buffer.from(captchaDataUri('AB12').split(',')[1] ?? '', 'base64'));
    const b = PNG.sync.read(Buffer.from(captchaDataUri('AB12').split(',')[1] ?? '', 'base64'));
    let differing = 0;
    for (let i = 0; i < a.data.length; i += 4)
      if (a.data.readUInt32BE(i) !== b.data.readUInt32BE(i)) differing++;
    expect(differing).toBeGreaterThan((a.width * a.height) / 4);
  });

  it('draws codes only from characters people do not mix up (issue 19: legible to people)', () => {
    const codes = Array.from({ length: 500 }, () => randomCode()).join('');
    expect(codes).not.toMatch(/[0125 8QZSBVOI]/);
    expect(new Set(codes).size).toBeGreaterThan(20);
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
