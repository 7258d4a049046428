import type { JobDefinition } from '../../core/module.ts';
import { FOLLOW_UP_BATCH, fileSheetFollowUps } from './follow-up.ts';

/**
 * Files the follow-up of every sheet still waiting for it: the sheets an instance stored but did
 * not get to file (it stopped, or its drain failed). Normally there is none, and the school's next
 * submit on any instance files them too. Every five minutes: a warning left behind by an instance
 * that went away reaches the triage queue well within the shortest triage deadline (an hour), and
 * a school keeps 288 fire records a day for it, not 1,440.
 */
export const sheetFollowUpJob: JobDefinition = {
  className: 'xinmiao.job.SheetFollowUpJob',
  handler: ({ notifier }) => ({
    name: '测评提交后续处理（预警、成长档案）',
    parameterHint: '',
    async run({ db }) {
      while ((await fileSheetFollowUps(db, notifier)) === FOLLOW_UP_BATCH);
    },
  }),
  schedule: { cron: '0 0/5 * * * ?', description: '补报提交后未及处理的测评预警与成长档案记录' },
};
