import type { NoticeSocketMessage } from '@xinmiao/shared';

/** The part of a websocket the hub needs; `ws` sockets satisfy it, tests can pass fakes. */
export type NoticeSocket = { readonly readyState: number; send(data: string): void };

/** Who a notice is for: one user of a tenant, or (`userId: null`) everybody signed in to it. */
export type NoticeTarget = { tenantId: number; userId: string | null };

const OPEN = 1;

/**
 * This instance's open notification sockets, keyed by tenant and user. A delivery never leaves
 * its tenant: the tenant picks the bucket before the user does.
 */
export class LocalHub {
  private readonly tenants = new Map<number, Map<string, Set<NoticeSocket>>>();

  /** Registers a socket; the returned function unregisters it (on close). */
  add(tenantId: number, userId: string, socket: NoticeSocket): () => void {
    let users = this.tenants.get(tenantId);
    if (!users) {
      users = new Map();
      this.tenants.set(tenantId, users);
    }
    let sockets = users.get(userId);
    if (!sockets) {
      sockets = new Set();
      users.set(userId, sockets);
    }
    sockets.add(socket);
    return () => {
      sockets.delete(socket);
      if (sockets.size === 0) users.delete(userId);
      if (users.size === 0) this.tenants.delete(tenantId);
    };
  }

  /** Sends to the matching open sockets here; returns how many got it. */
  deliver(target: NoticeTarget, message: NoticeSocketMessage): number {
    const users = this.tenants.get(target.tenantId);
    if (!users) return 0;
    const buckets = target.userId === null ? [...users.values()] : [users.get(target.userId) ?? new Set()];
    const text = JSON.stringify(message);
    let sent = 0;
    for (const sockets of buckets) {
      for (const socket of sockets) {
        if (socket.readyState !== OPEN) continue;
        socket.send(text);
        sent += 1;
      }
    }
    return sent;
  }

  size(): number {
    let n = 0;
    for (const users of this.tenants.values()) for (const s of users.values()) n += s.size;
    return n;
  }
}
