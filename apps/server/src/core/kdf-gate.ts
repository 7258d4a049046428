import { availableParallelism } from 'node:os';

/**
 * Who goes first (`signInTier`): 0 an address that proved a password lately, 1 an address without
 * recent failures signing in to an account whose budget for such sign-ins holds, 2 everyone else.
 */
export type KdfTier = 0 | 1 | 2;

/**
 * At most `slots` password derivations (scrypt, on libuv's thread pool) at once, the rest waiting
 * here in one queue per tier, the lower tier first. Without it a spray of wrong logins filled the
 * thread pool and a real login queued behind all of it (230 ms became 4 s). Waiting is a promise,
 * so nothing holds the event loop.
 */
export class KdfGate {
  private running = 0;
  private readonly queues: [(() => void)[], (() => void)[], (() => void)[]] = [[], [], []];

  constructor(private readonly slots = Math.max(1, availableParallelism())) {}

  async run<T>(tier: KdfTier, work: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) {
      await new Promise<void>((start) => this.queues[tier].push(start));
    } else this.running++;
    try {
      return await work();
    } finally {
      const next = this.queues[0].shift() ?? this.queues[1].shift() ?? this.queues[2].shift();
      // The slot passes straight to the next waiter; `running` only drops when nobody waits.
      if (next) next();
      else this.running--;
    }
  }

  /** Derivations waiting for a slot (tests, diagnostics). */
  get waiting(): number {
    return this.queues.reduce((n, queue) => n + queue.length, 0);
  }
}

/** The instance's gate for sign-in password checks. */
export const signInKdf = new KdfGate();
