import type { ModuleDefinition } from '../../core/module.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { registerTenantMembers } from './member-routes.ts';
import { registerRegionAccounts } from './region-accounts.ts';
import { registerTenantCrud } from './tenant-routes.ts';

/**
 * 租户管理. A platform module: `sys_tenant` and memberships span tenants, so this is the one
 * deliberate cross-tenant surface, guarded by `access.ts` (the platform tenant sees all, a school
 * only itself, and anything else reads as missing).
 */
function registerTenantModule(r: Registrar, services: Services): void {
  registerTenantCrud(r, services);
  registerTenantMembers(r, services);
  registerRegionAccounts(r, services);
}

export const tenantModule: ModuleDefinition = {
  name: 'tenant',
  platform: true,
  register: registerTenantModule,
  pages: ['/system/tenants'],
};
