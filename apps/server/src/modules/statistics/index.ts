import type { ModuleDefinition } from '../../core/module.ts';

const STATISTICS_PAGES = [
  '/cockpit/condition',
  '/cockpit/psychologicalTests',
  '/cockpit/careerPlanning',
  '/cockpit/lectureHall',
  '/cockpit/schoolDataCockpit',
  '/statistics/overview',
  '/statistics/ledger',
];

import { statisticsRefreshJob } from './refresh-job.ts';
import { refreshSchool } from './rollup.ts';
import { registerStatisticsRoutes } from './routes.ts';

/**
 * 统计与数据驾驶舱: per-school rollups rebuilt by a scheduled job, the spec §7 statistics calls and
 * the five cockpits' data, read across schools only through `services.regionRollups`.
 */
export const statisticsModule: ModuleDefinition = {
  name: 'statistics',
  register: (r, services) => registerStatisticsRoutes(r, services.regionRollups),
  jobs: [statisticsRefreshJob],
  pages: STATISTICS_PAGES,
  // The operator's home cards open the cockpits; its statistics are the region's (suppressed).
  platformPages: STATISTICS_PAGES,
  seed: {
    // The demo's figures are there from the first start, for every school a region adds up (a
    // region shows 数据尚未汇总 while one of its schools has none); the job keeps them fresh after.
    school: async ({ tdb, spec }) => {
      if (spec.regionCode) await refreshSchool(tdb);
    },
    demoActivity: async (tdb) => {
      await refreshSchool(tdb);
    },
  },
};
