import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDb } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';
import { sysRole, sysUserRole } from '../db/schema.ts';
import type { DbHandle } from '../db/types.ts';
import { seedIfEmpty } from '../seed/index.ts';
import { TEST_REDIS_URL, testRedisPrefix } from '../test/redis.ts';
import { auth, createTestApp, inject, TEST_PASSWORD } from '../test/test-app.ts';
import { createTestDb, TEST_SEED, testDriver } from '../test/test-db.ts';
import { withTwoInstances } from '../test/two-instances.ts';
import { redisCache } from './cache.ts';
import { TenantDb } from './tenant-db.ts';
import { sha256 } from './tokens.ts';

const MENU = '/jeecg-boot/sys/permission/getUserPermissionByToken';

async function loginOn(handle: DbHandle): Promise<string> {
  const { app } = await buildApp({ db: handle.db, loginCaptcha: false });
  const { body } = await inject(app, {
    method: 'POST',
    url: '/jeecg-boot/sys/login',
    payload: { username: 'admin', password: TEST_PASSWORD },
  });
  await app.close();
  return (body.result as { token: string }).token;
}

describe('sessions survive a restart on the same database', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a token valid after the process closes and reopens the database', async () => {
    let reopen: () => Promise<DbHandle>;
    let first: DbHandle;
    let cleanup = async () => {};
    if (testDriver() === 'postgres') {
      const testDb = await createTestDb();
      const url = testDb.reopen;
      if (!url) throw new Error('postgres test db must be reopenable');
      first = await url();
      reopen = url;
      cleanup = () => testDb.drop();
    } else {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'xinmiao-restart-'));
      dirs.push(dir);
      first = await openDb({ dataDir: dir });
      await migrateDb(first);
      await seedIfEmpty(first.db, TEST_SEED);
      reopen = () => openDb({ dataDir: dir });
    }
    const token = await loginOn(first);
    await first.close();

    const second = await reopen();
    await migrateDb(second);
    expect((await seedIfEmpty(second.db, { adminPassword: TEST_PASSWORD, demo: true })).seeded).toBe(false);
    const { app } = await buildApp({ db: second.db });
    const { status, body } = await inject(app, { method: 'GET', url: MENU, headers: auth(token) });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    await app.close();
    await second.close();
    await cleanup();
  });
});

describe('Redis session cache across two instances', () => {
  it('a logout on one instance is seen at once by the other', () =>
    withTwoInstances(async (a, b) => {
      const token = await a.login('xinli');
      expect((await b.call({ method: 'GET', url: MENU, headers: auth(token) })).status).toBe(200);
      expect((await a.call({ method: 'GET', url: MENU, headers: auth(token) })).status).toBe(200);
      expect(await b.services.cache?.get(`sess:${sha256(token)}`)).toBeTruthy();

      const out = await a.call({ method: 'POST', url: '/jeecg-boot/sys/logout', headers: auth(token) });
      expect(out.body.success).toBe(true);
      expect((await b.call({ method: 'GET', url: MENU, headers: auth(token) })).status).toBe(401);
      expect((await a.call({ method: 'GET', url: MENU, headers: auth(token) })).status).toBe(401);
    }));

  it('a role change on one instance reaches the permission cache of the other', () =>
    withTwoInstances(async (a, b) => {
      const token = await a.login('banzhuren');
      const logs = () => b.call({ method: 'GET', url: '/jeecg-boot/sys/log/list', headers: auth(token) });
      expect((await logs()).body.code).toBe(510);
      const userId = (await a.services.sessions.lookup(token))?.userId ?? '';
      const tdb = new TenantDb(a.db, 1000);
      const admin = await tdb.first(sysRole, eq(sysRole.roleCode, 'admin'));
      await tdb.insert(sysUserRole, { userId, roleId: admin?.id ?? '' });
      await a.services.permissions.invalidateTenant(1000);
      expect((await logs()).body.success).toBe(true);
    }));
});

describe('the Redis reads of a request', () => {
  it('a token the instance has seen brings its permission entries in the same round trip as its session', async () => {
    const redis = redisCache(TEST_REDIS_URL, testRedisPrefix());
    const reads: string[][] = [];
    const app = await createTestApp({
      cache: {
        ...redis,
        get: (key) => {
          reads.push([key]);
          return redis.get(key);
        },
        mget: (keys) => {
          reads.push(keys);
          return redis.mget(keys);
        },
      },
    });
    try {
      const token = await app.login('xinli');
      const userId = (await app.services.sessions.lookup(token))?.userId ?? '';
      const menu = () => app.call({ method: 'GET', url: MENU, headers: auth(token) });
      expect((await menu()).status).toBe(200);
      reads.length = 0;
      expect((await menu()).status).toBe(200);
      // The installation's namespace comes first in every key (`app.ts`): compared without it.
      const unspaced = reads.map((keys) => keys.map((key) => key.slice(key.indexOf(':') + 1)));
      const session = `sess:${sha256(token)}`;
      const permissions = `perm:1000:${userId}`;
      expect(unspaced.filter((keys) => keys.includes(session) || keys.includes(permissions))).toEqual([
        [session, 'permver:catalog', 'permver:1000', permissions],
      ]);
    } finally {
      await app.close();
      await redis.close();
    }
  });
});
