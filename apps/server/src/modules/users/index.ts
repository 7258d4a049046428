import type { ModuleDefinition } from '../../core/module.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { registerDepartMemberRoutes } from './depart-member-routes.ts';
import { registerUserExportRoute } from './export-route.ts';
import { registerUserImportRoute } from './import-routes.ts';
import { userPolicy } from './policies/user.ts';
import { registerUserReadRoutes } from './read-routes.ts';
import { registerUserWriteRoutes } from './write-routes.ts';

/**
 * 用户管理. `sys_user` is a platform table (an account may serve several schools): it is read and
 * written through the platform connection, always narrowed to the caller's tenant's members.
 */
function registerUsersModule(r: Registrar, services: Services): void {
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
};
