import { Msg, sessionRoutes } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { fail, okMsg } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { LogType, writeLog } from '../../core/sys-log.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysUser } from '../../db/schema.ts';

/** `/sys/logout` is public in JeecgBoot; the token is checked here, and only a live one is revoked. */
export function registerLogout(r: Registrar, services: Services): void {
  r.route(sessionRoutes.logout, async (ctx) => {
    if (!ctx.token) return fail(Msg.logoutFail);
    const session = await services.sessions.lookup(ctx.token);
    if (!session || !(await services.sessions.revoke(ctx.token))) return fail(Msg.tokenBad);
    await services.permissions.invalidateUser(session.userId, session.tenantId);
    const [user] = await services.db.select().from(sysUser).where(eq(sysUser.id, session.userId));
    await writeLog(new TenantDb(services.db, session.tenantId), {
      logType: LogType.LOGIN,
      logContent: `用户名: ${user?.realname ?? session.username},退出成功！`,
      username: session.username,
      realname: user?.realname ?? session.username,
      ip: ctx.ip,
    });
    return okMsg(Msg.logoutOk);
  });
}
