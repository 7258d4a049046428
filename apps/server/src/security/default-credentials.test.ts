import { Msg } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { hashPassword } from '../core/password.ts';
import { sysUser } from '../db/schema.ts';
import { parseEnv } from '../env.ts';
import { type SeedResult, seedIfEmpty } from '../seed/index.ts';
import { TEST_SEED } from '../test/test-db.ts';
import { createUnseededDb, type UnseededDb } from './unseeded-db.ts';

// JeecgBoot demo and infrastructure defaults (wire contract §8 row 33, §9), plus the obvious ones.
const WEAK_PASSWORDS = ['123456', 'admin', 'jeecg', 'jeecg1314', 'admin123', 'password'];

let db: UnseededDb;
let seed: SeedResult;
let built: App;
beforeAll(async () => {
  db = await createUnseededDb();
  seed = await seedIfEmpty(db.db, { demo: true });
  // Every weak password is tried on every account: the sign-in rate limits would answer most of them.
  built = await buildApp({ db: db.db, loginCaptcha: false, rateLimit: { limits: {} } });
  await built.app.ready();
});
afterAll(async () => {
  await built.app.close();
  await db.drop();
});

const login = async (username: string, password: string, remoteAddress = '127.0.0.1') =>
  (
    await built.app.inject({
      method: 'POST',
      url: '/jeecg-boot/sys/login',
      payload: { username, password },
      remoteAddress,
    })
  ).json() as { success: boolean; message: string };

describe('#33 default credentials: a first start without SEED_ADMIN_PASSWORD', () => {
  it('has no default seed password in the environment schema', () => {
    expect(parseEnv({}).SEED_ADMIN_PASSWORD).toBeUndefined();
  });

  it('refuses a weak or well-known SEED_ADMIN_PASSWORD at start-up', () => {
    for (const weak of ['123456', 'Admin123', 'jeecg1314', 'short1', 'lettersonly', '1234567890']) {
      expect(() => parseEnv({ SEED_ADMIN_PASSWORD: weak }), weak).toThrow(/SEED_ADMIN_PASSWORD/);
    }
    expect(parseEnv({ SEED_ADMIN_PASSWORD: 'Demo@2026' }).SEED_ADMIN_PASSWORD).toBe('Demo@2026');
  });

  it('generates a distinct strong password per demo account', () => {
    expect(seed.seeded).toBe(true);
    expect([...seed.generatedPasswords.keys()].sort()).toEqual([...seed.users].sort());
    const passwords = [...seed.generatedPasswords.values()];
    expect(new Set(passwords).size).toBe(passwords.length);
    for (const password of passwords) expect(password.length).toBeGreaterThanOrEqual(12);
  });

  it('stores scrypt hashes with per-user salts, never a clear or JeecgBoot (PBE/MD5) password', async () => {
    const rows = await db.db.select({ password: sysUser.password }).from(sysUser);
    expect(rows.length).toBeGreaterThanOrEqual(seed.users.length);
    for (const { password } of rows) expect(password).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    const salts = rows.map((r) => r.password.split('$')[4]);
    expect(new Set(salts).size).toBe(rows.length);
  });

  it('signs in with the generated password only, never with a JeecgBoot default', async () => {
    const [first] = seed.users;
    expect((await login(first ?? '', seed.generatedPasswords.get(first ?? '') ?? '')).success).toBe(true);
    // The test above checked the production cost. Each attempt below would cost a production hash
    // (about a hundred in all, past the timeout on a busy machine), so the seeded accounts keep
    // their generated passwords at the tests' cost; unknown names still take the full-cost path.
    for (const [username, password] of seed.generatedPasswords) {
      const cheap = await hashPassword(password, TEST_SEED.passwordCost);
      await db.db.update(sysUser).set({ password: cheap }).where(eq(sysUser.username, username));
    }
    // Each guess from its own address, as a spray sends them: a (user, address) pair would soon wait
    // out its progressive delays, which this test is not about (login-spray.test.ts is).
    let address = 0;
    for (const username of [...seed.users, 'jeecg', 'ceshi', 'root', 'druid']) {
      for (const password of WEAK_PASSWORDS) {
        address += 1;
        const reply = await login(username, password, `127.9.${address >> 8}.${address & 255}`);
        expect(reply.success, `${username}/${password}`).toBe(false);
        expect([Msg.badCredentials, Msg.lockedOut]).toContain(reply.message);
      }
    }
  });
});
