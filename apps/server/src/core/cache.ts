import { Redis } from 'ioredis';

/**
 * Optional shared cache (Redis). The database stays the source of truth; the cache only saves
 * lookups, and every write path that could make an entry wrong deletes or tombstones it.
 */
export type Cache = {
  get(key: string): Promise<string | null>;
  mget(keys: string[]): Promise<(string | null)[]>;
  /** `nx`: only when absent, so a concurrent tombstone is never overwritten by a stale fill. */
  set(key: string, value: string, ttlSeconds: number, mode?: 'nx'): Promise<boolean>;
  del(keys: string[]): Promise<void>;
  incr(key: string): Promise<number>;
  close(): Promise<void>;
};

export function redisCache(url: string, keyPrefix = 'xm:'): Cache {
  const redis = new Redis(url, { keyPrefix, maxRetriesPerRequest: 2, lazyConnect: false });
  return {
    get: (key) => redis.get(key),
    mget: (keys) => redis.mget(...keys),
    async set(key, value, ttl, mode) {
      const res =
        mode === 'nx' ? await redis.set(key, value, 'EX', ttl, 'NX') : await redis.set(key, value, 'EX', ttl);
      return res === 'OK';
    },
    async del(keys) {
      if (keys.length) await redis.del(...keys);
    },
    incr: (key) => redis.incr(key),
    async close() {
      await redis.quit();
    },
  };
}

/** The same cache with every key under `prefix`: one installation's entries out of another's reach. */
export function namespacedCache(cache: Cache, prefix: string): Cache {
  const scoped = (key: string) => `${prefix}${key}`;
  return {
    get: (key) => cache.get(scoped(key)),
    mget: (keys) => cache.mget(keys.map(scoped)),
    set: (key, value, ttl, mode) => cache.set(scoped(key), value, ttl, mode),
    del: (keys) => cache.del(keys.map(scoped)),
    incr: (key) => cache.incr(scoped(key)),
    close: () => cache.close(),
  };
}
