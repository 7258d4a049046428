import { setTimeout as sleep } from 'node:timers/promises';
import type { SignInTier } from './sign-in-gate.ts';

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

/**
 * A right password from `address`: it stays known on this instance for 30 days. With the account's
 * `username`, that sign-in no longer counts against the account's budget of sign-ins from fresh
 * addresses (`signInTier`): only checks that proved nothing spend it.
 */
export function noteSuccess(address: string, now = Date.now(), username?: string): void {
  remember(succeededAt, address, now);
  const seen = username === undefined ? undefined : freshChecks.get(username);
  if (seen && seen.count > 0) seen.count--;
}

/**
 * Someone proved a password from `address` lately: the overall sign-in caps do not apply to it
 * (`rate-limits.ts`), so a spray from many other addresses cannot lock its users out.
 */
export function knownAddress(address: string, now = Date.now()): boolean {
  const at = succeededAt.get(address);
  return at !== undefined && now - at <= KNOWN_MS;
}

/** No wrong password from `address` lately: its sign-in is served before a spray's (`SignInGate`). */
export function cleanAddress(address: string, now = Date.now()): boolean {
  const at = failedAt.get(address);
  return at === undefined || now - at > REMEMBER_MS;
}

/** Sign-ins per account and minute from addresses without a proven history that go in tier 1. */
export const ACCOUNT_FRESH_PER_MINUTE = 10;
const freshChecks = new Map<string, { start: number; count: number }>();

/** Counts one sign-in to `username` from an address without a proven history; true while within the budget. */
function accountBudgetHolds(username: string, now: number): boolean {
  const seen = freshChecks.get(username);
  if (!seen || now - seen.start > 60_000) {
    freshChecks.delete(username);
    freshChecks.set(username, { start: now, count: 1 });
    for (const key of freshChecks.keys()) {
      if (freshChecks.size <= MAX_ADDRESSES) break;
      freshChecks.delete(key);
    }
    return true;
  }
  seen.count++;
  return seen.count <= ACCOUNT_FRESH_PER_MINUTE;
}

/**
 * Sign-ins per second and instance from addresses without a proven history that go in tier 1,
 * whatever the account: a spray of random names from fresh addresses has an account budget per
 * name. A school's busiest minute (a class of a thousand signing in) is about 17 a second; those
 * past this still sign in, in tier 2.
 */
export const FRESH_PER_SECOND = 5;
let freshSecond = { start: 0, count: 0 };

function instanceBudgetHolds(now: number): boolean {
  // A clock set back (or a caller's time ahead of this one) starts a new second too, never none.
  if (now < freshSecond.start || now - freshSecond.start >= 1000) freshSecond = { start: now, count: 0 };
  freshSecond.count++;
  return freshSecond.count <= FRESH_PER_SECOND;
}

/**
 * Where a password check waits in the sign-in gate (`SignInGate`). A fresh address is no evidence of a
 * person: a spray from thousands of new addresses has no failures yet either. So an address that
 * proved a password lately goes first (0); then addresses without recent failures, but only the
 * first `ACCOUNT_FRESH_PER_MINUTE` such sign-ins per account and minute and `FRESH_PER_SECOND` per
 * instance (1), so a spray's fresh addresses compete among themselves and with the accounts they
 * target, not with every account; everything else last (2).
 */
export function signInTier(address: string, username: string, now = Date.now()): SignInTier {
  if (knownAddress(address, now)) return 0;
  if (!cleanAddress(address, now)) return 2;
  return accountBudgetHolds(username, now) && instanceBudgetHolds(now) ? 1 : 2;
}

/**
 * Waits longer the more wrong passwords the (username, address) pair has had: none for the first
 * two, then 0.5 s, 1 s, 2 s, 4 s. A timer, so the event loop and the password hashing stay free.
 */
export async function progressiveDelay(pairFailures: number): Promise<void> {
  if (pairFailures < 2) return;
  await sleep(Math.min(500 * 2 ** (pairFailures - 2), 4000));
}
