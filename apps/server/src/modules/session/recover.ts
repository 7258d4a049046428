import { Msg, passwordProblem, RECOVERY_MESSAGES, recoveryRoutes } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { fail, okMsg } from '../../core/envelope.ts';
import { OperateType } from '../../core/operation-log.ts';
import { hashPassword } from '../../core/password.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { LogType, writeLog } from '../../core/sys-log.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysUser } from '../../db/schema.ts';
import { clearFailures } from './lockout.ts';
import { sendPhoneCode, usersByPhone } from './sms.ts';

/**
 * 找回密码 by SMS: a code for this purpose only (a sign-in code does not reset a password), then a
 * new password under the shared policy. Every session of the account ends, the password lockout is
 * cleared (the phone proved the owner), and the other schools of a shared account are told, as
 * when the owner changes it in 账户设置.
 */
export function registerRecovery(r: Registrar, services: Services): void {
  r.route(recoveryRoutes.sms, (ctx, { body }) => sendPhoneCode(services, ctx, body.mobile, 'alter'));

  r.route(recoveryRoutes.password, async (ctx, { body }) => {
    if (!body.password.trim()) return fail(Msg.newPasswordEmpty);
    if (body.password !== body.confirmpassword) return fail(Msg.passwordMismatch);
    const problem = passwordProblem(body.password);
    if (problem) return fail(problem);
    const checked = await services.sms.checkCode({
      mobile: body.mobile,
      code: body.captcha,
      purpose: 'alter',
    });
    if (checked === 'locked') return fail(Msg.smsLocked);
    if (checked !== 'ok') return fail(Msg.smsCodeWrong);
    const users = await usersByPhone(services, body.mobile);
    const [user] = users;
    if (!user) return fail(Msg.smsCodeWrong);
    if (users.length > 1) return fail(Msg.phoneSharedByAccounts);
    if (user.status !== 1) return fail(Msg.userFrozen);

    await services.db
      .update(sysUser)
      .set({
        password: await hashPassword(body.password),
        lastPwdUpdateTime: new Date(),
        pwdChangeRequired: 0,
        updateBy: user.username,
        updateTime: new Date(),
      })
      .where(eq(sysUser.id, user.id));
    await services.sessions.revokeUser(user.id, 'password');
    await clearFailures(services.db, user.username);
    await services.accounts.passwordChangedBySelf(user.id, user.tenantId, user.username);
    await writeLog(new TenantDb(services.db, user.tenantId), {
      logType: LogType.OPERATION,
      operateType: OperateType.EDIT,
      logContent: `用户名: ${user.username},凭短信验证码重置密码，所有会话已退出！`,
      username: user.username,
      realname: user.realname,
      ip: ctx.ip,
      requestUrl: recoveryRoutes.password.path,
    });
    return okMsg(RECOVERY_MESSAGES.passwordReset);
  });
}
