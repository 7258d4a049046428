import { setTimeout as sleep } from 'node:timers/promises';

const REMEMBER_MS = 10 * 60_000;
/** How long an address that signed someone in stays known (`knownAddress`). */
const KNOWN_MS = 30 * 24 * 3600_000;
const MAX_ADDRESSES = 50_000;
const failedAt = new Map<string, number>();
const succeededAt = new Map<string, number>();

function remember(map: Map<string, number>, address: string, now: number): void {
  map.delete(address);
  map.set(address, now);
  // Oldest first (insertion order): a spray of addresses cannot grow the map without bound.
  for (const key of map.keys()) {
    if (map.size <= MAX_ADDRESSES) break;
    map.delete(key);
  }
}

/** A wrong password from `address` (its `addressKey`), remembered on this instance for 10 minutes. */
export function noteFailure(address: string, now = Date.now()): void {
  remember(failedAt, address, now);
}

/** A right password from `address`: it stays known on this instance for 30 days. */
export function noteSuccess(address: string, now = Date.now()): void {
  remember(succeededAt, address, now);
}

/**
 * Someone proved a password from `address` lately: the overall sign-in caps do not apply to it
 * (`rate-limits.ts`), so a spray from many other addresses cannot lock its users out.
 */
export function knownAddress(address: string, now = Date.now()): boolean {
  const at = succeededAt.get(address);
  return at !== undefined && now - at <= KNOWN_MS;
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
