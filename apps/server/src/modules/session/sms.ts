import { Msg, REGISTER_MESSAGES, ResultCode, sessionRoutes } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { addressKey } from '../../core/address-key.ts';
import type { PublicCtx } from '../../core/context.ts';
import { fail, okMsg, type Reply } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { noteSuccess } from '../../core/sign-in-pressure.ts';
import type { SmsPurpose } from '../../core/sms-gateways/codes.ts';
import { sysUser } from '../../db/schema.ts';
import { completeLogin } from './complete-login.ts';
import { awaitingApproval } from './register.ts';

const SMS_RATE_LIMITED = 40002;

/** Up to two live accounts with this phone: enough to tell "one" from "several schools' accounts". */
export function usersByPhone(services: Services, mobile: string) {
  return services.db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.phone, mobile), eq(sysUser.delFlag, 0)))
    .limit(2);
}

/**
 * Sends a code for `purpose` to a phone through its account's school gateway; the reply is the same
 * whether or not the number belongs to an account (no enumeration).
 */
export async function sendPhoneCode(
  services: Services,
  ctx: PublicCtx,
  mobile: string,
  purpose: SmsPurpose,
): Promise<Reply<string> | Reply<null>> {
  if (!(await services.sms.available(null))) return fail(Msg.smsNotConfigured);
  const [user] = await usersByPhone(services, mobile);
  if (!user) ctx.log.info({ purpose }, 'sms code requested for an unknown number');
  const sent = await services.sms.sendCode({
    tenantId: user ? user.tenantId : null,
    mobile,
    ip: ctx.ip,
    purpose,
  });
  if (sent.ok) return okMsg(Msg.smsSent);
  // Vue3 answers 40002 with a picture captcha (`/sys/smsCheckCaptcha`) that would lift JeecgBoot's
  // per-address count; these limits stay, so it gets a plain error it shows as the message.
  const limitedCode = ctx.console === 'vue3' ? ResultCode.ERROR : SMS_RATE_LIMITED;
  if (sent.reason === 'locked') return fail(Msg.smsLocked, limitedCode);
  if (sent.reason === 'limited') return fail(Msg.smsTooFrequent, limitedCode);
  if (sent.reason === 'gateway') ctx.log.warn({ gateway: sent.detail }, 'sms gateway refused a code');
  // No gateway for this account's school: answered like a sent code, as for an unknown number.
  if (sent.reason === 'unavailable') return okMsg(Msg.smsSent);
  return fail(Msg.smsGatewayFailed);
}

/**
 * `/sys/sms` replies the same whether or not the number belongs to a user (no enumeration); a code
 * is only sent to registered numbers, through the gateway of the account's school (or the
 * installation's), and without any gateway to nobody (the reply says so). `/sys/phoneLogin` then
 * accepts that code once.
 */
export function registerSms(r: Registrar, services: Services): void {
  r.route(sessionRoutes.sms, (ctx, { body }) => sendPhoneCode(services, ctx, body.mobile, 'login'));

  r.route(sessionRoutes.phoneLogin, async (ctx, { body }) => {
    const checked = await services.sms.checkCode({
      mobile: body.mobile,
      code: body.captcha,
      purpose: 'login',
    });
    if (checked === 'locked') return fail(Msg.smsLocked);
    if (checked !== 'ok') return fail(Msg.smsCodeWrong);
    const users = await usersByPhone(services, body.mobile);
    const [user] = users;
    if (!user) return fail(Msg.smsCodeWrong);
    // Accounts of different schools may share a phone; the code proves the phone, not which account.
    if (users.length > 1) return fail(Msg.phoneSharedByAccounts);
    if (user.status !== 1) {
      return fail(
        (await awaitingApproval(services.db, user)) ? REGISTER_MESSAGES.awaitingApproval : Msg.userFrozen,
      );
    }
    noteSuccess(addressKey(ctx.ip));
    return completeLogin(services, user, { ip: ctx.ip, device: ctx.userAgent });
  });
}
