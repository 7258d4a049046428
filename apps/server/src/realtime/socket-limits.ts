/**
 * What one user and one school may hold and send on this instance's sockets. One admin with 100 grid
 * sockets turned 8.8k messages into 883k deliveries and made another school wait 25 s; 3,000 notice
 * sockets of one account were accepted. Excess is closed with the codes of `SocketClose`.
 */
export type SocketLimits = {
  noticePerUser: number;
  noticePerSchool: number;
  gridPerUser: number;
  gridPerSchool: number;
  /** Each socket's messages: a steady rate per second and the burst above it. */
  messagesPerSecond: number;
  messageBurst: number;
  /** Grid deliveries (messages × sockets reached) one school may cause per window. */
  fanoutPerSchool: number;
  fanoutWindowMs: number;
};

/**
 * A console opens one notice socket per tab and one grid socket per open grid; a school's staff
 * online at once stay far below the school caps. Heartbeats come every 10–20 s and edits at typing speed.
 */
export const DEFAULT_SOCKET_LIMITS: SocketLimits = {
  noticePerUser: 10,
  noticePerSchool: 2000,
  gridPerUser: 5,
  gridPerSchool: 200,
  messagesPerSecond: 5,
  messageBurst: 20,
  fanoutPerSchool: 20_000,
  fanoutWindowMs: 10_000,
};

/** Open sockets per user and per school; `take` refuses one over either cap. */
export class SocketQuota {
  private readonly schools = new Map<number, number>();
  private readonly users = new Map<string, number>();

  constructor(
    private readonly perUser: number,
    private readonly perSchool: number,
  ) {}

  /** Counts the socket in, or returns null when the user or the school is at its cap; the function counts it out. */
  take(owner: { tenantId: number; userId: string }): (() => void) | null {
    const userKey = JSON.stringify([owner.tenantId, owner.userId]);
    const school = this.schools.get(owner.tenantId) ?? 0;
    const user = this.users.get(userKey) ?? 0;
    if (user >= this.perUser || school >= this.perSchool) return null;
    this.schools.set(owner.tenantId, school + 1);
    this.users.set(userKey, user + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const s = (this.schools.get(owner.tenantId) ?? 1) - 1;
      const u = (this.users.get(userKey) ?? 1) - 1;
      if (s > 0) this.schools.set(owner.tenantId, s);
      else this.schools.delete(owner.tenantId);
      if (u > 0) this.users.set(userKey, u);
      else this.users.delete(userKey);
    };
  }
}

/** A token bucket: `messageBurst` at once, refilled at `messagesPerSecond`. */
export class MessageRate {
  private tokens: number;
  private last: number;

  constructor(
    private readonly limits: Pick<SocketLimits, 'messagesPerSecond' | 'messageBurst'>,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = limits.messageBurst;
    this.last = now();
  }

  /** Whether one more message may pass now. */
  take(): boolean {
    const now = this.now();
    const refill = ((now - this.last) / 1000) * this.limits.messagesPerSecond;
    this.tokens = Math.min(this.limits.messageBurst, this.tokens + refill);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Deliveries per school per fixed window; `spend` refuses a delivery that would pass the budget. */
export class FanoutBudget {
  private readonly spent = new Map<number, { window: number; used: number }>();

  constructor(
    private readonly limits: Pick<SocketLimits, 'fanoutPerSchool' | 'fanoutWindowMs'>,
    private readonly now: () => number = Date.now,
  ) {}

  spend(tenantId: number, deliveries: number): boolean {
    const window = Math.floor(this.now() / this.limits.fanoutWindowMs);
    const current = this.spent.get(tenantId);
    const used = current && current.window === window ? current.used : 0;
    if (used + deliveries > this.limits.fanoutPerSchool) return false;
    this.spent.set(tenantId, { window, used: used + deliveries });
    return true;
  }
}
