import { Msg, sessionRoutes } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { fail, okMsg } from '../../core/envelope.ts';
import { hashPassword, verifyPassword } from '../../core/password.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { sysUser } from '../../db/schema.ts';

/** Own password only; other sessions of the user end, the caller's stays. */
export function registerPassword(r: Registrar, services: Services): void {
  const { db } = services;
  r.route(sessionRoutes.updatePassword, async (ctx, { body }) => {
    if (body.username !== ctx.username) return fail(Msg.ownPasswordOnly);
    const [user] = await db.select().from(sysUser).where(eq(sysUser.id, ctx.userId));
    if (!user || !(await verifyPassword(body.oldpassword, user.password))) return fail(Msg.oldPasswordWrong);
    if (!body.password.trim()) return fail(Msg.newPasswordEmpty);
    if (body.password !== body.confirmpassword) return fail(Msg.passwordMismatch);
    await db
      .update(sysUser)
      .set({
        password: await hashPassword(body.password),
        lastPwdUpdateTime: new Date(),
        updateBy: ctx.username,
      })
      .where(eq(sysUser.id, ctx.userId));
    await services.sessions.revokeUser(ctx.userId, ctx.tokenHash);
    return okMsg(Msg.passwordResetOk);
  });
}
