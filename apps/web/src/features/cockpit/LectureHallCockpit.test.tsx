import { cleanup, fireEvent, screen } from '@testing-library/react';
import { statisticsRoutes } from '@xinmiao/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { cockpitData } from '../../testing/statistics-records.ts';
import { freshnessText } from './CockpitFrame.tsx';
import { attendanceRate, LectureHallCockpit } from './LectureHallCockpit.tsx';
import { ratioText } from './SchoolDataCockpit.tsx';

afterEach(cleanup);

const data = cockpitData({ lagMinutes: 7 });

describe('cockpits', () => {
  it('say how old the figures are', () => {
    expect(freshnessText(data)).toBe('数据更新于 2026-11-27 08:00:00（7 分钟前）');
    expect(freshnessText({ refreshedAt: null, lagMinutes: null })).toContain('尚未汇总');
  });

  it('show a staff ratio only when both counts are shown', () => {
    expect(ratioText(840, 2)).toBe('1 : 420');
    expect(ratioText(840, '<5')).toBe('—');
    expect(ratioText(840, undefined)).toBe('—');
  });

  it('give the lecture attendance rate only from shown counts', () => {
    expect(attendanceRate(40, 31)).toBe('77.5%');
    expect(attendanceRate('<5', 3)).toBe('—');
    expect(attendanceRate(0, 0)).toBe('—');
  });

  it('show the lecture hall honestly empty, full screen, with a way back', async () => {
    fakeApi().on(statisticsRoutes.cockpitData, data).on(statisticsRoutes.drillDown, {
      scope: 'school',
      region: null,
      level: 'grade',
      rows: [],
      refreshedAt: null,
    });
    renderInApp(
      <MemoryRouter initialEntries={['/dashboard/analysis', '/cockpit/lectureHall']} initialIndex={1}>
        <Routes>
          <Route path="/cockpit/lectureHall" element={<LectureHallCockpit />} />
          <Route path="/dashboard/analysis" element={<div>首页</div>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('本年度暂无家长学堂报名')).toBeTruthy();
    expect(screen.getByText('数据更新于 2026-11-27 08:00:00（7 分钟前）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /返回/ }));
    expect(await screen.findByText('首页')).toBeTruthy();
  });
});
