import { lt } from 'drizzle-orm';
import { sysLoginAttempt } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import type { JobHandler } from './job-handler.ts';

/** Failed logins count against an account for 10 minutes (modules/session/lockout.ts). */
export const LOCKOUT_WINDOW_MS = 10 * 60_000;

/** Deletes failed-login records that no longer count towards any lockout; returns how many. */
export async function purgeStaleLoginAttempts(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(sysLoginAttempt)
    .where(lt(sysLoginAttempt.createTime, new Date(now.getTime() - LOCKOUT_WINDOW_MS)))
    .returning({ id: sysLoginAttempt.id });
  return rows.length;
}

/** Login attempts belong to no tenant, so a job of any tenant purges them for the platform. */
export const loginAttemptPurge: JobHandler = {
  name: '过期登录失败记录清理',
  parameterHint: '',
  async run({ platformDb, fireTime }) {
    await purgeStaleLoginAttempts(platformDb, fireTime);
  },
};
