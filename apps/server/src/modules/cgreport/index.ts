import type { Registrar } from '../../core/register-route.ts';
import { registerReportApiRoutes } from './api-routes.ts';
import { registerReportConfigRoutes } from './config-routes.ts';

/** 报表配置 and the popup selector's online-report API (`/online/cgreport/...`). */
export function registerCgreportModule(r: Registrar): void {
  registerReportConfigRoutes(r);
  registerReportApiRoutes(r);
}
