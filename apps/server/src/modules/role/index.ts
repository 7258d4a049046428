import type { ModuleDefinition } from '../../core/module.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { registerClinicalGrantRoutes } from './clinical-grant-routes.ts';
import { registerRoleGrants } from './grant-routes.ts';
import { registerRoleImport } from './import-route.ts';
import { registerRoleCrud } from './role-routes.ts';
import { seedRoles } from './seed.ts';
import { registerRoleUsers } from './user-routes.ts';

/** 角色管理: roles, their grants and data rules, and their users, in the caller's school. */
function registerRoleModule(r: Registrar, services: ModuleServices): void {
  registerRoleCrud(r, services.permissions);
  registerRoleImport(r, services.files);
  registerRoleGrants(r, services);
  registerClinicalGrantRoutes(r, services);
  registerRoleUsers(r, services);
}

export const roleModule: ModuleDefinition = {
  name: 'role',
  register: registerRoleModule,
  pages: ['/system/roles'],
  seed: { school: seedRoles },
};

// The public face: what other modules use of 角色管理.
export {
  type GrantTarget,
  holdClinicalGrants,
  holdClinicalMemberships,
  nameFirstCentreDirector,
} from './clinical-grants.ts';
export { permissionTree } from './permission-tree.ts';
