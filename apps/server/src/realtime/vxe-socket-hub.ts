import type { VxeServerMessage } from '@xinmiao/shared';
import type { NoticeSocket, SocketOwner } from './local-hub.ts';

const OPEN = 1;

/**
 * This instance's open grid sockets, keyed by tenant and page (every user with the page open hears
 * its row updates), and by session so that a session's end closes them as it does notice sockets.
 */
export class VxeHub {
  private readonly pages = new Map<string, Set<NoticeSocket>>();
  private readonly sessions = new Map<string, Set<NoticeSocket>>();

  /** Registers a socket; the returned function unregisters it (on close). */
  add(owner: SocketOwner, pageId: string, socket: NoticeSocket): () => void {
    const key = pageKey(owner.tenantId, pageId);
    const onPage = bucket(this.pages, key);
    const ofSession = bucket(this.sessions, owner.tokenHash);
    onPage.add(socket);
    ofSession.add(socket);
    return () => {
      onPage.delete(socket);
      ofSession.delete(socket);
      if (onPage.size === 0) this.pages.delete(key);
      if (ofSession.size === 0) this.sessions.delete(owner.tokenHash);
    };
  }

  /** Sends to the page's open sockets in the tenant, the sender's too (its grid drops its own echo). */
  deliver(tenantId: number, pageId: string, message: VxeServerMessage): number {
    const text = JSON.stringify(message);
    let sent = 0;
    for (const socket of this.pages.get(pageKey(tenantId, pageId)) ?? []) {
      if (socket.readyState !== OPEN) continue;
      socket.send(text);
      sent += 1;
    }
    return sent;
  }

  closeSessions(tokenHashes: readonly string[], code: number, reason: string): number {
    let closed = 0;
    for (const hash of tokenHashes) {
      for (const socket of [...(this.sessions.get(hash) ?? [])]) {
        socket.close(code, reason);
        closed += 1;
      }
    }
    return closed;
  }

  size(): number {
    let n = 0;
    for (const sockets of this.pages.values()) n += sockets.size;
    return n;
  }
}

// JSON keeps a page id containing ':' from colliding with another tenant's key.
const pageKey = (tenantId: number, pageId: string) => JSON.stringify([tenantId, pageId]);

function bucket<K>(map: Map<K, Set<NoticeSocket>>, key: K): Set<NoticeSocket> {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  return set;
}
