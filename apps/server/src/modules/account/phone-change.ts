import { AccountMsg, accountRoutes, Msg } from '@xinmiao/shared';
import { fail, okMsg } from '../../core/envelope.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';

/**
 * 修改手机 (账户设置): SMS login trusts the phone, so a new number is taken only with a code sent to
 * it. The code is bound to the caller's account (`phone-change`, scoped to the user), so a code of
 * another flow or another account does not change it. A shared account's other schools are told
 * (`Accounts.editOwn`).
 */
export function registerPhoneChange(r: Registrar, services: ModuleServices): void {
  const { accounts, sms } = services;
  const scopeOf = (userId: string) => `phone-change:${userId}`;

  r.route(accountRoutes.phoneSms, async (ctx, { body }) => {
    if ((await accounts.phoneOf(ctx.userId)) === body.mobile) return fail(AccountMsg.phoneSame);
    if (await accounts.phoneTaken(body.mobile, ctx.userId)) return fail(AccountMsg.phoneTaken);
    const sent = await sms.sendCode({
      tenantId: ctx.tenantId,
      mobile: body.mobile,
      ip: ctx.ip,
      purpose: 'phone-change',
      scope: scopeOf(ctx.userId),
    });
    if (sent.ok) return okMsg(Msg.smsSent);
    if (sent.reason === 'unavailable') return fail(AccountMsg.smsUnavailable);
    if (sent.reason === 'limited') return fail(Msg.smsTooFrequent);
    if (sent.reason === 'locked') return fail(Msg.smsLocked);
    ctx.log.warn({ gateway: sent.detail }, 'sms gateway refused a phone-change code');
    return fail(Msg.smsGatewayFailed);
  });

  r.route(accountRoutes.changePhone, async (ctx, { body }) => {
    const checked = await sms.checkCode({
      mobile: body.mobile,
      code: body.captcha,
      purpose: 'phone-change',
      scope: scopeOf(ctx.userId),
    });
    if (checked === 'locked') return fail(Msg.smsLocked);
    if (checked !== 'ok') return fail(Msg.smsCodeWrong);
    if (await accounts.phoneTaken(body.mobile, ctx.userId)) return fail(AccountMsg.phoneTaken);
    const user = await accounts.editOwn(ctx.userId, ctx.tenantId, ctx.username, { phone: body.mobile });
    if (!user) return fail(Msg.tokenInvalid);
    return okMsg(AccountMsg.phoneChanged);
  });
}
