import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { redisCache } from './cache.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (app: TestApp['app'], url: string) => app.inject({ method: 'GET', url });

describe('health probes (issue 24)', () => {
  it('liveness answers anonymously with a bare status and nothing else', async () => {
    for (const url of ['/jeecg-boot/actuator/health', '/jeecg-boot/actuator/health/liveness']) {
      const reply = await get(t.app, url);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ status: 'UP' });
      expect(reply.headers['cache-control']).toBe('no-store');
    }
  });

  it('readiness is UP once the database answers and every migration is applied', async () => {
    const reply = await get(t.app, '/jeecg-boot/actuator/health/readiness');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'UP' });
  });

  it('readiness is OUT_OF_SERVICE (503) while a migration of this build is not applied', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const { rows } = (await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${newest} returning hash, created_at`,
    )) as unknown as { rows: { hash: string; created_at: string }[] };
    try {
      const reply = await get(t.app, '/jeecg-boot/actuator/health/readiness');
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toEqual({ status: 'OUT_OF_SERVICE' });
    } finally {
      for (const row of rows) {
        await t.db.execute(
          sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at})`,
        );
      }
    }
    expect((await get(t.app, '/jeecg-boot/actuator/health/readiness')).statusCode).toBe(200);
  });

  it('readiness is OUT_OF_SERVICE (503) when Redis cannot be reached; liveness stays UP', async () => {
    // Nothing listens on port 1: every command fails once ioredis has spent its retries.
    const cache = redisCache('redis://127.0.0.1:1');
    const down = await createTestApp({ testDb: t.testDb, cache });
    try {
      const reply = await get(down.app, '/jeecg-boot/actuator/health/readiness');
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toEqual({ status: 'OUT_OF_SERVICE' });
      expect((await get(down.app, '/jeecg-boot/actuator/health')).statusCode).toBe(200);
    } finally {
      await down.close();
      await cache.close().catch(() => undefined);
    }
  });
});
