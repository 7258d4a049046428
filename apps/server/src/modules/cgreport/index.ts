import type { ModuleDefinition } from '../../core/module.ts';
import type { Registrar } from '../../core/register-route.ts';
import { registerReportApiRoutes } from './api-routes.ts';
import { registerReportConfigRoutes } from './config-routes.ts';
import { installDefaultReports, seedDemoReports } from './default-reports.ts';

/** 报表配置 and the popup selector's online-report API (`/online/cgreport/...`). */
function registerCgreportModule(r: Registrar): void {
  registerReportConfigRoutes(r);
  registerReportApiRoutes(r);
}

export const cgreportModule: ModuleDefinition = {
  name: 'cgreport',
  register: registerCgreportModule,
  pages: ['/online/cgreport', '/system/gallery'],
  seed: { school: seedDemoReports, newSchool: installDefaultReports },
};
