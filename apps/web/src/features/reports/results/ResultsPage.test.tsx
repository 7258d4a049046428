import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type ReportListRecord,
  type ResultOptions,
  reportRoutes,
  screeningResultRoutes,
  sessionRoutes,
  toPage,
} from '@xinmiao/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { grant } from '../../../testing/grant.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { ResultsPage } from './ResultsPage.tsx';

const record: ReportListRecord = {
  id: 'r1',
  studentId: 's1',
  studentName: '王小明',
  studentNo: '20230201',
  taskName: '2026年秋季普查',
  scaleCode: 'PHQ9',
  scaleName: '患者健康问卷',
  page: 'generalReportPage',
  total: 19,
  level: 3,
  career: false,
  valid: true,
  state: 'generated',
  testedAt: '2026-11-23 10:00:00',
  abilities: { review: true, release: false, withhold: false },
};

const options: ResultOptions = {
  tasks: [{ id: 't1', name: '2026年秋季普查' }],
  scales: [{ code: 'PHQ9', name: '患者健康问卷' }],
  colleges: [],
  classes: [],
};

function renderPage(codes: string[], row: ReportListRecord = record) {
  grant(...codes);
  const fake = fakeApi()
    .on(sessionRoutes.dictItems, [])
    .on(screeningResultRoutes.options, options)
    // 45 rows in all: the table shows page 1 of 3 at the default size.
    .on(reportRoutes.list, toPage([row], 45, 1, 20))
    .on(reportRoutes.review, '已审核');
  renderInApp(
    <MemoryRouter initialEntries={['/report/individual']}>
      <ResultsPage />
    </MemoryRouter>,
  );
  return fake;
}

const listCalls = (fake: ReturnType<typeof renderPage>) =>
  fake.calls(reportRoutes.list).map((call) => new URLSearchParams(call.query));

function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const found = screen.getAllByTitle(option);
  const last = found[found.length - 1];
  if (!last) throw new Error(`no option ${option}`);
  fireEvent.click(last);
}

const CENTRE = ['screening:result:list', 'screening:result:read', 'screening:report:release'];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  accessStore.set(emptyAccess);
});

// antd tables under happy-dom take seconds on a busy 2-core machine; the default 5 s is too tight.
describe('ResultsPage', { timeout: 30_000 }, () => {
  it('asks the server for one page, newest first, and pages through the server total', async () => {
    const fake = renderPage(CENTRE);
    const row = (await screen.findByText('王小明')).closest('tr') as HTMLElement;
    expect(within(row).getByText('19')).toBeTruthy();
    expect(screen.getByText(/共 45 条/)).toBeTruthy();
    const [first] = listCalls(fake);
    expect([first?.get('pageNo'), first?.get('column'), first?.get('order')]).toEqual([
      '1',
      'testedAt',
      'desc',
    ]);
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(listCalls(fake).at(-1)?.get('pageNo')).toBe('2'));
  });

  it('sends the report state, level and 学号 filters to the list engine', async () => {
    const fake = renderPage(CENTRE);
    await screen.findByText('王小明');
    choose('报告状态', '已向学生发布');
    choose('预警等级', '橙色预警及以上');
    fireEvent.change(screen.getByPlaceholderText('请输入学号'), { target: { value: '20230201' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listCalls(fake).at(-1)?.get('reportState')).toBe('released'));
    const query = listCalls(fake).at(-1);
    expect([query?.get('minLevel'), query?.get('studentNo'), query?.get('pageNo')]).toEqual([
      '2',
      '20230201',
      '1',
    ]);
  });

  it('reviews a report and reloads the page, and opens the report page', async () => {
    const fake = renderPage(CENTRE);
    const row = (await screen.findByText('王小明')).closest('tr') as HTMLElement;
    const before = listCalls(fake).length;
    fireEvent.click(within(row).getByRole('button', { name: '审核' }));
    await waitFor(() => expect(listCalls(fake).length).toBeGreaterThan(before));
    expect(fake.calls(reportRoutes.review)[0]?.body).toEqual({ resultId: 'r1' });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(within(row).getByRole('button', { name: '查看报告' }));
    expect(open).toHaveBeenCalledWith('/generalReportPage?resultId=r1', '_blank', 'noopener');
  });

  it('offers no state changes the server does not allow on the row', async () => {
    renderPage(['screening:result:list', 'screening:report:level'], {
      ...record,
      abilities: { review: false, release: false, withhold: false },
    });
    const row = (await screen.findByText('王小明')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: '审核' })).toBeNull();
    expect(within(row).getByRole('button', { name: '查看报告' })).toBeTruthy();
  });
});
