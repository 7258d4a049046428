import { Msg, sessionRoutes } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { consoleAvatars } from '../../core/files/console-avatars.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { userTenants } from '../../core/tenants.ts';
import { sysUser } from '../../db/schema.ts';
import { allDictItems } from '../dict/index.ts';
import { checkCaptcha } from './captcha-store.ts';
import { userDeparts } from './user-departs.ts';
import { toUserInfo } from './user-info.ts';

/** The signed-in user as the login reply shows them, in the session's tenant and department. */
async function currentUser(services: Services, ctx: AuthCtx) {
  const [user] = await services.db.select().from(sysUser).where(eq(sysUser.id, ctx.userId));
  if (!user) return null;
  const active = (await userTenants(services.db, ctx.userId)).filter((t) => t.status === 1);
  const departs = ctx.tenantId ? await userDeparts(ctx.db, ctx.userId) : [];
  const current = { ...user, orgCode: ctx.orgCode, loginTenantId: ctx.tenantId };
  return {
    userInfo: toUserInfo(current, {
      orgCodeTxt: departs.find((d) => d.orgCode === ctx.orgCode)?.departName ?? null,
      tenantIds: active.map((t) => t.id),
      avatar: await consoleAvatars(ctx.db, services.mediaLinks, ctx.console, [user]),
    }),
    sysAllDictItems: ctx.tenantId ? await allDictItems(ctx.db) : {},
  };
}

/** JeecgBoot's other session reads: Vue3's user info (header and 账户设置) and the captcha check. */
export function registerUserInfo(r: Registrar, services: Services): void {
  r.route(sessionRoutes.userInfo, async (ctx) => {
    const me = await currentUser(services, ctx);
    if (!me) return fail(Msg.tokenInvalid);
    return ok({ userInfo: me.userInfo, sysAllDictItems: me.sysAllDictItems });
  });

  r.route(sessionRoutes.settingUserData, async (ctx) => {
    const me = await currentUser(services, ctx);
    return me ? ok(me.userInfo) : fail(Msg.tokenInvalid);
  });

  r.route(sessionRoutes.checkCaptcha, async (_ctx, { body }) =>
    (await checkCaptcha(services.db, services.secret, body.checkKey, body.captcha))
      ? okMsg('验证码正确')
      : fail(Msg.captchaWrong),
  );
}
