import type { ModuleDefinition } from '../../core/module.ts';
import { seedDemoContracts } from './demo-seed.ts';
import { contractReminderJob, installReminder } from './remind-job.ts';
import { registerFeeRoutes } from './routes.ts';

/**
 * 费用管理. A platform module (docs/architecture.md, "Boundaries"): the contracts are the operator's
 * rows, but they set a school's `sys_tenant` term, the reminders reach the school's own users and a
 * school reads its own contracts.
 */
export const feeModule: ModuleDefinition = {
  name: 'fee',
  platform: true,
  register: registerFeeRoutes,
  jobs: [contractReminderJob],
  pages: ['/statistics/fee'],
  // The contracts are the operator's to keep.
  platformPages: ['/statistics/fee'],
  seed: {
    school: async (school) => {
      await installReminder(school.tdb);
      await seedDemoContracts(school);
    },
    ensure: installReminder,
  },
};
