import type { ModuleDefinition } from '../../core/module.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { DEMO_UNIVERSITY } from '../../core/seed-spec.ts';
import { registerBreakGlassRoutes } from './break-glass-routes.ts';
import { registerCaseRoutes } from './case-routes.ts';
import { registerFollowupRoutes } from './followup-routes.ts';
import { registerInterventionRoutes } from './intervention-routes.ts';
import { registerInterviewRoutes } from './interview-routes.ts';
import { registerMonthlyRoutes } from './monthly-routes.ts';
import { crisisOverdueJob } from './overdue.ts';
import { crisisCasePolicy, crisisCompartmentPolicy } from './policies/crisis-case.ts';
import type { AssignRetest } from './retest.ts';
import { installRiskDefaults, seedRiskDefaults } from './risk-defaults.ts';
import { registerRiskRoutes } from './risk-rule-routes.ts';
import { seedCrisisCases } from './seed.ts';

/** 危机干预: warning cases from triage to archive, interviews, follow-ups, intervention records, break-glass reads, 月报. */
function registerCrisisModule(r: Registrar, services: ModuleServices, deps: CrisisDeps): void {
  registerCaseRoutes(r, services);
  registerInterviewRoutes(r);
  registerFollowupRoutes(r, deps.assignRetest);
  registerInterventionRoutes(r);
  registerBreakGlassRoutes(r, services);
  registerMonthlyRoutes(r);
  registerRiskRoutes(r);
}

/** What crisis uses of modules that depend on it, handed in by the module list. */
export type CrisisDeps = { assignRetest: AssignRetest };

export const createCrisisModule = (deps: CrisisDeps): ModuleDefinition => ({
  name: 'crisis',
  register: (r, services) => registerCrisisModule(r, services, deps),
  jobs: [crisisOverdueJob],
  policies: [crisisCasePolicy, crisisCompartmentPolicy],
  pages: [
    '/crisis/warnings',
    '/crisis/interviews',
    '/crisis/interventions',
    '/crisis/followups',
    '/crisis/monthly',
    '/crisis/riskRules',
    '/crisis/hotlines',
  ],
  seed: {
    school: async ({ spec, tdb, userIds }) => {
      await seedRiskDefaults(tdb);
      if (spec.id === DEMO_UNIVERSITY) await seedCrisisCases(tdb, userIds);
    },
    newSchool: installRiskDefaults,
    ensure: installRiskDefaults,
  },
});

export { crisisContacts } from './crisis-contacts.ts';
export { crisisDeadlines } from './deadlines.ts';
// The public face: what other modules use of 危机干预.
export { reportSignal, reportSignals, reportStudentSignals, type WarningSignal } from './intake.ts';
export { type OpenCaseCount, openCaseCounts } from './open-case-counts.ts';
export { openCaseOf } from './open-case-of.ts';
export { readsCaseInFull } from './policies/crisis-case.ts';
export { checkRisk, fileRiskSignal, type RiskSource } from './risk-check.ts';
