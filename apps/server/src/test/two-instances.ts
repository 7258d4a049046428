import { redisCache } from '../core/cache.ts';
import { TEST_REDIS_URL, testRedisPrefix } from './redis.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Two instances on one database, each with its own Redis connection under one fresh key prefix. */
export async function withTwoInstances(run: (a: TestApp, b: TestApp) => Promise<void>): Promise<void> {
  const prefix = testRedisPrefix();
  const cacheA = redisCache(TEST_REDIS_URL, prefix);
  const cacheB = redisCache(TEST_REDIS_URL, prefix);
  const a = await createTestApp({ cache: cacheA });
  const b = await createTestApp({ cache: cacheB, testDb: a.testDb });
  try {
    await run(a, b);
  } finally {
    await b.close();
    await a.close();
    await cacheA.close();
    await cacheB.close();
  }
}
