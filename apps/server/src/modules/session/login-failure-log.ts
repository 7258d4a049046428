import { LogType, writeLog } from '../../core/sys-log.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import type { Db } from '../../db/types.ts';

/**
 * A failed sign-in goes to the login log of every school whose account bears the name (its admin
 * sees guessing against it), or to the platform's (tenant 0) when no account does.
 */
export async function logFailure(db: Db, username: string, ip: string, tenants: number[]): Promise<void> {
  for (const tenantId of tenants.length ? tenants : [0]) {
    await writeLog(new TenantDb(db, tenantId), {
      logType: LogType.LOGIN,
      logContent: `用户名: ${username},登录失败，用户名或密码错误！`,
      username,
      realname: username,
      ip,
    });
  }
}
