import { accountRoutes } from '@xinmiao/shared';
import { okWith } from '../../core/envelope.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import { passwordChangeTicket } from '../../core/password-change-ticket.ts';
import type { Registrar } from '../../core/register-route.ts';

/**
 * Vue3's default-password probe. An account that must change its initial password answers
 * `yes_<ticket>`: Vue3 opens its own 修改密码 dialog and sends the ticket back as the old password
 * (`core/password-change-ticket.ts`), so no password is ever revealed. Everyone else: `no`.
 */
export function registerDefaultPasswordProbe(r: Registrar, services: ModuleServices): void {
  r.route(accountRoutes.verifyDefaultPassword, async (ctx) => {
    if (!ctx.mustChangePassword) return okWith('no', 'no' as const);
    const answer = `yes_${passwordChangeTicket(services.secret, ctx.tokenHash)}` as const;
    return okWith(answer, answer);
  });
}
