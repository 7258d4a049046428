import { cleanup, fireEvent, screen } from '@testing-library/react';
import { type CockpitData, statisticsRoutes } from '@xinmiao/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { freshnessText } from './CockpitFrame.tsx';
import { attendanceRate, LectureHallCockpit } from './LectureHallCockpit.tsx';
import { ratioText } from './SchoolDataCockpit.tsx';

afterEach(cleanup);

const data: CockpitData = {
  scope: 'school',
  xzqhDm: '140000',
  curYear: 2026,
  schools: 1,
  refreshedAt: '2026-11-27 08:00:00',
  lagMinutes: 7,
  students: 840,
  screenedStudents: 800,
  coverage: 95.2,
  levels: [],
  caseStatus: [],
  caseSla: { closed: 0, onTime: 0, overdue: 0 },
  counsellingHours: 0,
  bookings: [],
  scales: [],
  months: [],
  years: [],
  holland: [],
  careerStudents: 0,
  units: [],
  staff: [],
  rotaHoursWeekly: 0,
  bookedHoursLastMonth: 0,
  lectures: {
    registrations: 0,
    attendance: 0,
    feedbacks: 0,
    satisfaction: null,
    scores: [],
    months: [],
    grades: [],
  },
  node: { level: 'school', name: '心苗示范大学' },
};

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
