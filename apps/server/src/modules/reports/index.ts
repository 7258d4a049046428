import type { ModuleDefinition } from '../../core/module.ts';
import type { Registrar } from '../../core/register-route.ts';
import { registerActionCardRoute } from './action-card.ts';
import { registerGroupReportRoutes } from './group-routes.ts';
import { registerReportList } from './report-list.ts';
import { registerReportStateRoutes } from './state-routes.ts';
import { registerReportViewRoutes } from './view-routes.ts';

/** Assessment reports: individual views, the report list, report states, group report, the class teacher's card. */
function registerReportsModule(r: Registrar): void {
  registerReportViewRoutes(r);
  registerReportList(r);
  registerReportStateRoutes(r);
  registerGroupReportRoutes(r);
  registerActionCardRoute(r);
}

export const reportsModule: ModuleDefinition = {
  name: 'reports',
  register: registerReportsModule,
  pages: ['/report/individual', '/report/group', '/report/classCare'],
};
