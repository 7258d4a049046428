import { Msg, ResultCode, sessionRoutes } from '@xinmiao/shared';
import { addressKey } from '../../core/address-key.ts';
import { fail } from '../../core/envelope.ts';
import { signInKdf } from '../../core/kdf-gate.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { cleanAddress, noteFailure, progressiveDelay } from '../../core/sign-in-pressure.ts';
import type { Db } from '../../db/types.ts';
import { consumeCaptcha } from './captcha-store.ts';
import { completeLogin } from './complete-login.ts';
import { claimAttempt, clearFailures, lockState, releaseAttempt } from './lockout.ts';
import { type AccountMatch, matchAccount } from './login-account.ts';
import { logFailure } from './login-failure-log.ts';
import { passwordCandidates } from './login-password.ts';

/** The first candidate password that names an account; `none` (with every school tried) otherwise. */
export async function matchAnyPassword(
  db: Db,
  username: string,
  passwords: string[],
  tenantId: number | undefined,
): Promise<AccountMatch> {
  const tenants = new Set<number>();
  for (const password of passwords) {
    const match = await matchAccount(db, username, password, tenantId);
    if (match.kind !== 'none') return match;
    for (const t of match.tenants) tenants.add(t);
  }
  return { kind: 'none', tenants: [...tenants] };
}

/**
 * `POST /sys/login`, checks in JeecgBoot order: lockout, captcha, user, password. Unknown and
 * deleted users get the same reply as a wrong password (no account enumeration); a username held
 * in several schools is resolved by the password, then by the school the caller names. Each password
 * check is claimed against the lockout before it runs, so parallel guesses cannot outrun it.
 */
export function registerLogin(r: Registrar, services: Services): void {
  const { db } = services;
  r.route(sessionRoutes.login, async (ctx, { body }) => {
    const username = body.username;
    const address = addressKey(ctx.ip);
    const lock = await lockState(db, username, address);
    if (lock.locked) return fail(Msg.lockedOut);

    if (services.loginCaptcha) {
      if (!body.captcha || !body.checkKey) return fail(Msg.captchaInvalid);
      if (!(await consumeCaptcha(db, services.secret, body.checkKey, body.captcha))) {
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
    if (match.kind === 'several') {
      await releaseAttempt(db, attempt);
      return fail(Msg.tenantRequired, ResultCode.TENANT_REQUIRED);
    }
    const { user } = match;
    // Only a caller who proved the password learns that the account is frozen.
    if (user.status !== 1) {
      await releaseAttempt(db, attempt);
      return fail(Msg.userFrozen);
    }

    await clearFailures(db, username);
    return completeLogin(services, user, {
      ip: ctx.ip,
      device: ctx.userAgent,
      loginOrgCode: body.loginOrgCode,
    });
  });
}
