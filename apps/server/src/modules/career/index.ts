import type { ModuleDefinition } from '../../core/module.ts';
import { seedDemoCareer } from './demo-seed.ts';
import { careerGoalReminderJob } from './goal-reminder-job.ts';
import { installHollandDefaults } from './mapping-defaults.ts';
import { registerPlanRoutes } from './plan-routes.ts';
import { careerGoalPolicy } from './policies/career-goal.ts';
import { registerCareerRoutes } from './routes.ts';
import { registerSurveyRoutes } from './survey-routes.ts';

/** 生涯规划: career reports from the RIASEC result and the school's 专业职业对照; goals and action plans. */
export const careerModule: ModuleDefinition = {
  name: 'career',
  register: (r, services) => {
    registerCareerRoutes(r);
    registerPlanRoutes(r);
    registerSurveyRoutes(r, services);
  },
  jobs: [careerGoalReminderJob],
  policies: [careerGoalPolicy],
  pages: ['/career/surveys', '/career/reports', '/career/mappings', '/career/plans'],
  seed: {
    school: ({ tdb }) => installHollandDefaults(tdb),
    newSchool: installHollandDefaults,
    ensure: installHollandDefaults,
    demoActivity: seedDemoCareer,
  },
};

// The public face: what other modules (the career cockpit) use of 生涯规划.
export { type CareerCockpit, careerCockpit, type PlanCompletion } from './cockpit.ts';
export { type HollandCount, type HollandGroupBy, hollandCounts } from './holland-counts.ts';
