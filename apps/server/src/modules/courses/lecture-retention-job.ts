import type { JobDefinition } from '../../core/module.ts';
import type { JobHandler } from '../../core/scheduler/job-handler.ts';
import { eraseExpiredGuardians } from './lectures.ts';

/** Erases guardians' names and numbers once their lecture is older than the school's retention days. */
const lectureRetention: JobHandler = {
  name: '家长信息到期清除',
  parameterHint: '',
  async run({ db, fireTime, log }) {
    const erased = await eraseExpiredGuardians(db, fireTime);
    log.info({ erased }, 'lecture guardians past retention erased');
  },
};

export const lectureRetentionJob: JobDefinition = {
  className: 'xinmiao.job.LectureRetentionJob',
  handler: () => lectureRetention,
  schedule: { cron: '0 30 2 * * ?', description: '家长学堂报名信息到期清除（每天 02:30）' },
};
