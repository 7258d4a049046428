import { accountRoutes } from '@xinmiao/shared';
import { okWith } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';

/** Vue3's default-password probe: always `no`, so its dialog never asks for a password we would have to reveal. */
export function registerDefaultPasswordProbe(r: Registrar): void {
  r.route(accountRoutes.verifyDefaultPassword, async () => okWith('no', 'no' as const));
}
