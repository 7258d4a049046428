import { Msg, type RouteBody, sessionRoutes } from '@xinmiao/shared';
import { fail, ok, type Reply } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { usable, userTenants } from '../../core/tenants.ts';
import { chooseTenant } from './complete-login.ts';
import { releaseAttempt } from './lockout.ts';
import { checkSignIn } from './sign-in-check.ts';
import { usersByPhone } from './sms.ts';
import { pickDepart, userDeparts } from './user-departs.ts';
import { toDepart, type UserRow } from './user-info.ts';

type DepartsForm = RouteBody<typeof sessionRoutes.loginUserDeparts>;

/**
 * The phone form: the SMS code is checked like `/sys/phoneLogin` checks it but left usable for that
 * login; a wrong one counts against the number's tries and lockout. One account per phone, as there.
 */
async function phoneUser(services: Services, form: DepartsForm): Promise<UserRow | Reply<null>> {
  const mobile = form.mobile ?? '';
  const checked = await services.sms.checkCode({
    mobile,
    code: form.smscode ?? '',
    purpose: 'login',
    keep: true,
  });
  if (checked === 'locked') return fail(Msg.smsLocked);
  if (checked !== 'ok') return fail(Msg.smsCodeWrong);
  const users = await usersByPhone(services, mobile);
  const [user] = users;
  if (!user) return fail(Msg.smsCodeWrong);
  if (users.length > 1) return fail(Msg.phoneSharedByAccounts);
  if (user.status !== 1) return fail(Msg.userFrozen);
  return user;
}

/** The account form: what a login checks, the captcha kept for the login that follows. */
async function accountUser(
  services: Services,
  ip: string,
  form: DepartsForm,
): Promise<UserRow | Reply<null>> {
  const check = await checkSignIn(
    services,
    ip,
    {
      ...form,
      username: form.username ?? '',
      password: form.password ?? '',
      captcha: form.inputCode || form.captcha,
    },
    'keep',
  );
  if (!check.ok) return check.reply;
  // The password was right: this check is no failure, and the login still to come clears the rest.
  await releaseAttempt(services.db, check.attempt);
  return check.user;
}

/**
 * `POST /sys/loginGetUserDeparts`: JeecgBoot Vue3 asks, once the captcha field holds four
 * characters, which departments the account can sign in to. It proves the same things a login
 * does, in the same order and against the same lockout, so it is no shortcut around `/sys/login`:
 * a wrong password counts as a failed sign-in of (username, address), an unknown user reads exactly
 * like a wrong password (one function, `checkSignIn`, takes both through the same steps), and a
 * wrong password it counted is not counted again by the login Vue3 sends next. The captcha is checked without being used up (the login that follows
 * needs it), and a wrong guess voids it, so the call cannot try codes one after another. No token,
 * no session, no login log line for a success. The phone form (mobile and SMS code) proves the
 * phone the same way without using the code up.
 */
export function registerPreLogin(r: Registrar, services: Services): void {
  const { db } = services;
  r.route(sessionRoutes.loginUserDeparts, async (ctx, { body }) => {
    const user =
      body.loginType === 'phone'
        ? await phoneUser(services, body)
        : await accountUser(services, ctx.ip, body);
    if ('success' in user) return user;

    const active = (await userTenants(db, user.id)).filter(usable);
    const tenantId = chooseTenant(active, user.loginTenantId);
    const departs = tenantId ? await userDeparts(new TenantDb(db, tenantId), user.id) : [];
    const { multi, orgCode } = pickDepart(departs, user.orgCode, body.loginOrgCode);
    return ok({
      departs: departs.map(toDepart),
      currentOrgCode: orgCode,
      multi_depart: multi,
      tenantList: active.map((t) => ({ id: t.id, name: t.name })),
    });
  });
}
