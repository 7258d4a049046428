import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { type Cache, redisCache } from '../../apps/server/src/core/cache.ts';
import type { DbHandle } from '../../apps/server/src/db/types.ts';

export type SignedInApp = { app: FastifyInstance; cache: Cache; token: string };

/**
 * The server on `handle` with sessions and permissions cached in Redis as in production
 * (BENCH_REDIS_URL, default redis://127.0.0.1:6379, under a key prefix of its own), and the seeded
 * admin signed in. The caller closes `app`, then `cache`.
 */
export async function signedInApp(handle: DbHandle, adminPassword: string): Promise<SignedInApp> {
  const cache = redisCache(
    process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    `xm-bench-${randomBytes(4).toString('hex')}:`,
  );
  const { app } = await buildApp({ db: handle.db, loginCaptcha: false, cache });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/jeecg-boot/sys/login',
    payload: { username: 'admin', password: adminPassword },
  });
  const token = (login.json() as { result: { token: string } }).result.token;
  return { app, cache, token };
}
