import { createHash } from 'node:crypto';

/**
 * Close codes of the notification and grid sockets, in the 4000 range websockets leave to applications.
 * `unauthorized` also ends the sockets of a revoked session (the console stops reconnecting);
 * `sessionChanged` ends those of a session that switched tenant (the console reconnects).
 * `rateLimited`: the socket sent more messages than its rate allows; `tooManySockets`: the user or the
 * school already holds the most sockets of that kind on this instance; `fanoutBudget`: the school's grid
 * deliveries for the current window are spent, so the sending grid socket is closed (`socket-limits.ts`).
 * `serviceRestart` is the standard 1012 (Service Restart): the instance is shutting down, and the
 * console reconnects at once, through the proxy, to an instance that stays.
 */
export const SocketClose = {
  unauthorized: 4401,
  forbidden: 4403,
  sessionChanged: 4409,
  rateLimited: 4429,
  tooManySockets: 4430,
  fanoutBudget: 4431,
  serviceRestart: 1012,
} as const;

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
