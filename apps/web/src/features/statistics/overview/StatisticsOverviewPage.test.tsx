import { cleanup, screen } from '@testing-library/react';
import { statisticsRoutes, toPage } from '@xinmiao/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { indexData } from '../../../testing/statistics-records.ts';
import { StatisticsOverviewPage } from './StatisticsOverviewPage.tsx';

afterEach(cleanup);

const index = indexData({ overdueCases: 2 });

/** A school's statistics as the server answers them, with `unit` when narrowed to a college. */
function server(unit?: string) {
  return fakeApi()
    .on(statisticsRoutes.indexData, unit ? { ...index, students: 300, unit } : index)
    .on(statisticsRoutes.monthPrAnalysis, [])
    .on(statisticsRoutes.scStatistics, [])
    .on(statisticsRoutes.schoolLedgerList, toPage([], 0, 1, 100))
    .on(statisticsRoutes.drillDown, {
      scope: 'school',
      region: null,
      level: unit ? 'grade' : 'college',
      ...(unit ? { unit } : {}),
      rows: [],
      refreshedAt: null,
    });
}

const cardTitles = () =>
  Array.from(document.querySelectorAll('.ant-card-head-title')).map((e) => e.textContent);

describe('统计分析', () => {
  it("shows the centre the school's figures, its school table and its ledger", async () => {
    const fake = server();
    renderInApp(<StatisticsOverviewPage />);
    expect(await screen.findByText('学校统计')).toBeTruthy();
    expect(cardTitles()).toEqual(['逐级查看', '月度分析', '学校统计', '台账完整度']);
    expect(screen.getByText('学校数')).toBeTruthy();
    expect(screen.queryByText(/统计范围/)).toBeNull();
    await screen.findByText('840');
    expect(fake.calls(statisticsRoutes.scStatistics)).toHaveLength(1);
    expect(fake.calls(statisticsRoutes.schoolLedgerList)).toHaveLength(1);
  });

  it("shows a 辅导员 their college's figures, named, with no school table or ledger asked for", async () => {
    const fake = server('计算机学院');
    renderInApp(<StatisticsOverviewPage />);
    expect(await screen.findByText('统计范围：计算机学院')).toBeTruthy();
    expect(await screen.findByText('300')).toBeTruthy();
    expect(cardTitles()).toEqual(['逐级查看', '月度分析']);
    expect(screen.queryByText('学校数')).toBeNull();
    expect(fake.calls(statisticsRoutes.scStatistics)).toHaveLength(0);
    expect(fake.calls(statisticsRoutes.schoolLedgerList)).toHaveLength(0);
  });
});
