/** The part of a websocket the hub needs; `ws` sockets satisfy it. */
export type NoticeSocket = {
  readonly readyState: number;
  send(data: string): void;
  close(code: number, reason: string): void;
};

const OPEN = 1;

/** The socket set under `key`, made on first use. */
export function bucket<K>(map: Map<K, Set<NoticeSocket>>, key: K): Set<NoticeSocket> {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  return set;
}

/** Sends `text` to the sockets still open; returns how many got it. */
export function sendToOpen(sockets: Iterable<NoticeSocket>, text: string): number {
  let sent = 0;
  for (const socket of sockets) {
    if (socket.readyState !== OPEN) continue;
    socket.send(text);
    sent += 1;
  }
  return sent;
}

/** A hub's sockets by the session they were opened with, so that a session's end closes them. */
export class SessionSockets {
  private readonly sessions = new Map<string, Set<NoticeSocket>>();

  /** Files a socket under its session; the returned function takes it out again. */
  add(tokenHash: string, socket: NoticeSocket): () => void {
    const ofSession = bucket(this.sessions, tokenHash);
    ofSession.add(socket);
    return () => {
      ofSession.delete(socket);
      if (ofSession.size === 0) this.sessions.delete(tokenHash);
    };
  }

  /** Closes every socket opened with one of these sessions; returns how many. */
  close(tokenHashes: readonly string[], code: number, reason: string): number {
    let closed = 0;
    for (const hash of tokenHashes) {
      for (const socket of [...(this.sessions.get(hash) ?? [])]) {
        socket.close(code, reason);
        closed += 1;
      }
    }
    return closed;
  }
}
