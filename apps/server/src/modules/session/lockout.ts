import { and, count, eq, gt, lt } from 'drizzle-orm';
import { newId } from '../../db/ids.ts';
import { sysLoginAttempt } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';

const WINDOW_MS = 10 * 60_000;
const MAX_FAILURES = 5;

/** JeecgBoot: more than 5 failures within 10 minutes locks the username. */
export async function isLockedOut(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(sysLoginAttempt)
    .where(
      and(
        eq(sysLoginAttempt.username, username),
        gt(sysLoginAttempt.createTime, new Date(Date.now() - WINDOW_MS)),
      ),
    );
  return Number(row?.n ?? 0) > MAX_FAILURES;
}

export async function recordFailure(db: Db, username: string, ip: string): Promise<void> {
  await db
    .delete(sysLoginAttempt)
    .where(
      and(
        eq(sysLoginAttempt.username, username),
        lt(sysLoginAttempt.createTime, new Date(Date.now() - WINDOW_MS)),
      ),
    );
  await db.insert(sysLoginAttempt).values({ id: newId(), username, ip });
}

export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.delete(sysLoginAttempt).where(eq(sysLoginAttempt.username, username));
}
