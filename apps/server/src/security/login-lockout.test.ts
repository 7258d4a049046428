import { Msg } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../db/ids.ts';
import { sysLoginAttempt } from '../db/schema.ts';
import { purgeStaleAttempts } from '../modules/session/lockout.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string) => t.postLogin({ username, password });

describe('#5/#33 login brute force: lockout per username', () => {
  it('a burst of concurrent guesses gets at most the 6 password checks a sequential attacker gets', async () => {
    const burst = await Promise.all(Array.from({ length: 24 }, (_, i) => login('xinli', `guess-${i}`)));
    const checked = burst.filter((r) => r.body.message === Msg.badCredentials).length;
    const locked = burst.filter((r) => r.body.message === Msg.lockedOut).length;
    expect(checked).toBeLessThanOrEqual(6);
    expect(checked + locked).toBe(burst.length);
    expect((await login('xinli', TEST_PASSWORD)).body).toMatchObject({
      success: false,
      message: Msg.lockedOut,
    });
  });

  it('is not bypassed by case, whitespace or look-alike variants of the username', async () => {
    for (let i = 0; i < 6; i++) await login('banzhuren', `wrong-${i}`);
    expect((await login('banzhuren', TEST_PASSWORD)).body.message).toBe(Msg.lockedOut);
    const trimmed = [' banzhuren', 'banzhuren ', '\tbanzhuren\n', '\u00a0banzhuren\u3000'];
    for (const variant of trimmed) {
      const { body } = await login(variant, TEST_PASSWORD);
      expect(body, JSON.stringify(variant)).toMatchObject({ success: false, message: Msg.lockedOut });
    }
    const lookalikes = ['BANZHUREN', 'Banzhuren', 'banzhuren\u200b', 'ｂａｎｚｈｕｒｅｎ', 'banzhurén'];
    for (const variant of lookalikes) {
      const { body } = await login(variant, TEST_PASSWORD);
      expect(body.success, variant).toBe(false);
      expect(JSON.stringify(body)).not.toMatch(/"token"/);
    }
    expect((await login('banzhuren', TEST_PASSWORD)).body.message).toBe(Msg.lockedOut);
  });

  it('locks one username only', async () => {
    expect((await login('admin', TEST_PASSWORD)).body.success).toBe(true);
  });
});

describe('stale login attempts', () => {
  it('are purged on the timer, whatever the username; attempts inside the window stay', async () => {
    const old = new Date(Date.now() - 11 * 60_000);
    await t.db.insert(sysLoginAttempt).values([
      { id: newId(), username: 'spray-1', ip: '10.9.9.9', createTime: old },
      { id: newId(), username: 'spray-2', ip: '10.9.9.9', createTime: old },
      { id: newId(), username: 'recent', ip: '10.9.9.9' },
    ]);
    expect(await purgeStaleAttempts(t.db)).toBeGreaterThanOrEqual(2);
    const left = await t.db.select().from(sysLoginAttempt).where(eq(sysLoginAttempt.ip, '10.9.9.9'));
    expect(left.map((r) => r.username)).toEqual(['recent']);
  });
});
