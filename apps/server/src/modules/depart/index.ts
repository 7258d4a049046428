import type { ModuleDefinition } from '../../core/module.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { registerDepartCrudRoutes } from './crud-routes.ts';
import { registerDepartPermissionRoutes } from './permission-routes.ts';
import { registerDepartRoleRoutes } from './role-routes.ts';
import { seedDepartStructure } from './seed.ts';
import { registerDepartTreeRoutes } from './tree-routes.ts';
import { registerDepartWorkbook } from './workbook.ts';

/** 部门管理: the tenant's department tree (JeecgBoot org codes, any org category) and department roles. */
function registerDepartModule(r: Registrar, services: ModuleServices): void {
  registerDepartTreeRoutes(r);
  registerDepartCrudRoutes(r);
  registerDepartWorkbook(r, services.files);
  registerDepartRoleRoutes(r, services);
  registerDepartPermissionRoutes(r, services);
}

export const departModule: ModuleDefinition = {
  name: 'depart',
  register: registerDepartModule,
  pages: ['/system/departs'],
  seed: { school: seedDepartStructure },
};
