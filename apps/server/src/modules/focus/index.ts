import type { ModuleDefinition } from '../../core/module.ts';
import { seedDemoFocusPlans } from './demo-seed.ts';
import { focusPlanPolicy } from './policies/focus-plan.ts';
import { focusReviewReminderJob } from './review-reminder-job.ts';
import { registerFocusRoutes } from './routes.ts';

/** 一生一策: plans for students in focus (open crisis cases, the school's special groups). */
export const focusModule: ModuleDefinition = {
  name: 'focus',
  register: registerFocusRoutes,
  jobs: [focusReviewReminderJob],
  policies: [focusPlanPolicy],
  pages: ['/growth/focusPlans'],
  seed: { demoActivity: seedDemoFocusPlans },
};
