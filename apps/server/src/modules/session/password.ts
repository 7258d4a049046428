import { Msg, PasswordMsg, passwordProblem, sessionRoutes } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { addressKey } from '../../core/address-key.ts';
import { fail, okMsg } from '../../core/envelope.ts';
import { OperateType } from '../../core/operation-log.ts';
import { hashPassword, verifyPassword } from '../../core/password.ts';
import { isPasswordChangeTicket } from '../../core/password-change-ticket.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { LogType, writeLog } from '../../core/sys-log.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysUser } from '../../db/schema.ts';
import { claimAttempt, clearFailures, isLockedOut } from './lockout.ts';

/**
 * Own password only. The old password is a password check like a login's, so wrong ones count
 * toward the same lockout; the new one must pass the shared policy. The user's other sessions
 * (and their sockets) end, the caller's stays.
 */
export function registerPassword(r: Registrar, services: Services): void {
  const { db } = services;
  r.route(sessionRoutes.updatePassword, async (ctx, { body }) => {
    if (body.username !== ctx.username) return fail(Msg.ownPasswordOnly);
    const address = addressKey(ctx.ip);
    if (await isLockedOut(db, ctx.username, address)) return fail(Msg.lockedOut);
    if (!(await claimAttempt(db, ctx.username, address))) return fail(Msg.lockedOut);
    const [user] = await db.select().from(sysUser).where(eq(sysUser.id, ctx.userId));
    // Vue3's dialog for an initial password sends the ticket `verifyIzDefaultPwd` gave this session.
    const ticket =
      ctx.mustChangePassword && isPasswordChangeTicket(services.secret, ctx.tokenHash, body.oldpassword);
    if (!user || !(ticket || (await verifyPassword(body.oldpassword, user.password)))) {
      return fail(Msg.oldPasswordWrong);
    }
    await clearFailures(db, ctx.username);

    if (!body.password.trim()) return fail(Msg.newPasswordEmpty);
    if (body.password !== body.confirmpassword) return fail(Msg.passwordMismatch);
    const problem = passwordProblem(body.password, { oldPassword: body.oldpassword });
    if (problem) return fail(problem);
    if (ticket && (await verifyPassword(body.password, user.password))) return fail(PasswordMsg.sameAsOld);

    await db
      .update(sysUser)
      .set({
        password: await hashPassword(body.password),
        lastPwdUpdateTime: new Date(),
        pwdChangeRequired: 0,
        updateBy: ctx.username,
      })
      .where(eq(sysUser.id, ctx.userId));
    await services.sessions.revokeUser(ctx.userId, 'password', ctx.tokenHash);
    // The session kept may have been cached as still needing the change.
    await services.sessions.forget(ctx.tokenHash);
    await services.accounts.passwordChangedBySelf(ctx.userId, ctx.tenantId, ctx.username);
    await writeLog(new TenantDb(db, ctx.tenantId), {
      logType: LogType.OPERATION,
      operateType: OperateType.EDIT,
      logContent: `用户名: ${ctx.username},修改密码成功，其他会话已退出！`,
      username: ctx.username,
      realname: user.realname,
      ip: ctx.ip,
      requestUrl: sessionRoutes.updatePassword.path,
    });
    return okMsg(Msg.passwordResetOk);
  });
}
