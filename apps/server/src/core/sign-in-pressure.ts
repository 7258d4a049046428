import { setTimeout as sleep } from 'node:timers/promises';

const REMEMBER_MS = 10 * 60_000;
const MAX_ADDRESSES = 50_000;
const failedAt = new Map<string, number>();

/** A wrong password from `address` (its `addressKey`), remembered on this instance for 10 minutes. */
export function noteFailure(address: string, now = Date.now()): void {
  failedAt.delete(address);
  failedAt.set(address, now);
  // Oldest first (insertion order): a spray of addresses cannot grow the map without bound.
  for (const key of failedAt.keys()) {
    if (failedAt.size <= MAX_ADDRESSES) break;
    failedAt.delete(key);
  }
}

/** No wrong password from `address` lately: its sign-in is served before a spray's (`KdfGate`). */
export function cleanAddress(address: string, now = Date.now()): boolean {
  const at = failedAt.get(address);
  return at === undefined || now - at > REMEMBER_MS;
}

/**
 * Waits longer the more wrong passwords the (username, address) pair has had: none for the first
 * two, then 0.5 s, 1 s, 2 s, 4 s. A timer, so the event loop and the password hashing stay free.
 */
export async function progressiveDelay(pairFailures: number): Promise<void> {
  if (pairFailures < 2) return;
  await sleep(Math.min(500 * 2 ** (pairFailures - 2), 4000));
}
