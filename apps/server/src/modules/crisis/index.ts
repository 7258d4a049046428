import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { registerBreakGlassRoutes } from './break-glass-routes.ts';
import { registerCaseRoutes } from './case-routes.ts';
import { registerFollowupRoutes } from './followup-routes.ts';
import { registerInterventionRoutes } from './intervention-routes.ts';
import { registerInterviewRoutes } from './interview-routes.ts';
import { registerMonthlyRoutes } from './monthly-routes.ts';

/** 危机干预: warning cases from triage to archive, interviews, follow-ups, intervention records, break-glass reads, 月报. */
export function registerCrisisModule(r: Registrar, services: ModuleServices): void {
  registerCaseRoutes(r, services);
  registerInterviewRoutes(r);
  registerFollowupRoutes(r);
  registerInterventionRoutes(r);
  registerBreakGlassRoutes(r, services);
  registerMonthlyRoutes(r);
}
