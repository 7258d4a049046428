import { Msg, sessionRoutes } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { addressKey } from '../../core/address-key.ts';
import { fail, okMsg } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { noteSuccess } from '../../core/sign-in-pressure.ts';
import { sysUser } from '../../db/schema.ts';
import { completeLogin } from './complete-login.ts';
import { consumeSmsCode, issueSmsCode } from './sms-codes.ts';

const SMS_RATE_LIMITED = 40002;

/** Up to two live accounts with this phone: enough to tell "one" from "several schools' accounts". */
function usersByPhone(services: Services, mobile: string) {
  return services.db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.phone, mobile), eq(sysUser.delFlag, 0)))
    .limit(2);
}

/**
 * `/sys/sms` replies the same whether or not the number belongs to a user (no enumeration); a code
 * is only sent to registered numbers, and without an SMS gateway to nobody (the reply says so). `/sys/phoneLogin` then accepts that code once.
 */
export function registerSms(r: Registrar, services: Services): void {
  r.route(sessionRoutes.sms, async (ctx, { body }) => {
    if (!services.sms.configured) return fail(Msg.smsNotConfigured);
    const issued = await issueSmsCode(services.db, services.secret, body.mobile);
    if (!issued.ok) return fail('发送短信过于频繁，请稍后再试', SMS_RATE_LIMITED);
    const [user] = await usersByPhone(services, body.mobile);
    if (user) await services.sms.send(body.mobile, issued.code);
    else ctx.log.info({ mobile: body.mobile }, 'sms code requested for an unknown number');
    return okMsg(Msg.smsSent);
  });

  r.route(sessionRoutes.phoneLogin, async (ctx, { body }) => {
    if (!(await consumeSmsCode(services.db, services.secret, body.mobile, body.captcha))) {
      return fail(Msg.smsCodeWrong);
    }
    const users = await usersByPhone(services, body.mobile);
    const [user] = users;
    if (!user) return fail(Msg.smsCodeWrong);
    // Accounts of different schools may share a phone; the code proves the phone, not which account.
    if (users.length > 1) return fail(Msg.phoneSharedByAccounts);
    if (user.status !== 1) return fail(Msg.userFrozen);
    noteSuccess(addressKey(ctx.ip));
    return completeLogin(services, user, { ip: ctx.ip });
  });
}
