import { accountRoutes } from '@xinmiao/shared';
import { ok } from '../../core/envelope.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';

/** Tells the login page whether to ask for the captcha (`LOGIN_CAPTCHA`). */
export function registerLoginConfig(r: Registrar, services: ModuleServices): void {
  r.route(accountRoutes.loginConfig, async () => ok({ captcha: services.loginCaptcha }));
}
