import { cleanup, screen } from '@testing-library/react';
import { bookingRoutes, type CockpitData, statisticsRoutes } from '@xinmiao/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { emptySession, sessionStore } from '../../../access/session-store.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { grant } from '../../../testing/grant.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { cockpitData } from '../../../testing/statistics-records.ts';
import { HomeCharts } from './HomeCharts.tsx';
import { homeBarOption, homeCoverageOption } from './home-chart-options.ts';

afterEach(() => {
  cleanup();
  accessStore.set(emptyAccess);
  sessionStore.set(emptySession);
});

const figures = (node: CockpitData['node']) =>
  cockpitData({
    students: 900,
    coverage: 88.9,
    caseStatus: [
      { status: 'assigned', count: 6 },
      { status: 'intervening', count: 3 },
    ],
    caseSla: { closed: 11, onTime: 7, overdue: 2 },
    years: [2022, 2023, 2024, 2025, 2026].map((year, i) => ({
      year,
      results: 100 * i,
      coverage: i ? 20 * i : null,
    })),
    node,
  });

const render = () =>
  renderInApp(
    <MemoryRouter>
      <HomeCharts />
    </MemoryRouter>,
  );

describe('home charts', () => {
  it("show the centre its open cases with their deadlines, today's bookings and the coverage trend", async () => {
    sessionStore.set({ ...emptySession, tenantid: 1000 });
    grant('cockpit:view', 'counselling:booking:list');
    const fake = fakeApi()
      .on(statisticsRoutes.cockpitData, figures({ level: 'school', name: '心苗示范大学' }))
      .on(bookingRoutes.today, { total: 4, statuses: [{ status: 'confirmed', count: 4 }] });
    render();
    expect(await screen.findByText('工作看板 · 心苗示范大学')).toBeTruthy();
    expect(screen.getByText('按期 7 · 超期 2 · 已结 11')).toBeTruthy();
    for (const title of ['在办个案（按状态）', '今日预约', '测评覆盖率（近五年，按当前在读人数）'])
      expect(screen.getByRole('region', { name: title })).toBeTruthy();
    expect(await screen.findByTestId('home-cases-chart')).toBeTruthy();
    expect(await screen.findByTestId('home-bookings-chart')).toBeTruthy();
    expect(screen.getByTestId('home-coverage-chart')).toBeTruthy();
    expect(fake.calls(statisticsRoutes.cockpitData)[0]?.query).toEqual({ xzqhDm: '140000' });
  });

  it("name a 辅导员's college, as the server narrowed the figures, and leave out bookings they do not keep", async () => {
    sessionStore.set({ ...emptySession, tenantid: 1000 });
    grant('cockpit:view');
    const fake = fakeApi().on(
      statisticsRoutes.cockpitData,
      figures({ level: 'college', name: '计算机学院' }),
    );
    render();
    expect(await screen.findByText('工作看板 · 计算机学院')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '今日预约' })).toBeNull();
    expect(fake.calls(bookingRoutes.today)).toHaveLength(0);
  });

  it('stay away from the platform operator and from accounts without the cockpits', () => {
    sessionStore.set({ ...emptySession, tenantid: 1 });
    grant('cockpit:view', 'counselling:booking:list');
    const fake = fakeApi();
    const { container } = render();
    expect(container.textContent).toBe('');
    cleanup();
    sessionStore.set({ ...emptySession, tenantid: 1000 });
    grant('counselling:booking:list');
    expect(render().container.textContent).toBe('');
    expect(fake.fetch).not.toHaveBeenCalled();
  });
});

describe('home chart options', () => {
  it('draw a suppressed cell as no bar labelled "<5", and a coverage gap as a gap', () => {
    const bar = homeBarOption(['a', 'b'], [3, '<5']) as {
      series: { data: { value: number; label: { formatter?: string } }[] }[];
    };
    expect(bar.series[0]?.data.map((d) => d.value)).toEqual([3, 0]);
    expect(bar.series[0]?.data[1]?.label.formatter).toBe('<5');
    const line = homeCoverageOption([
      { year: 2025, coverage: null },
      { year: 2026, coverage: 88.9 },
    ]) as { series: { data: (number | null)[] }[]; xAxis: { data: string[] } };
    expect(line.xAxis.data).toEqual(['2025年', '2026年']);
    expect(line.series[0]?.data).toEqual([null, 88.9]);
  });
});
