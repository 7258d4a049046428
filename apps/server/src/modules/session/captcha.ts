import { sessionRoutes } from '@xinmiao/shared';
import { okPlain } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { captchaDataUri, randomCode } from './captcha-image.ts';
import { saveCaptcha } from './captcha-store.ts';

export function registerCaptcha(r: Registrar, services: Services): void {
  r.route(sessionRoutes.captcha, async (_ctx, { params }) => {
    const code = randomCode();
    await saveCaptcha(services.db, services.secret, params.key, code);
    return okPlain(captchaDataUri(code));
  });
}
