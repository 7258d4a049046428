/**
 * Messages per minute per key (a student, a school), counted in this process: a sliding window of
 * send times, each key's list bounded by its limit.
 */
export class RateLimiter {
  private readonly sent = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Records a send and returns true when `key` has sent fewer than `perMinute` in the last minute. */
  take(key: string, perMinute: number): boolean {
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
