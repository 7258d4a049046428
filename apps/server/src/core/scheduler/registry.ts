import { screeningWindowJob } from '../../modules/screening/window-job.ts';
import { announcementExpiry } from './announcement-expiry.ts';
import { COUNSELLING_REMINDER_JOB, counsellingReminder } from './counselling-reminder.ts';
import type { JobHandler } from './job-handler.ts';
import { LOG_RETENTION_JOB, logRetention } from './log-retention.ts';
import { loginAttemptPurge } from './login-attempt-purge.ts';

/** Every job the server can run, by the `jobClassName` a job row names. */
export type JobRegistry = ReadonlyMap<string, JobHandler>;

export const JOB_HANDLERS: JobRegistry = new Map([
  [LOG_RETENTION_JOB, logRetention],
  ['xinmiao.job.AnnouncementExpiryJob', announcementExpiry],
  ['xinmiao.job.LoginAttemptPurgeJob', loginAttemptPurge],
  ['xinmiao.job.ScreeningWindowJob', screeningWindowJob],
  [COUNSELLING_REMINDER_JOB, counsellingReminder],
]);
