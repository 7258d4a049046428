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
