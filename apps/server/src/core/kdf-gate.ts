import { availableParallelism } from 'node:os';

/**
 * At most `slots` password derivations (scrypt, on libuv's thread pool) at once, the rest waiting
 * here in two queues: a sign-in from an address with no recent failures goes first. Without it a
 * spray of wrong logins filled the thread pool and a real login queued behind all of it (230 ms
 * became 4 s). Waiting is a promise, so nothing holds the event loop.
 */
export class KdfGate {
  private running = 0;
  private readonly first: (() => void)[] = [];
  private readonly later: (() => void)[] = [];

  constructor(private readonly slots = Math.max(1, availableParallelism())) {}

  async run<T>(priority: boolean, work: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) {
      await new Promise<void>((start) => (priority ? this.first : this.later).push(start));
    } else this.running++;
    try {
      return await work();
    } finally {
      const next = this.first.shift() ?? this.later.shift();
      // The slot passes straight to the next waiter; `running` only drops when nobody waits.
      if (next) next();
      else this.running--;
    }
  }

  /** Derivations waiting for a slot (tests, diagnostics). */
  get waiting(): number {
    return this.first.length + this.later.length;
  }
}

/** The instance's gate for sign-in password checks. */
export const signInKdf = new KdfGate();
