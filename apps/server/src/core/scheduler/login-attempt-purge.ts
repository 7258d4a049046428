import { purgeStaleAttempts } from '../../modules/session/lockout.ts';
import type { JobHandler } from './job-handler.ts';

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
