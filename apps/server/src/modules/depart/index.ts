import type { Registrar } from '../../core/register-route.ts';
import { registerDepartCrudRoutes } from './crud-routes.ts';
import { registerDepartTreeRoutes } from './tree-routes.ts';

/** 部门管理: the tenant's department tree (JeecgBoot org codes), any org category. */
export function registerDepartModule(r: Registrar): void {
  registerDepartTreeRoutes(r);
  registerDepartCrudRoutes(r);
}
