import type { ModuleDefinition } from '../../core/module.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { seedDemoScreening } from './closed-screening-seed.ts';
import { SheetFollowUps } from './follow-up.ts';
import { sheetFollowUpJob } from './follow-up-job.ts';
import { assessmentResultPolicy } from './policies/assessment-result.ts';
import { careerResultPolicy } from './policies/career-result.ts';
import { registerProgressRoutes } from './progress-routes.ts';
import { registerResultRoutes } from './result-routes.ts';
import { seedScreening } from './seed.ts';
import { registerStudentAnswerRoutes } from './student-routes.ts';
import { registerTargetRoutes } from './target-routes.ts';
import { registerTaskRoutes } from './task-routes.ts';
import { screeningWindowJob } from './window-job.ts';

/** 心理测评: screening tasks, the students' answering API, results, review queue and progress. */
function registerScreeningModule(r: Registrar, services: ModuleServices): void {
  const followUps = new SheetFollowUps(services.notifier);
  r.onClose(() => followUps.settle());
  registerTaskRoutes(r);
  registerTargetRoutes(r);
  registerStudentAnswerRoutes(r, followUps);
  registerResultRoutes(r, services.notifier);
  registerProgressRoutes(r, services);
}

export const screeningModule: ModuleDefinition = {
  name: 'screening',
  register: registerScreeningModule,
  jobs: [screeningWindowJob, sheetFollowUpJob],
  policies: [assessmentResultPolicy, careerResultPolicy],
  pages: ['/screening/tasks', '/screening/results', '/screening/review'],
  seed: { school: seedScreening, demoActivity: seedDemoScreening },
};

export { careerScales } from './pinned-scales.ts';
// The public face: what other modules use of 心理测评.
export {
  findResultInReach,
  type ResultDetail,
  readsResults,
  resultDetailFor,
  resultDetailsFor,
  resultsVisibleTo,
  visibleStudentsOf,
} from './policies/assessment-result.ts';
export { careerResultReach } from './policies/career-result.ts';
export { progressOf } from './progress.ts';
export { remindTask, taskProgress } from './progress-routes.ts';
export { assignRetest } from './retest.ts';
export { runningTasks } from './running-tasks.ts';
export { targetTree } from './target-routes.ts';
export { countTargets } from './targets.ts';
export {
  addTask,
  deleteTask,
  findTaskOf,
  publishTask,
  taskListConfig,
  transitionTask,
} from './task-routes.ts';
