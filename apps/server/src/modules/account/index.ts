import type { ModuleDefinition } from '../../core/module.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { registerDefaultPasswordProbe } from './default-password.ts';
import { registerLoginConfig } from './login-config.ts';
import { registerPhoneChange } from './phone-change.ts';
import { registerSelfEdit } from './self-edit.ts';

function registerAccountModule(r: Registrar, services: ModuleServices): void {
  registerLoginConfig(r, services);
  registerSelfEdit(r, services);
  registerPhoneChange(r, services);
  registerDefaultPasswordProbe(r, services);
}

export const accountModule: ModuleDefinition = {
  name: 'account',
  register: registerAccountModule,
  pages: ['/account/center', '/account/settings/base'],
};
