import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { sysTenant, sysUser } from '../db/schema.ts';
import { parseEnv, seedDemo } from '../env.ts';
import { createUnseededDb, type UnseededDb } from '../security/unseeded-db.ts';
import { type SeedResult, seedIfEmpty } from './index.ts';

describe('SEED_DEMO', () => {
  it('is on for the embedded database and off when DATABASE_URL names a real one, unless stated', () => {
    const url = 'postgres://app@db.example:5432/xinmiao';
    expect(seedDemo(parseEnv({}))).toBe(true);
    expect(seedDemo(parseEnv({ DATABASE_URL: url }))).toBe(false);
    expect(seedDemo(parseEnv({ DATABASE_URL: url, SEED_DEMO: 'on' }))).toBe(true);
    expect(seedDemo(parseEnv({ SEED_DEMO: 'off' }))).toBe(false);
    expect(() => parseEnv({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });
});

describe('first start without the demo', () => {
  let db: UnseededDb;
  let seed: SeedResult;
  let built: App;
  beforeAll(async () => {
    db = await createUnseededDb();
    seed = await seedIfEmpty(db.db, { demo: false });
    built = await buildApp({ db: db.db, loginCaptcha: false });
    await built.app.ready();
  });
  afterAll(async () => {
    await built.app.close();
    await db.drop();
  });

  it('creates only the platform administrator, a platform account, with a generated password', async () => {
    expect(seed).toMatchObject({ seeded: true, demo: false, users: ['admin'] });
    expect([...seed.generatedPasswords.keys()]).toEqual(['admin']);
    expect(await db.db.select({ id: sysTenant.id, name: sysTenant.name }).from(sysTenant)).toEqual([
      { id: 1, name: '心苗平台' },
    ]);
    const users = await db.db
      .select({ username: sysUser.username, tenantId: sysUser.tenantId })
      .from(sysUser);
    expect(users).toEqual([{ username: 'admin', tenantId: 0 }]);
  });

  it('lets that administrator sign in with every permission', async () => {
    const password = seed.generatedPasswords.get('admin') ?? '';
    const login = await built.app.inject({
      method: 'POST',
      url: '/jeecg-boot/sys/login',
      payload: { username: 'admin', password },
    });
    const body = login.json() as { success: boolean; result: { token: string } };
    expect(body.success).toBe(true);
    const menu = await built.app.inject({
      method: 'GET',
      url: '/jeecg-boot/sys/permission/getUserPermissionByToken',
      headers: { 'X-Access-Token': body.result.token },
    });
    const codes = (menu.json() as { result: { codeList: string[] } }).result.codeList;
    expect(codes).toEqual(
      expect.arrayContaining(['system:log:list', 'system:audit:read', 'scale:library:add']),
    );
  });

  it('seeds nothing on later starts, demo or not', async () => {
    expect(await seedIfEmpty(db.db, { demo: true, adminPassword: 'Later@2026x' })).toMatchObject({
      seeded: false,
      demo: false,
      users: [],
    });
    expect(await db.db.select({ id: sysTenant.id }).from(sysTenant)).toEqual([{ id: 1 }]);
  });
});
