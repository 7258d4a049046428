import { and, count, eq, gt, lt } from 'drizzle-orm';
import { newId } from '../../db/ids.ts';
import { sysLoginAttempt } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';

const WINDOW_MS = 10 * 60_000;
const MAX_FAILURES = 5;

async function failuresInWindow(db: Db, username: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sysLoginAttempt)
    .where(
      and(
        eq(sysLoginAttempt.username, username),
        gt(sysLoginAttempt.createTime, new Date(Date.now() - WINDOW_MS)),
      ),
    );
  return Number(row?.n ?? 0);
}

/** JeecgBoot: more than 5 failures within 10 minutes locks the username. */
export async function isLockedOut(db: Db, username: string): Promise<boolean> {
  return (await failuresInWindow(db, username)) > MAX_FAILURES;
}

/**
 * Claims one password check, recorded as a failure until `clearFailures`/`releaseAttempt`.
 * Recording before counting means concurrent guesses each see the others: at most the sixth
 * claim in a window gets a check (as for a sequential attacker); later ones get `null`.
 */
export async function claimAttempt(db: Db, username: string, ip: string): Promise<string | null> {
  await db
    .delete(sysLoginAttempt)
    .where(
      and(
        eq(sysLoginAttempt.username, username),
        lt(sysLoginAttempt.createTime, new Date(Date.now() - WINDOW_MS)),
      ),
    );
  const id = newId();
  await db.insert(sysLoginAttempt).values({ id, username, ip });
  return (await failuresInWindow(db, username)) > MAX_FAILURES + 1 ? null : id;
}

/** Drops a claim that turned out not to be a wrong password (right password, frozen account). */
export async function releaseAttempt(db: Db, id: string): Promise<void> {
  await db.delete(sysLoginAttempt).where(eq(sysLoginAttempt.id, id));
}

export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.delete(sysLoginAttempt).where(eq(sysLoginAttempt.username, username));
}

/**
 * Deletes attempts older than the lockout window. `claimAttempt` only trims the username it is
 * given, so rows of names never tried again (a spray of random names) are removed here, on a timer.
 */
export async function purgeStaleAttempts(db: Db, now = Date.now()): Promise<number> {
  const gone = await db
    .delete(sysLoginAttempt)
    .where(lt(sysLoginAttempt.createTime, new Date(now - WINDOW_MS)))
    .returning({ id: sysLoginAttempt.id });
  return gone.length;
}

export const ATTEMPT_PURGE_INTERVAL_MS = WINDOW_MS;
