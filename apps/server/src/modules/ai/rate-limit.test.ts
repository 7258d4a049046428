import { describe, expect, it } from 'vitest';
import { redisCache } from '../../core/cache.ts';
import { TEST_REDIS_URL, testRedisPrefix } from '../../test/redis.ts';
import { InFlight, RateLimiter, sharedLimiter } from './rate-limit.ts';

const takes = async (take: () => Promise<boolean>, n: number) => {
  const seen: boolean[] = [];
  for (let i = 0; i < n; i++) seen.push(await take());
  return seen;
};

describe('RateLimiter', () => {
  it('allows the limit per minute per key, then again once the minute has passed', async () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    expect(await takes(() => limiter.take('a', 2), 3)).toEqual([true, true, false]);
    expect(await limiter.take('b', 2)).toBe(true);
    now = 60_001;
    expect(await limiter.take('a', 2)).toBe(true);
  });
});

describe('sharedLimiter', () => {
  it('holds a school to its limit across two instances sharing Redis, and opens the next minute', async () => {
    const prefix = testRedisPrefix();
    const cacheA = redisCache(TEST_REDIS_URL, prefix);
    const cacheB = redisCache(TEST_REDIS_URL, prefix);
    let now = 120_000;
    const a = sharedLimiter(cacheA, () => now);
    const b = sharedLimiter(cacheB, () => now);
    try {
      expect([
        await a.take('1000:school', 3),
        await b.take('1000:school', 3),
        await a.take('1000:school', 3),
      ]).toEqual([true, true, true]);
      expect(await b.take('1000:school', 3)).toBe(false);
      expect(await a.take('1001:school', 3)).toBe(true);
      now += 60_000;
      expect(await b.take('1000:school', 3)).toBe(true);
    } finally {
      await cacheA.close();
      await cacheB.close();
    }
  });
});

describe('InFlight', () => {
  it('lets a school run its share at once and the next one in when one ends', () => {
    const gate = new InFlight();
    expect([1, 2, 3].map(() => gate.enter('1000', 2))).toEqual([true, true, false]);
    expect(gate.enter('1001', 2)).toBe(true);
    gate.leave('1000');
    expect(gate.enter('1000', 2)).toBe(true);
  });
});
