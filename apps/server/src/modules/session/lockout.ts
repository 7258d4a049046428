import { and, countDistinct, eq, gt, lt, sql } from 'drizzle-orm';
import { newId } from '../../db/ids.ts';
import { sysLoginAttempt, sysLoginKnown } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';

const WINDOW_MS = 10 * 60_000;
/** Failures of one username from one address (IPv6: one /64) before that pair is locked. */
const PAIR_FAILURES = 5;
/**
 * Failures of one username from all addresses before the account itself is locked: far above the
 * pair limit, so nobody locks another person out by guessing from one place, while guessing from
 * many places stays bounded.
 */
const ACCOUNT_FAILURES = 50;
/** How long a sign-in keeps its (username, address) pair out of the account's lock. */
const KNOWN_DAYS = 30;

/** `known`: the username signed in from this address lately, so only the pair's own failures lock it. */
type Failures = { pair: number; account: number; known: boolean };

/** A repeated guess (same `guess` digest) counts once; a claim without a digest counts alone. */
const guess = sql`coalesce(${sysLoginAttempt.guess}, ${sysLoginAttempt.id})`;

async function failuresInWindow(db: Db, username: string, address: string): Promise<Failures> {
  const [row] = await db
    .select({
      account: countDistinct(guess),
      pair: countDistinct(sql`case when ${sysLoginAttempt.ip} = ${address} then ${guess} end`),
      known: sql<boolean>`exists (select 1 from ${sysLoginKnown} where ${sysLoginKnown.username} = ${username}
        and ${sysLoginKnown.address} = ${address}
        and ${sysLoginKnown.lastSignIn} > now() - make_interval(days => ${KNOWN_DAYS}))`,
    })
    .from(sysLoginAttempt)
    .where(
      and(
        eq(sysLoginAttempt.username, username),
        gt(sysLoginAttempt.createTime, new Date(Date.now() - WINDOW_MS)),
      ),
    );
  return { pair: Number(row?.pair ?? 0), account: Number(row?.account ?? 0), known: row?.known === true };
}

const over = (f: Failures, slack: number) =>
  f.pair > PAIR_FAILURES + slack || (!f.known && f.account > ACCOUNT_FAILURES + slack);

/**
 * JeecgBoot locks a username after 5 failures in 10 minutes, so anyone could lock anyone out. Here
 * the (username, address) pair is locked after 5; the account only after 50 from anywhere, and not
 * for an address the username signed in from within 30 days: a spray from thousands of addresses
 * cannot lock the person out of the place they sign in from, and their own address keeps its five.
 */
export async function isLockedOut(db: Db, username: string, address: string): Promise<boolean> {
  return (await lockState(db, username, address)).locked;
}

/** Wrong passwords of the pair and of the account in the window, and whether either is locked. */
export async function lockState(
  db: Db,
  username: string,
  address: string,
): Promise<Failures & { locked: boolean }> {
  const failures = await failuresInWindow(db, username, address);
  return { ...failures, locked: over(failures, 0) };
}

/**
 * Claims one password check, recorded as a failure until `clearFailures`/`releaseAttempt`.
 * Recording before counting means concurrent guesses each see the others: at most the sixth
 * claim of a pair in a window gets a check (as for a sequential attacker); later ones get `null`.
 * `address` is the caller's `addressKey`; `guess` names the guess (`checkSignIn`), so the same guess
 * sent twice (Vue3's pre-login, then its login) is one failure.
 */
export async function claimAttempt(
  db: Db,
  username: string,
  address: string,
  guess?: string,
): Promise<string | null> {
  await db
    .delete(sysLoginAttempt)
    .where(
      and(
        eq(sysLoginAttempt.username, username),
        lt(sysLoginAttempt.createTime, new Date(Date.now() - WINDOW_MS)),
      ),
    );
  const id = newId();
  await db.insert(sysLoginAttempt).values({ id, username, ip: address, guess });
  return over(await failuresInWindow(db, username, address), 1) ? null : id;
}

/** Drops a claim that turned out not to be a wrong password (right password, frozen account). */
export async function releaseAttempt(db: Db, id: string): Promise<void> {
  await db.delete(sysLoginAttempt).where(eq(sysLoginAttempt.id, id));
}

export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.delete(sysLoginAttempt).where(eq(sysLoginAttempt.username, username));
}

/** A password sign-in succeeded from `address` (its `addressKey`): failures cleared, the pair known. */
export async function signedIn(db: Db, username: string, address: string): Promise<void> {
  await clearFailures(db, username);
  await db
    .insert(sysLoginKnown)
    .values({ username, address })
    .onConflictDoUpdate({
      target: [sysLoginKnown.username, sysLoginKnown.address],
      set: { lastSignIn: sql`now()` },
    });
}

/**
 * Deletes attempts older than the lockout window, and known sign-in pairs not used for 30 days.
 * `claimAttempt` only trims the username it is given, so rows of names never tried again (a spray
 * of random names) are removed here, on a timer. Returns the attempts removed.
 */
export async function purgeStaleAttempts(db: Db, now = Date.now()): Promise<number> {
  const gone = await db
    .delete(sysLoginAttempt)
    .where(lt(sysLoginAttempt.createTime, new Date(now - WINDOW_MS)))
    .returning({ id: sysLoginAttempt.id });
  await db
    .delete(sysLoginKnown)
    .where(lt(sysLoginKnown.lastSignIn, new Date(now - KNOWN_DAYS * 24 * 3600_000)));
  return gone.length;
}

export const ATTEMPT_PURGE_INTERVAL_MS = WINDOW_MS;
