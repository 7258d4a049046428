import { sessionRoutes } from '@xinmiao/shared';
import { ok } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { usable, userTenants } from '../../core/tenants.ts';
import { chooseTenant } from './complete-login.ts';
import { releaseAttempt } from './lockout.ts';
import { checkSignIn } from './sign-in-check.ts';
import { pickDepart, userDeparts } from './user-departs.ts';
import { toDepart } from './user-info.ts';

/**
 * `POST /sys/loginGetUserDeparts`: JeecgBoot Vue3 asks, once the captcha field holds four
 * characters, which departments the account can sign in to. It proves the same things a login
 * does, in the same order and against the same lockout, so it is no shortcut around `/sys/login`:
 * a wrong password counts as a failed sign-in of (username, address), an unknown user reads exactly
 * like a wrong password (one function, `checkSignIn`, takes both through the same steps), and a
 * wrong password it counted is not counted again by the login Vue3 sends next. The captcha is checked without being used up (the login that follows
 * needs it), and a wrong guess voids it, so the call cannot try codes one after another. No token,
 * no session, no login log line for a success.
 */
export function registerPreLogin(r: Registrar, services: Services): void {
  const { db } = services;
  r.route(sessionRoutes.loginUserDeparts, async (ctx, { body }) => {
    const form = { ...body, captcha: body.inputCode || body.captcha };
    const check = await checkSignIn(services, ctx.ip, form, 'keep');
    if (!check.ok) return check.reply;
    // The password was right: this check is no failure, and the login still to come clears the rest.
    await releaseAttempt(db, check.attempt);
    const { user } = check;

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
