import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type CockpitData, type DrillDown, type DrillRow, statisticsRoutes } from '@xinmiao/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptySession, sessionStore } from '../../access/session-store.ts';
import { type FakeCall, fakeApi } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { cockpitData } from '../../testing/statistics-records.ts';
import { CareerPlanningCockpit } from './CareerPlanningCockpit.tsx';
import { childNode, childrenQuery } from './cockpit-node.ts';
import { LectureHallCockpit } from './LectureHallCockpit.tsx';
import { PsychologicalTestsCockpit } from './PsychologicalTestsCockpit.tsx';
import { SchoolDataCockpit } from './SchoolDataCockpit.tsx';

beforeEach(() => sessionStore.set({ ...emptySession, token: 't', username: 'u', tenantid: 1000 }));
afterEach(cleanup);

const row = (key: string, name: string, students: DrillRow['students'] = 40): DrillRow => ({
  key,
  name,
  students,
  screened: students,
  alert: 0,
});

/** The figures of a node: the screened count tells which node the server was asked for. */
function figures(scope: CockpitData['scope'], node: CockpitData['node'], screened: number): CockpitData {
  return cockpitData({
    scope,
    xzqhDm: '140105',
    students: 900,
    screenedStudents: screened,
    coverage: null,
    levels: [{ level: 3, count: 7 }],
    holland: [{ name: 'RIA', count: screened }],
    careerStudents: screened,
    staff: [{ name: 'consultant', count: 2 }],
    rotaHoursWeekly: 10,
    bookedHoursLastMonth: 4,
    lectures: {
      registrations: 12,
      attendance: 9,
      feedbacks: 6,
      satisfaction: 4.5,
      scores: [],
      months: [],
      grades: [],
    },
    node,
  });
}

/** A 教育局 of 小店区: its county's schools, then the school (whose grades it does not open). */
function regionServer() {
  const drill = ({ query }: FakeCall): DrillDown => ({
    scope: 'region',
    region: { code: '140105', name: '山西省/太原市/小店区' },
    level: query.schoolId ? 'grade' : 'school',
    rows: query.schoolId ? [row('2023级', '2023级', 120)] : [row('1000', '心苗示范大学', 840)],
    refreshedAt: null,
  });
  const cockpit = ({ query }: FakeCall) =>
    query.schoolId
      ? figures('region', { level: 'school', name: '心苗示范大学' }, 511)
      : figures('region', { level: 'region', name: '山西省/太原市/小店区' }, 622);
  return fakeApi().on(statisticsRoutes.drillDown, drill).on(statisticsRoutes.cockpitData, cockpit);
}

/** A school's centre: its colleges, a college's grades, a grade's classes; the figures of each node. */
function schoolServer() {
  const drill = ({ query }: FakeCall): DrillDown => ({
    scope: 'school',
    region: null,
    level: query.grade ? 'class' : query.college ? 'grade' : 'college',
    rows: query.grade
      ? [row('d-c1', '2023级1班', 3)]
      : query.college
        ? [row('d-g23', '2023级', 120)]
        : [row('d-cs', '计算机学院', 300)],
    refreshedAt: null,
  });
  const cockpit = ({ query }: FakeCall) =>
    query.klass
      ? figures('school', { level: 'class', name: '计算机学院 / 2023级 / 2023级1班' }, 31)
      : query.grade
        ? figures('school', { level: 'grade', name: '计算机学院 / 2023级' }, 117)
        : query.college
          ? figures('school', { level: 'college', name: '计算机学院' }, 290)
          : figures('school', { level: 'school', name: '心苗示范大学' }, 800);
  return fakeApi().on(statisticsRoutes.drillDown, drill).on(statisticsRoutes.cockpitData, cockpit);
}

const crumbs = () =>
  Array.from(document.querySelectorAll('.cockpit__nav .ant-breadcrumb-link'))
    .map((e) => e.textContent)
    .join(' / ');
const show = (ui: React.ReactElement) => renderInApp(<MemoryRouter>{ui}</MemoryRouter>);

describe('cockpit nodes', () => {
  it('take a region view from its county to one school and no further, the figures following', async () => {
    const fake = regionServer();
    show(<PsychologicalTestsCockpit />);
    expect(await screen.findByText('622')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '心苗示范大学' }));
    expect(await screen.findByText('511')).toBeTruthy();
    await waitFor(() => expect(crumbs()).toBe('山西省/太原市/小店区 / 心苗示范大学'));
    // The school's grades are listed by the server but are not a place for a region view.
    await waitFor(() =>
      expect(fake.calls(statisticsRoutes.drillDown).some((c) => c.query.schoolId)).toBe(true),
    );
    expect(screen.queryByRole('button', { name: '2023级' })).toBeNull();
    expect(fake.calls(statisticsRoutes.cockpitData).map((c) => c.query)).toEqual([
      { xzqhDm: '140000' },
      { xzqhDm: '140105', schoolId: '1000' },
    ]);
  });

  it("take a school's centre from the school to a college, a grade and a class, and back by the breadcrumb", async () => {
    const fake = schoolServer();
    show(<CareerPlanningCockpit />);
    expect(await screen.findByText('800')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '计算机学院' }));
    expect(await screen.findByText('290')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '2023级' }));
    expect(await screen.findByText('117')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '2023级1班' }));
    expect(await screen.findByText('31')).toBeTruthy();
    await waitFor(() => expect(crumbs()).toBe('本校 / 计算机学院 / 2023级 / 2023级1班'));
    expect(screen.queryByText('下级：')).toBeNull();
    expect(fake.calls(statisticsRoutes.cockpitData).map((c) => c.query)).toEqual([
      { xzqhDm: '140000' },
      { xzqhDm: '140000', college: 'd-cs' },
      { xzqhDm: '140000', college: 'd-cs', grade: 'd-g23' },
      { xzqhDm: '140000', college: 'd-cs', grade: 'd-g23', klass: 'd-c1' },
    ]);
    fireEvent.click(screen.getByRole('link', { name: '本校' }));
    expect(await screen.findByText('800')).toBeTruthy();
    await waitFor(() => expect(crumbs()).toBe('本校'));
  });

  it("label a grade's staff and rota as the school's, and send a class's lecture hall back to its grade", async () => {
    schoolServer();
    show(<SchoolDataCockpit />);
    fireEvent.click(await screen.findByRole('button', { name: '计算机学院' }));
    fireEvent.click(await screen.findByRole('button', { name: '2023级' }));
    expect(await screen.findByText('教职工（全校）')).toBeTruthy();
    expect(screen.getByText('排班与需求（全校）')).toBeTruthy();
    cleanup();
    schoolServer();
    show(<LectureHallCockpit />);
    fireEvent.click(await screen.findByRole('button', { name: '计算机学院' }));
    fireEvent.click(await screen.findByRole('button', { name: '2023级' }));
    fireEvent.click(await screen.findByRole('button', { name: '2023级1班' }));
    expect(await screen.findByText(/家长学堂按年级报名/)).toBeTruthy();
  });
});

describe('childNode', () => {
  const drill = (scope: DrillDown['scope'], level: DrillDown['level']): DrillDown => ({
    scope,
    region: scope === 'region' ? { code: '140105', name: '小店区' } : null,
    level,
    rows: [],
    refreshedAt: null,
  });
  it('opens divisions, schools, and for a school grades and classes; a class has nothing below', () => {
    const at = { xzqhDm: '140000' };
    expect(childNode(drill('region', 'region'), at, row('140100', '太原市'))).toEqual({ xzqhDm: '140100' });
    expect(childNode(drill('region', 'region'), at, row('', '未归属下级地区'))).toBeNull();
    expect(childNode(drill('region', 'school'), at, row('1000', '大学'))).toEqual({
      xzqhDm: '140105',
      schoolId: 1000,
    });
    expect(childNode(drill('region', 'college'), at, row('d-cs', '计算机学院'))).toBeNull();
    expect(childNode(drill('region', 'grade'), at, row('d-g23', '2023级'))).toBeNull();
    expect(childNode(drill('school', 'college'), at, row('d-cs', '计算机学院'))).toEqual({
      xzqhDm: '140000',
      college: 'd-cs',
    });
    expect(childNode(drill('school', 'college'), at, row('', '未归属院系'))).toBeNull();
    expect(childNode(drill('school', 'grade'), at, row('d-g23', '2023级'))).toEqual({
      xzqhDm: '140000',
      grade: 'd-g23',
    });
    expect(childrenQuery({ xzqhDm: '140000', grade: '2023级', klass: '1班' })).toBeNull();
  });
});
