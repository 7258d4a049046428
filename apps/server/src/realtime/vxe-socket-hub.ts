import type { VxeServerMessage } from '@xinmiao/shared';
import type { SocketOwner } from './local-hub.ts';
import { DEFAULT_SOCKET_LIMITS, FanoutBudget, type SocketLimits, SocketQuota } from './socket-limits.ts';
import type { NoticeSocket } from './socket-sets.ts';
import { bucket, SessionSockets, sendToOpen } from './socket-sets.ts';

/**
 * This instance's open grid sockets, keyed by tenant and page (every user with the page open hears
 * its row updates), and by session so that a session's end closes them as it does notice sockets.
 */
export class VxeHub {
  private readonly pages = new Map<string, Set<NoticeSocket>>();
  private readonly sessions = new SessionSockets();
  private readonly quota: SocketQuota;
  private readonly budget: FanoutBudget;

  constructor(readonly limits: SocketLimits = DEFAULT_SOCKET_LIMITS) {
    this.quota = new SocketQuota(limits.gridPerUser, limits.gridPerSchool);
    this.budget = new FanoutBudget(limits);
  }

  /** Registers a socket; the returned function unregisters it (on close). Null when over the caps. */
  add(owner: SocketOwner, pageId: string, socket: NoticeSocket): (() => void) | null {
    const release = this.quota.take(owner);
    if (!release) return null;
    const key = pageKey(owner.tenantId, pageId);
    const onPage = bucket(this.pages, key);
    onPage.add(socket);
    const leaveSession = this.sessions.add(owner.tokenHash, socket);
    return () => {
      release();
      onPage.delete(socket);
      leaveSession();
      if (onPage.size === 0) this.pages.delete(key);
    };
  }

  /**
   * Sends to the page's open sockets in the tenant, the sender's too (its grid drops its own echo).
   * Each socket reached is charged to the school's fan-out budget; null (nothing sent) once it is spent.
   */
  deliver(tenantId: number, pageId: string, message: VxeServerMessage): number | null {
    const sockets = this.pages.get(pageKey(tenantId, pageId));
    if (!sockets) return 0;
    if (!this.budget.spend(tenantId, sockets.size)) return null;
    return sendToOpen(sockets, JSON.stringify(message));
  }

  closeSessions(tokenHashes: readonly string[], code: number, reason: string): number {
    return this.sessions.close(tokenHashes, code, reason);
  }

  size(): number {
    let n = 0;
    for (const sockets of this.pages.values()) n += sockets.size;
    return n;
  }
}

// JSON keeps a page id containing ':' from colliding with another tenant's key.
const pageKey = (tenantId: number, pageId: string) => JSON.stringify([tenantId, pageId]);
