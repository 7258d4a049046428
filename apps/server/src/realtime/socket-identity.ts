import { createHash } from 'node:crypto';

/**
 * Close codes of the notification socket, in the 4000 range websockets leave to applications.
 * `unauthorized` also ends the sockets of a revoked session (the console stops reconnecting);
 * `sessionChanged` ends those of a session that switched tenant (the console reconnects).
 */
export const SocketClose = { unauthorized: 4401, forbidden: 4403, sessionChanged: 4409 } as const;

/** The first `Sec-WebSocket-Protocol` value: the console sends its session token there. */
export function protocolToken(header: string | string[] | undefined): string | null {
  const raw = Array.isArray(header) ? header[0] : header;
  const first = raw?.split(',')[0]?.trim();
  return first ? first : null;
}

/**
 * Whether the path id names the token's own user: the plain user id (Vue2 console) or
 * `<userId>_<md5(token)>` (Vue3 console). Anything else would let a session listen as someone else.
 */
export function pathNamesUser(pathId: string, userId: string, token: string): boolean {
  if (pathId === userId) return true;
  const md5 = createHash('md5').update(token).digest('hex');
  return pathId === `${userId}_${md5}`;
}
