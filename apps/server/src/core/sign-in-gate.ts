import { availableParallelism } from 'node:os';

/**
 * Who goes first (`signInTier`): 0 an address that proved a password lately, 1 an address without
 * recent failures signing in to an account whose budget for such sign-ins holds, 2 everyone else.
 */
export type SignInTier = 0 | 1 | 2;

/**
 * At most `slots` password derivations (scrypt, on libuv's thread pool) at once, the rest waiting
 * here in one queue per tier, the lower tier first. Without it a spray of wrong logins filled the
 * thread pool and a real login queued behind all of it (230 ms became 4 s). The last tier (failing
 * addresses, spent account budgets) holds at most `lastTierSlots`, one fewer than `slots`: a spray
 * then never has every core, and a person's check starts at once instead of after a spray's.
 * Waiting is a promise, so nothing holds the event loop.
 */
export class SignInGate {
  private running = 0;
  private runningLast = 0;
  private readonly queues: [(() => void)[], (() => void)[], (() => void)[]] = [[], [], []];

  constructor(
    private readonly slots = Math.max(1, availableParallelism()),
    private readonly lastTierSlots = Math.max(1, slots - 1),
  ) {}

  async run<T>(tier: SignInTier, work: () => Promise<T>): Promise<T> {
    if (this.mayStart(tier)) this.take(tier);
    // The slot is taken for it by `release`, so a newcomer cannot slip in between.
    else await new Promise<void>((start) => this.queues[tier].push(start));
    try {
      return await work();
    } finally {
      this.release(tier);
    }
  }

  private mayStart(tier: SignInTier): boolean {
    return this.running < this.slots && (tier < 2 || this.runningLast < this.lastTierSlots);
  }

  private take(tier: SignInTier): void {
    this.running++;
    if (tier === 2) this.runningLast++;
  }

  private release(tier: SignInTier): void {
    this.running--;
    if (tier === 2) this.runningLast--;
    for (const next of [0, 1, 2] as const) {
      const start = this.queues[next][0];
      if (start && this.mayStart(next)) {
        this.queues[next].shift();
        this.take(next);
        start();
        return;
      }
    }
  }

  /** Derivations waiting for a slot (tests, diagnostics). */
  get waiting(): number {
    return this.queues.reduce((n, queue) => n + queue.length, 0);
  }
}

/** The instance's gate for sign-in password checks. */
export const signInKdf = new SignInGate();

/** The instance's gate for whole sign-in checks (database reads and writes, then the password). */
export const signInChecks = new SignInGate(Number.POSITIVE_INFINITY, 2);
