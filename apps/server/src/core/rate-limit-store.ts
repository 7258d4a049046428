import type { Redis } from 'ioredis';

type Count = { current: number; ttl: number };
type Done = (err: Error | null, result: Count) => void;

const MAX_KEYS = 10_000;

/**
 * In-memory fixed-window counters for `@fastify/rate-limit` without Redis. The plugin's own
 * LocalStore hands every caller the same mutable entry and reads it after an `await`, so a burst
 * of parallel requests all read the burst's final count and are all refused, the first ones too.
 * Each call here gets its own snapshot.
 */
export class MemoryRateStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  incr(key: string, done: Done, timeWindow: number): void {
    const now = Date.now();
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      this.windows.delete(key);
      if (this.windows.size >= MAX_KEYS) this.evict(now);
      entry = { count: 0, resetAt: now + timeWindow };
      this.windows.set(key, entry);
    }
    entry.count++;
    done(null, { current: entry.count, ttl: entry.resetAt - now });
  }

  read(key: string, done: Done): void {
    const now = Date.now();
    const entry = this.windows.get(key);
    done(
      null,
      entry && entry.resetAt > now
        ? { current: entry.count, ttl: entry.resetAt - now }
        : { current: 0, ttl: 0 },
    );
  }

  child(): MemoryRateStore {
    return new MemoryRateStore();
  }

  // Expired windows go first; if every window is live, the oldest ones (insertion order) make room.
  private evict(now: number): void {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}

// One window per key: the first count sets its expiry; every count reads what is left of it.
const COUNT_IN_WINDOW = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

const READ_WINDOW = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
return {tonumber(current), redis.call('PTTL', KEYS[1])}`;

const counted = (reply: unknown): Count => {
  const [current, ttl] = Array.isArray(reply) ? reply.map(Number) : [];
  if (current === undefined || ttl === undefined || Number.isNaN(current)) {
    throw new Error('unexpected rate-limit reply from Redis');
  }
  return { current, ttl: Math.max(ttl, 0) };
};

/**
 * Fixed-window counters in Redis, shared by every instance. While Redis cannot answer (down,
 * restarting, or slower than the client's command timeout) this instance counts in its own memory
 * instead: a sign-in spray during an outage meets the same per-instance limits as an installation
 * without Redis, instead of unlimited tries (counting skipped) or a sign-in closed to everybody
 * (counting failed). The counts of the outage are forgotten once Redis answers again.
 */
function firstConnection(redis: Redis): { connected: boolean } {
  const link = { connected: redis.status === 'ready' };
  if (!link.connected) redis.once('ready', () => (link.connected = true));
  return link;
}

export class RedisRateStore {
  private readonly memory = new MemoryRateStore();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    /**
     * Whether Redis has answered once; until then a count waits for the first connection (or its
     * failure). One per connection, shared by the per-route stores (`child`), so that each of them
     * does not add a listener of its own to the connection.
     */
    private readonly link: { connected: boolean } = firstConnection(redis),
  ) {}

  private away(): boolean {
    return this.link.connected && this.redis.status !== 'ready';
  }

  incr(key: string, done: Done, timeWindow: number): void {
    if (this.away()) {
      this.memory.incr(key, done, timeWindow);
      return;
    }
    this.redis.eval(COUNT_IN_WINDOW, 1, `${this.prefix}${key}`, timeWindow).then(
      (reply) => done(null, counted(reply)),
      () => this.memory.incr(key, done, timeWindow),
    );
  }

  read(key: string, done: Done): void {
    if (this.away()) {
      this.memory.read(key, done);
      return;
    }
    this.redis.eval(READ_WINDOW, 1, `${this.prefix}${key}`).then(
      (reply) => done(null, counted(reply)),
      () => this.memory.read(key, done),
    );
  }

  child(): RedisRateStore {
    return new RedisRateStore(this.redis, this.prefix, this.link);
  }

  /** The class `@fastify/rate-limit` constructs (`store`), counting on `redis` under `prefix`. */
  static on(redis: Redis, prefix: string): new () => RedisRateStore {
    return class extends RedisRateStore {
      constructor() {
        super(redis, prefix);
      }
    };
  }
}
