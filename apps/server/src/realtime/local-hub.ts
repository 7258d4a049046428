import type { NoticeSocketMessage } from '@xinmiao/shared';
import { DEFAULT_SOCKET_LIMITS, type SocketLimits, SocketQuota } from './socket-limits.ts';
import { bucket, type NoticeSocket, SessionSockets, sendToOpen } from './socket-sets.ts';

/** Who a notice is for: one user of a tenant, or (`userId: null`) everybody signed in to it. */
export type NoticeTarget = { tenantId: number; userId: string | null };

/** The session a socket was opened with. */
export type SocketOwner = { tenantId: number; userId: string; tokenHash: string };

/**
 * This instance's open notification sockets, keyed by tenant and user, and by session so that a
 * session's end can close them. A delivery never leaves its tenant: the tenant picks the bucket
 * before the user does.
 */
export class LocalHub {
  private readonly tenants = new Map<number, Map<string, Set<NoticeSocket>>>();
  private readonly sessions = new SessionSockets();
  private readonly quota: SocketQuota;

  constructor(readonly limits: SocketLimits = DEFAULT_SOCKET_LIMITS) {
    this.quota = new SocketQuota(limits.noticePerUser, limits.noticePerSchool);
  }

  /**
   * Registers a socket; the returned function unregisters it (on close). Null when the user or the
   * school already holds the most notice sockets allowed: the caller closes it.
   */
  add(owner: SocketOwner, socket: NoticeSocket): (() => void) | null {
    const release = this.quota.take(owner);
    if (!release) return null;
    let users = this.tenants.get(owner.tenantId);
    if (!users) {
      users = new Map();
      this.tenants.set(owner.tenantId, users);
    }
    const sockets = bucket(users, owner.userId);
    sockets.add(socket);
    const leaveSession = this.sessions.add(owner.tokenHash, socket);
    return () => {
      release();
      sockets.delete(socket);
      leaveSession();
      if (sockets.size === 0) users.delete(owner.userId);
      if (users.size === 0) this.tenants.delete(owner.tenantId);
    };
  }

  /** Sends to the matching open sockets here; returns how many got it. */
  deliver(target: NoticeTarget, message: NoticeSocketMessage): number {
    const users = this.tenants.get(target.tenantId);
    if (!users) return 0;
    const buckets = target.userId === null ? [...users.values()] : [users.get(target.userId) ?? new Set()];
    const text = JSON.stringify(message);
    return buckets.reduce((sent, sockets) => sent + sendToOpen(sockets, text), 0);
  }

  /** Users with an open socket here in the tenant. */
  usersIn(tenantId: number): string[] {
    return [...(this.tenants.get(tenantId)?.keys() ?? [])];
  }

  /** Closes every socket opened with one of these sessions; returns how many. */
  closeSessions(tokenHashes: readonly string[], code: number, reason: string): number {
    return this.sessions.close(tokenHashes, code, reason);
  }

  size(): number {
    let n = 0;
    for (const users of this.tenants.values()) for (const s of users.values()) n += s.size;
    return n;
  }
}
