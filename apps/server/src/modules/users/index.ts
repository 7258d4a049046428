import { userRoutes } from '@xinmiao/shared';
import { ok } from '../../core/envelope.ts';
import type { ModuleDefinition } from '../../core/module.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { registerDepartMemberRoutes } from './depart-member-routes.ts';
import { registerUserExportRoute } from './export-route.ts';
import { registerUserImportRoute } from './import-routes.ts';
import { userPolicy } from './policies/user.ts';
import { registerUserReadRoutes } from './read-routes.ts';
import { seedMembers } from './seed.ts';
import { registerUserWriteRoutes } from './write-routes.ts';

/**
 * 用户管理. `sys_user` is a platform table (an account may serve several schools): members are read
 * through `ctx.db` (joined to the tenant's `sys_user_tenant`), accounts changed through
 * `services.accounts`, always after the route narrowed them to the caller's tenant's members.
 */
function registerUsersModule(r: Registrar, services: ModuleServices): void {
  r.route(userRoutes.thirdAppEnabled, async () => ok({ wechatEnterprise: false, dingtalk: false } as const));
  registerUserReadRoutes(r, services);
  registerUserWriteRoutes(r, services);
  registerUserImportRoute(r, services);
  registerUserExportRoute(r);
  registerDepartMemberRoutes(r, services);
}

export const usersModule: ModuleDefinition = {
  name: 'users',
  register: registerUsersModule,
  policies: [userPolicy],
  pages: ['/system/users'],
  seed: { school: seedMembers },
};

// The public face: what other modules use of 用户管理.
export { tellAccountAdmins } from './account-notices.ts';
export { setRoles } from './assignments.ts';
export { memberPage } from './member-page.ts';
