import type { VxeServerMessage } from '@xinmiao/shared';
import type { SocketOwner } from './local-hub.ts';
import type { NoticeSocket } from './socket-sets.ts';
import { bucket, SessionSockets, sendToOpen } from './socket-sets.ts';

/**
 * This instance's open grid sockets, keyed by tenant and page (every user with the page open hears
 * its row updates), and by session so that a session's end closes them as it does notice sockets.
 */
export class VxeHub {
  private readonly pages = new Map<string, Set<NoticeSocket>>();
  private readonly sessions = new SessionSockets();

  /** Registers a socket; the returned function unregisters it (on close). */
  add(owner: SocketOwner, pageId: string, socket: NoticeSocket): () => void {
    const key = pageKey(owner.tenantId, pageId);
    const onPage = bucket(this.pages, key);
    onPage.add(socket);
    const leaveSession = this.sessions.add(owner.tokenHash, socket);
    return () => {
      onPage.delete(socket);
      leaveSession();
      if (onPage.size === 0) this.pages.delete(key);
    };
  }

  /** Sends to the page's open sockets in the tenant, the sender's too (its grid drops its own echo). */
  deliver(tenantId: number, pageId: string, message: VxeServerMessage): number {
    return sendToOpen(this.pages.get(pageKey(tenantId, pageId)) ?? [], JSON.stringify(message));
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
