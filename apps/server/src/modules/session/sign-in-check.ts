import { createHmac } from 'node:crypto';
import { Msg, REGISTER_MESSAGES, ResultCode } from '@xinmiao/shared';
import { addressKey } from '../../core/address-key.ts';
import { fail, type Reply } from '../../core/envelope.ts';
import type { Services } from '../../core/services.ts';
import { type SignInTier, signInChecks, signInKdf } from '../../core/sign-in-gate.ts';
import { noteFailure, noteSuccess, progressiveDelay, signInTier } from '../../core/sign-in-pressure.ts';
import { inSchoolLane, SIGN_IN_LAST_LANE } from '../../db/turn-order.ts';
import type { Db } from '../../db/types.ts';
import { checkCaptcha, consumeCaptcha } from './captcha-store.ts';
import { claimAttempt, lockState, releaseAttempt } from './lockout.ts';
import { type AccountMatch, matchAccount } from './login-account.ts';
import { logFailure } from './login-failure-log.ts';
import { passwordCandidates } from './login-password.ts';
import { awaitingApproval } from './register.ts';
import type { UserRow } from './user-info.ts';

/** What a sign-in form sends: `/sys/login` and Vue3's pre-login `/sys/loginGetUserDeparts`. */
export type SignInForm = {
  username: string;
  password: string;
  captcha?: string | undefined;
  checkKey?: string | null | undefined;
  loginTenantId?: number | undefined;
};

/**
 * `consume` uses the captcha up (the login); `keep` checks it and leaves a right code for the login
 * that follows (Vue3's pre-login), while a wrong code is voided either way.
 */
export type CaptchaUse = 'consume' | 'keep';

export type SignInCheck =
  | { ok: false; reply: Reply<null> }
  /** The password named one active account; `attempt` is the lockout claim still held. */
  | { ok: true; user: UserRow; attempt: string };

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
 * One guess, as the lockout counts it: the same password for the same username from the same
 * address with the same captcha. Vue3 sends its pre-login and then its login with the same fields,
 * so a wrong password is counted once for the pair of requests, not twice.
 */
function guessOf(secret: string, form: SignInForm, address: string): string {
  return createHmac('sha256', secret)
    .update(['login-guess', form.username, address, form.checkKey ?? '', form.password].join('\u0000'))
    .digest('hex');
}

const refuse = (reply: Reply<null>): SignInCheck => ({ ok: false, reply });

/**
 * The steps every password sign-in takes, in JeecgBoot's order: lockout, captcha, a claim against
 * the lockout (so parallel guesses cannot outrun it), the pressure delay, the password. Unknown and
 * deleted users read exactly like a wrong password (no account enumeration). A claim that turns out
 * not to be a wrong password (several schools, a frozen account) is released here; on success the
 * caller decides (the login clears every failure, the pre-login drops its claim).
 */
export async function checkSignIn(
  services: Services,
  ip: string,
  form: SignInForm,
  captchaUse: CaptchaUse,
): Promise<SignInCheck> {
  const address = addressKey(ip);
  const tier = signInTier(address, form.username);
  const check = () => checkInTier(services, ip, tier, form, captchaUse);
  return signInChecks.run(tier, () => (tier === 2 ? inSchoolLane(SIGN_IN_LAST_LANE, check) : check()));
}

async function checkInTier(
  services: Services,
  ip: string,
  tier: SignInTier,
  form: SignInForm,
  captchaUse: CaptchaUse,
): Promise<SignInCheck> {
  const { db } = services;
  const { username } = form;
  const address = addressKey(ip);
  const lock = await lockState(db, username, address);
  if (lock.locked) return refuse(fail(Msg.lockedOut));

  if (services.loginCaptcha) {
    if (!form.captcha || !form.checkKey) return refuse(fail(Msg.captchaInvalid));
    const check = captchaUse === 'consume' ? consumeCaptcha : checkCaptcha;
    if (!(await check(db, services.secret, form.checkKey, form.captcha))) {
      return refuse(fail(Msg.captchaWrong, ResultCode.CAPTCHA_WRONG));
    }
  }

  const attempt = await claimAttempt(db, username, address, guessOf(services.secret, form, address));
  if (!attempt) return refuse(fail(Msg.lockedOut));
  await progressiveDelay(lock.pair);
  const match = await signInKdf.run(tier, () =>
    matchAnyPassword(db, username, passwordCandidates(form.password), form.loginTenantId),
  );
  if (match.kind === 'none') {
    noteFailure(address);
    await logFailure(db, username, ip, match.tenants);
    return refuse(fail(Msg.badCredentials));
  }
  noteSuccess(address, Date.now(), username);
  if (match.kind === 'several') {
    await releaseAttempt(db, attempt);
    return refuse(fail(Msg.tenantRequired, ResultCode.TENANT_REQUIRED));
  }
  // Only a caller who proved the password learns that the account is frozen.
  if (match.user.status !== 1) {
    await releaseAttempt(db, attempt);
    const pending = await awaitingApproval(db, match.user);
    return refuse(fail(pending ? REGISTER_MESSAGES.awaitingApproval : Msg.userFrozen));
  }
  return { ok: true, user: match.user, attempt };
}
