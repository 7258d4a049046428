import { Msg, ResultCode, sessionRoutes } from '@xinmiao/shared';
import { addressKey } from '../../core/address-key.ts';
import { fail, ok } from '../../core/envelope.ts';
import { signInKdf } from '../../core/kdf-gate.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { cleanAddress, noteFailure, progressiveDelay } from '../../core/sign-in-pressure.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { usable, userTenants } from '../../core/tenants.ts';
import { checkCaptcha } from './captcha-store.ts';
import { chooseTenant } from './complete-login.ts';
import { claimAttempt, lockState, releaseAttempt } from './lockout.ts';
import { matchAnyPassword } from './login.ts';
import { logFailure } from './login-failure-log.ts';
import { passwordCandidates } from './login-password.ts';
import { pickDepart, userDeparts } from './user-departs.ts';
import { toDepart } from './user-info.ts';

/**
 * `POST /sys/loginGetUserDeparts`: JeecgBoot Vue3 asks, once the captcha field holds four
 * characters, which departments the account can sign in to. It proves the same things a login
 * does, in the same order and against the same lockout, so it is no shortcut around `/sys/login`:
 * a wrong password counts as a failed sign-in of (username, address), an unknown user reads exactly
 * like a wrong password. The captcha is checked without being used up (the login that follows
 * needs it), and a wrong guess voids it, so the call cannot try codes one after another. No token,
 * no session, no login log line for a success.
 */
export function registerPreLogin(r: Registrar, services: Services): void {
  const { db } = services;
  r.route(sessionRoutes.loginUserDeparts, async (ctx, { body }) => {
    const username = body.username;
    const address = addressKey(ctx.ip);
    const lock = await lockState(db, username, address);
    if (lock.locked) return fail(Msg.lockedOut);

    if (services.loginCaptcha) {
      const code = body.inputCode || body.captcha;
      if (!code || !body.checkKey) return fail(Msg.captchaInvalid);
      if (!(await checkCaptcha(db, services.secret, body.checkKey, code))) {
        return fail(Msg.captchaWrong, ResultCode.CAPTCHA_WRONG);
      }
    }

    const attempt = await claimAttempt(db, username, address);
    if (!attempt) return fail(Msg.lockedOut);
    await progressiveDelay(lock.pair);
    const match = await signInKdf.run(cleanAddress(address), () =>
      matchAnyPassword(db, username, passwordCandidates(body.password), body.loginTenantId),
    );
    if (match.kind === 'none') {
      noteFailure(address);
      await logFailure(db, username, ctx.ip, match.tenants);
      return fail(Msg.badCredentials);
    }
    // The password was right: this check is no failure, and the login still to come clears the rest.
    await releaseAttempt(db, attempt);
    if (match.kind === 'several') return fail(Msg.tenantRequired, ResultCode.TENANT_REQUIRED);
    const { user } = match;
    if (user.status !== 1) return fail(Msg.userFrozen);

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
