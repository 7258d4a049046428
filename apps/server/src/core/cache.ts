import { Redis } from 'ioredis';
import { watchRedis } from './redis-watch.ts';

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

/**
 * A cache read or fill that fails (Redis down or restarting) counts as a miss: the database answers.
 * Writes that make an entry wrong (deletes, tombstones, versions) still fail their request, so no
 * stale entry outlives them.
 */
export async function orMiss<T>(work: Promise<T>, miss: T): Promise<T> {
  try {
    return await work;
  } catch {
    return miss;
  }
}

export function redisCache(url: string, keyPrefix = 'xm:'): Cache {
  // Each failed command reaches its caller; the outage itself needs no line here (fan-out logs it).
  const redis = watchRedis(
    new Redis(url, { keyPrefix, maxRetriesPerRequest: 2, lazyConnect: false }),
    () => {},
  );
  // Commands wait for the first connection; once Redis has been up, a command on a lost one fails
  // at once instead of waiting out reconnect attempts (up to seconds each, added up over a
  // request's cache calls), and a read falls back to the database.
  let wasReady = false;
  redis.on('ready', () => {
    wasReady = true;
  });
  const up = () => {
    if (wasReady && redis.status !== 'ready') throw new Error('Redis unreachable (reconnecting)');
    return redis;
  };
  return {
    get: async (key) => up().get(key),
    mget: async (keys) => up().mget(...keys),
    async set(key, value, ttl, mode) {
      const res =
        mode === 'nx' ? await up().set(key, value, 'EX', ttl, 'NX') : await up().set(key, value, 'EX', ttl);
      return res === 'OK';
    },
    async del(keys) {
      if (keys.length) await up().del(...keys);
    },
    incr: async (key) => up().incr(key),
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

/** Entries a memory cache holds before it sweeps out the expired ones. */
const MEMORY_SWEEP_AT = 10_000;

/**
 * The same cache inside this process, for the embedded database: PGlite is one process by nature,
 * so nothing else could hold a copy that goes stale. A PostgreSQL installation without Redis keeps
 * no cache at all, since its instances could not tell each other about a change.
 */
export function memoryCache(now: () => number = Date.now): Cache {
  const store = new Map<string, { value: string; until: number }>();
  const entryOf = (key: string) => {
    const entry = store.get(key);
    if (!entry || entry.until > now()) return entry;
    store.delete(key);
    return undefined;
  };
  const live = (key: string) => entryOf(key)?.value ?? null;
  const sweep = () => {
    if (store.size < MEMORY_SWEEP_AT) return;
    for (const [key, entry] of store) if (entry.until <= now()) store.delete(key);
  };
  return {
    get: async (key) => live(key),
    mget: async (keys) => keys.map(live),
    async set(key, value, ttl, mode) {
      if (mode === 'nx' && live(key) !== null) return false;
      sweep();
      store.set(key, { value, until: now() + ttl * 1000 });
      return true;
    },
    async del(keys) {
      for (const key of keys) store.delete(key);
    },
    async incr(key) {
      // Like Redis: a counter keeps the expiry it had, a new one has none.
      const entry = entryOf(key);
      const next = Number(entry?.value ?? '0') + 1;
      store.set(key, { value: String(next), until: entry?.until ?? Number.POSITIVE_INFINITY });
      return next;
    },
    async close() {
      store.clear();
    },
  };
}

/** Redis when configured; otherwise a memory cache on the embedded database and none on PostgreSQL. */
export function cacheFor(redisUrl: string | undefined, driver: 'pglite' | 'pg'): Cache | null {
  if (redisUrl) return redisCache(redisUrl);
  return driver === 'pglite' ? memoryCache() : null;
}
