import { accountRoutes } from '@xinmiao/shared';
import { ok } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';

/** Tells the login page whether to ask for the captcha (`LOGIN_CAPTCHA`). */
export function registerLoginConfig(r: Registrar, services: Services): void {
  r.route(accountRoutes.loginConfig, async () => ok({ captcha: services.loginCaptcha }));
}
