import type { Cache } from '../../core/cache.ts';

/** Messages per minute per key (a student, a school). */
export type MessageLimiter = {
  /** Records a send and resolves true when `key` has sent fewer than `perMinute` this minute. */
  take(key: string, perMinute: number): Promise<boolean>;
};

/**
 * Counted in this process: a sliding window of send times, each key's list bounded by its limit.
 * Used only where no shared cache exists (PostgreSQL without Redis); limits are then per instance.
 */
export class RateLimiter implements MessageLimiter {
  private readonly sent = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  async take(key: string, perMinute: number): Promise<boolean> {
    const since = this.now() - 60_000;
    const times = (this.sent.get(key) ?? []).filter((t) => t > since);
    if (times.length >= perMinute) {
      this.sent.set(key, times);
      return false;
    }
    times.push(this.now());
    this.sent.set(key, times);
    if (this.sent.size > 100_000) this.sent.delete(this.sent.keys().next().value ?? '');
    return true;
  }
}

/**
 * Counted in the shared cache (Redis with several instances): a fixed one-minute window per key,
 * so the limits hold for the school across every instance. The counter expires on its own.
 */
export function sharedLimiter(cache: Cache, now: () => number = Date.now): MessageLimiter {
  return {
    async take(key, perMinute) {
      const counter = `ai:rate:${key}:${Math.floor(now() / 60_000)}`;
      await cache.set(counter, '0', 120, 'nx');
      return (await cache.incr(counter)) <= perMinute;
    },
  };
}

/**
 * Chats in progress per school in this process: a school past its share is told to wait, so its
 * flood cannot take the whole server from the other schools.
 */
export class InFlight {
  private readonly running = new Map<string, number>();

  enter(key: string, max: number): boolean {
    const now = this.running.get(key) ?? 0;
    if (now >= max) return false;
    this.running.set(key, now + 1);
    return true;
  }

  leave(key: string): void {
    const now = (this.running.get(key) ?? 1) - 1;
    if (now <= 0) this.running.delete(key);
    else this.running.set(key, now);
  }
}
