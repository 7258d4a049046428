import type { ModuleDefinition } from '../../core/module.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { registerQuartzImport } from './import-route.ts';
import { registerQuartzJobCrud } from './job-routes.ts';
import { registerQuartzJobRuns } from './run-routes.ts';

/** 定时任务: jobs of the caller's tenant, run by the server's scheduler from its handler registry. */
function registerQuartzModule(r: Registrar, services: ModuleServices): void {
  registerQuartzJobCrud(r, services.scheduler.handlers);
  registerQuartzImport(r, services.files, services.scheduler.handlers);
  registerQuartzJobRuns(r, services.scheduler);
}

export const quartzModule: ModuleDefinition = {
  name: 'quartz',
  register: registerQuartzModule,
  pages: ['/system/jobs'],
};
