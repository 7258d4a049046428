import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type DrillDown as DrillDownData, type DrillRow, statisticsRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeCall, fakeApi } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { DrillDown } from './DrillDown.tsx';

afterEach(cleanup);

const row = (key: string, name: string, students: DrillRow['students'], alert: DrillRow['alert'] = 0) => ({
  key,
  name,
  students,
  screened: students,
  alert,
});

const region = (code: string, name: string, level: DrillDownData['level'], rows: DrillRow[]) => ({
  scope: 'region' as const,
  region: { code, name },
  level,
  rows,
  refreshedAt: '2026-11-27 08:00:00',
});

/** What the server answers a region view at each step (already suppressed). */
function regionAnswer({ query }: FakeCall): DrillDownData {
  if (query.grade) return region('140105', '山西省/太原市/小店区', 'class', [row('d-c1', '2023级1班', '<5')]);
  if (query.college)
    return region('140105', '山西省/太原市/小店区', 'grade', [row('d-g23', '2023级', 120, '<5')]);
  if (query.schoolId)
    return region('140105', '山西省/太原市/小店区', 'college', [
      row('d-cs', '计算机学院', 300, 6),
      row('', '未归属院系', '<5'),
    ]);
  if (query.xzqhDm === '140105')
    return region('140105', '山西省/太原市/小店区', 'school', [row('1000', '心苗示范大学', 840, 12)]);
  if (query.xzqhDm === '140100')
    return region('140100', '山西省/太原市', 'region', [
      row('140105', '小店区', 840, 12),
      row('140106', '迎泽区', 620, '<5'),
    ]);
  return region('140000', '山西省', 'region', [
    row('140100', '太原市', 1460, 15),
    row('', '未归属下级地区', '<5'),
  ]);
}

const crumbs = () =>
  Array.from(document.querySelectorAll('.ant-breadcrumb-link'))
    .map((e) => e.textContent)
    .join(' / ');

describe('逐级查看 (drill-down)', () => {
  it('goes region → city → county → school → college → grade → class and back up by the breadcrumb', async () => {
    const fake = fakeApi().on(statisticsRoutes.drillDown, regionAnswer);
    renderInApp(<DrillDown xzqhDm="140000" />);
    // Schools coded at no division below are counted but cannot be opened.
    expect(await screen.findByText('未归属下级地区')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '未归属下级地区' })).toBeNull();
    await waitFor(() => expect(crumbs()).toBe('山西省'));
    for (const [name, trail] of [
      ['太原市', '山西省 / 太原市'],
      ['小店区', '山西省 / 太原市 / 小店区'],
      ['心苗示范大学', '山西省 / 太原市 / 小店区 / 心苗示范大学'],
      ['计算机学院', '山西省 / 太原市 / 小店区 / 心苗示范大学 / 计算机学院'],
      ['2023级', '山西省 / 太原市 / 小店区 / 心苗示范大学 / 计算机学院 / 2023级'],
    ] as const) {
      fireEvent.click(await screen.findByRole('button', { name }));
      await waitFor(() => expect(crumbs()).toBe(trail));
      // Grades under no college are counted but are no college to open.
      if (name === '心苗示范大学') {
        expect(await screen.findByText('未归属院系')).toBeTruthy();
        expect(screen.getByRole('columnheader', { name: '院系' })).toBeTruthy();
        expect(screen.queryByRole('button', { name: '未归属院系' })).toBeNull();
      }
    }
    // The class level: a suppressed cell stays "<5", and a class opens nothing further.
    const classRow = (await screen.findByText('2023级1班')).closest('tr') as HTMLElement;
    expect(within(classRow).getAllByText('<5')).toHaveLength(2);
    expect(within(classRow).queryByRole('button')).toBeNull();
    expect(fake.calls(statisticsRoutes.drillDown).map((c) => c.query)).toEqual([
      { xzqhDm: '140000' },
      { xzqhDm: '140100' },
      { xzqhDm: '140105' },
      { xzqhDm: '140105', schoolId: '1000' },
      { xzqhDm: '140105', schoolId: '1000', college: 'd-cs' },
      { xzqhDm: '140105', schoolId: '1000', college: 'd-cs', grade: 'd-g23' },
    ]);
    fireEvent.click(screen.getByRole('link', { name: '太原市' }));
    await waitFor(() => expect(crumbs()).toBe('山西省 / 太原市'));
    expect(await screen.findByRole('button', { name: '迎泽区' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '山西省' }));
    await waitFor(() => expect(crumbs()).toBe('山西省'));
    expect(await screen.findByRole('button', { name: '太原市' })).toBeTruthy();
  });

  it("opens a school's own view at its grades, under 本校", async () => {
    fakeApi().on(statisticsRoutes.drillDown, ({ query }) => ({
      scope: 'school' as const,
      region: null,
      level: query.grade ? ('class' as const) : ('grade' as const),
      rows: query.grade ? [row('d-c1', '2023级1班', 3)] : [row('d-g23', '2023级', 120, 2)],
      refreshedAt: null,
    }));
    renderInApp(<DrillDown xzqhDm="140000" />);
    fireEvent.click(await screen.findByRole('button', { name: '2023级' }));
    await waitFor(() => expect(crumbs()).toBe('本校 / 2023级'));
    expect(await screen.findByText('2023级1班')).toBeTruthy();
  });

  it("heads a 辅导员's view with their college, whose grades the server answers", async () => {
    const fake = fakeApi().on(statisticsRoutes.drillDown, ({ query }) => ({
      scope: 'school' as const,
      region: null,
      level: query.grade ? ('class' as const) : ('grade' as const),
      unit: query.grade ? '2023级' : '计算机学院',
      rows: query.grade ? [row('d-c1', '2023级1班', 3)] : [row('d-g23', '2023级', 120, 2)],
      refreshedAt: null,
    }));
    renderInApp(<DrillDown xzqhDm="140000" />);
    await waitFor(() => expect(crumbs()).toBe('计算机学院'));
    fireEvent.click(await screen.findByRole('button', { name: '2023级' }));
    await waitFor(() => expect(crumbs()).toBe('计算机学院 / 2023级'));
    expect(fake.calls(statisticsRoutes.drillDown).map((c) => c.query)).toContainEqual({
      xzqhDm: '140000',
      grade: 'd-g23',
    });
  });
});
