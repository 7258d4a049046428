import type { JobDefinition } from '../../core/module.ts';
import type { JobHandler } from '../../core/scheduler/job-handler.ts';
import { purgeStaleAttempts } from './lockout.ts';

/**
 * Login attempts belong to no tenant, so a job of any tenant purges them for the platform. The
 * server also purges them on its own timer (`main.ts`); the job lets a school run it on a schedule.
 */
export const loginAttemptPurge: JobHandler = {
  name: '过期登录失败记录清理',
  parameterHint: '',
  async run({ platformDb, fireTime }) {
    await purgeStaleAttempts(platformDb, fireTime.getTime());
  },
};

/** Not a default job: its table belongs to no school (see `DefaultJob`). */
export const loginAttemptPurgeJob: JobDefinition = {
  className: 'xinmiao.job.LoginAttemptPurgeJob',
  handler: () => loginAttemptPurge,
};
