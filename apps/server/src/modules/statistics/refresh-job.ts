import type { JobDefinition } from '../../core/module.ts';
import type { JobHandler } from '../../core/scheduler/job-handler.ts';
import { refreshSchool } from './rollup.ts';

/**
 * Rebuilds the school's statistics rollups from its rows. It runs on the scheduler, after the
 * submits it counts have committed: a submit never waits for a count, and the cockpits show how
 * old the figures are.
 */
export const statisticsRefresh: JobHandler = {
  name: '统计数据汇总',
  parameterHint: '',
  async run({ db, fireTime, log }) {
    const rows = await refreshSchool(db, fireTime);
    log.info({ rows }, 'statistics rollups rebuilt');
  },
};

export const statisticsRefreshJob: JobDefinition = {
  className: 'xinmiao.job.StatisticsRollupJob',
  handler: () => statisticsRefresh,
  schedule: { cron: '0 0/10 * * * ?', description: '统计与驾驶舱数据汇总（每 10 分钟）' },
};
