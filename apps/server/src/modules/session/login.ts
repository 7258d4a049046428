import { sessionRoutes } from '@xinmiao/shared';
import { addressKey } from '../../core/address-key.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { completeLogin } from './complete-login.ts';
import { signedIn } from './lockout.ts';
import { checkSignIn } from './sign-in-check.ts';

/**
 * `POST /sys/login`: the sign-in checks (`checkSignIn`, the captcha used up), then a session. A
 * username held in several schools is resolved by the password, then by the school the caller names.
 */
export function registerLogin(r: Registrar, services: Services): void {
  r.route(sessionRoutes.login, async (ctx, { body }) => {
    const check = await checkSignIn(services, ctx.ip, body, 'consume');
    if (!check.ok) return check.reply;
    await signedIn(services.db, body.username, addressKey(ctx.ip));
    return completeLogin(services, check.user, {
      ip: ctx.ip,
      device: ctx.userAgent,
      loginOrgCode: body.loginOrgCode,
      console: ctx.console,
    });
  });
}
