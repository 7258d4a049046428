import { Msg, sessionRoutes } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, okPlain } from '../../core/envelope.ts';
import { consoleAvatars } from '../../core/files/console-avatars.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { LogType, writeLog } from '../../core/sys-log.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { usable, userTenants } from '../../core/tenants.ts';
import { sysUser } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { pickDepart, userDeparts } from './user-departs.ts';
import { toDepart, toUserInfo } from './user-info.ts';

export function registerDepart(r: Registrar, services: Services): void {
  const { db } = services;

  r.route(sessionRoutes.currentUserDeparts, async (ctx) => {
    const departs = await userDeparts(ctx.db, ctx.userId);
    return okPlain({ list: departs.map(toDepart), orgCode: ctx.orgCode });
  });

  // Switches department and/or tenant for this session; both must belong to the caller. Tenant 0
  // (outside every school) is for platform accounts only: a school account removed from its last
  // tenant must not keep a session there.
  r.route(sessionRoutes.selectDepart, async (ctx, { body }) => {
    if (body.username && body.username !== ctx.username) return fail(Msg.noPermission);
    const active = (await userTenants(db, ctx.userId)).filter(usable);
    const tenantId = body.loginTenantId ?? ctx.tenantId;
    // A session from a school's own sign-in (统一身份认证) stays in that school.
    if (tenantId !== ctx.tenantId && (await services.sessions.lookup(ctx.token ?? ''))?.pinned) {
      return fail(Msg.tenantChanged);
    }
    if (
      tenantId === 0 ? !(await isPlatformAccount(db, ctx.userId)) : !active.some((t) => t.id === tenantId)
    ) {
      return fail(Msg.tenantChanged);
    }

    const departs = tenantId ? await userDeparts(new TenantDb(db, tenantId), ctx.userId) : [];
    let orgCode: string | null;
    const chosen = body.orgCode ? departs.find((d) => d.orgCode === body.orgCode) : undefined;
    if (chosen) {
      orgCode = chosen.orgCode;
    } else if (body.orgCode && !(await departOfSessionSchool(ctx, tenantId, body.orgCode))) {
      return fail('所选部门不属于当前用户');
    } else {
      // No department named, or (JeecgBoot Vue3's 切换部门, whose departments are not per school) one
      // of the school being left: the caller's department in the chosen school.
      orgCode = pickDepart(departs, ctx.orgCode, undefined).orgCode;
    }

    const [user] = await db
      .update(sysUser)
      .set({ orgCode, loginTenantId: tenantId })
      .where(eq(sysUser.id, ctx.userId))
      .returning();
    if (!user) return fail(Msg.tokenInvalid);
    await services.sessions.update(ctx.tokenHash, { tenantId, orgCode });
    const departName = departs.find((d) => d.orgCode === orgCode)?.departName ?? null;
    const tenantName = active.find((t) => t.id === tenantId)?.name ?? '平台';
    await writeLog(new TenantDb(db, tenantId), {
      logType: LogType.LOGIN,
      logContent: `用户名: ${ctx.username},切换到 ${tenantName}${departName ? ` / ${departName}` : ''}`,
      username: ctx.username,
      realname: user.realname,
      ip: ctx.ip,
    });
    const userInfo = toUserInfo(user, {
      orgCodeTxt: departName,
      tenantIds: active.map((t) => t.id),
      avatar: await consoleAvatars(new TenantDb(db, tenantId), services.mediaLinks, ctx.console, [user]),
    });
    return okPlain({ userInfo });
  });
}

/**
 * JeecgBoot Vue3's 切换租户和部门 lists the departments of the session's school and sends the one
 * picked with whichever school was picked. When the school changes, a department of the school being
 * left is that list's, not a choice in the new school.
 */
async function departOfSessionSchool(ctx: AuthCtx, tenantId: number, orgCode: string): Promise<boolean> {
  if (tenantId === ctx.tenantId || ctx.tenantId === 0) return false;
  return (await userDeparts(ctx.db, ctx.userId)).some((d) => d.orgCode === orgCode);
}

async function isPlatformAccount(db: Db, userId: string): Promise<boolean> {
  const [user] = await db.select({ tenantId: sysUser.tenantId }).from(sysUser).where(eq(sysUser.id, userId));
  return user?.tenantId === 0;
}
