import { Msg, ResultCode } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysCaptcha } from '../db/schema.ts';
import { saveCaptcha } from '../modules/session/captcha-store.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginCaptcha: true });
});
afterAll(() => t.close());

const login = (payload: Record<string, string>) =>
  t.postLogin({ username: 'admin', password: TEST_PASSWORD, ...payload });

// captcha.test.ts covers: missing, wrong (consumed), right once, newer image replaces older.
describe('#5 login captcha reuse (#2207/#2227)', () => {
  it('a right captcha with a wrong password is spent: the next guess needs a new image', async () => {
    await saveCaptcha(t.db, t.services.secret, 'reuse-1', 'K7PX');
    const first = await login({ checkKey: 'reuse-1', captcha: 'K7PX', password: 'wrong-password' });
    expect(first.body.message).toBe(Msg.badCredentials);
    const second = await login({ checkKey: 'reuse-1', captcha: 'K7PX' });
    expect(second.body).toMatchObject({ success: false, code: ResultCode.CAPTCHA_WRONG });
  });

  it('is bound to its key: a solved code does not open another nonce', async () => {
    await saveCaptcha(t.db, t.services.secret, 'reuse-a', 'M3QR');
    await saveCaptcha(t.db, t.services.secret, 'reuse-b', 'W8ZT');
    const crossed = await login({ checkKey: 'reuse-b', captcha: 'M3QR' });
    expect(crossed.body.code).toBe(ResultCode.CAPTCHA_WRONG);
  });

  it('expires after its 60 s', async () => {
    await saveCaptcha(t.db, t.services.secret, 'reuse-old', 'H4NB');
    await t.db.update(sysCaptcha).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await login({ checkKey: 'reuse-old', captcha: 'H4NB' })).body.code).toBe(
      ResultCode.CAPTCHA_WRONG,
    );
  });

  it('one image allows one check even when replayed in parallel', async () => {
    await saveCaptcha(t.db, t.services.secret, 'reuse-par', 'T6YC');
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        login({ checkKey: 'reuse-par', captcha: 'T6YC', password: `guess-${i}` }),
      ),
    );
    const checked = replies.filter((r) => r.body.code !== ResultCode.CAPTCHA_WRONG);
    expect(checked).toHaveLength(1);
  });

  it('the image never carries the code as text, and the key is not echoed', async () => {
    const { body } = await t.call({ method: 'GET', url: '/jeecg-boot/sys/randomImage/reuse-img' });
    const svg = Buffer.from(String(body.result).split(',')[1] ?? '', 'base64').toString();
    expect(svg).not.toMatch(/<text|font-family|reuse-img/);
    const rows = await t.db.select().from(sysCaptcha);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.codeHash) && /^[0-9a-f]{64}$/.test(r.keyHash))).toBe(
      true,
    );
  });
});
