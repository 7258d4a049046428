import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type ResultOptions,
  type ResultRecord,
  screeningResultRoutes,
  screeningTaskRoutes,
  sessionRoutes,
  toPage,
} from '@xinmiao/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { grant } from '../../../testing/grant.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { ScreeningResultsPage } from './ScreeningResultsPage.tsx';

const record: ResultRecord = {
  id: 'r1',
  taskId: 't1',
  taskName: '2026年秋季普查',
  studentId: 's1',
  studentNo: '20230201',
  studentName: '王小明',
  className: '计算机学院 / 2023级 / 2023级2班',
  scaleCode: 'PHQ9',
  scaleName: '患者健康问卷',
  page: 'generalReportPage',
  total: 19,
  level: 3,
  career: false,
  valid: false,
  reviewStatus: 'pending',
  rules: ['作答用时少于 9 秒（每题 1 秒），答卷无效'],
  createTime: '2026-11-23 10:00:00',
};

const options: ResultOptions = {
  tasks: [{ id: 't1', name: '2026年秋季普查' }],
  scales: [{ code: 'PHQ9', name: '患者健康问卷' }],
  colleges: [{ id: 'c1', name: '计算机学院' }],
  classes: [{ id: 'k1', path: '计算机学院 / 2023级 / 2023级2班', collegeId: 'c1' }],
};

function renderPage(codes: string[], row: ResultRecord = record) {
  grant(...codes);
  const fake = fakeApi()
    .on(sessionRoutes.dictItems, [])
    .on(screeningResultRoutes.options, options)
    .on(screeningResultRoutes.list, toPage([row], 1, 1, 10))
    .on(screeningTaskRoutes.review, '审核完成');
  renderInApp(
    <MemoryRouter initialEntries={['/screening/results']}>
      <ScreeningResultsPage />
    </MemoryRouter>,
  );
  return fake;
}

const listQueries = (fake: ReturnType<typeof renderPage>) =>
  fake.calls(screeningResultRoutes.list).map((call) => call.query);

const CENTRE = [
  'screening:result:list',
  'screening:result:read',
  'screening:result:review',
  'screening:result:rescore',
  'screening:result:export',
];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  accessStore.set(emptyAccess);
});

// antd tables under happy-dom take seconds on a busy 2-core machine; the default 5 s is too tight.
describe('ScreeningResultsPage', { timeout: 30_000 }, () => {
  it('shows the centre scores, the level, validity and review state, and opens the report page', async () => {
    const fake = renderPage(CENTRE);
    const row = (await screen.findByText('王小明')).closest('tr') as HTMLElement;
    expect(screen.getByRole('columnheader', { name: '总分' })).toBeTruthy();
    expect(within(row).getByText('19')).toBeTruthy();
    expect(within(row).getByText('无效')).toBeTruthy();
    expect(within(row).getByText('待审核')).toBeTruthy();
    expect(screen.getByRole('button', { name: /导出/ })).toBeTruthy();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(within(row).getByRole('button', { name: '查看报告' }));
    expect(open).toHaveBeenCalledWith('/generalReportPage?resultId=r1', '_blank', 'noopener');
    expect(listQueries(fake)[0]).toMatchObject({ column: 'createTime', order: 'desc' });
  });

  it('reviews an invalid sheet through the 作废审核 decision, with its reasons shown', async () => {
    const fake = renderPage(CENTRE);
    const row = (await screen.findByText('王小明')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '复核' }));
    expect(await screen.findByText('作答用时少于 9 秒（每题 1 秒），答卷无效')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '判为有效' }));
    await waitFor(() => expect(fake.calls(screeningTaskRoutes.review)).toHaveLength(1));
    expect(fake.calls(screeningTaskRoutes.review)[0]?.body).toEqual({
      id: 'r1',
      decision: 'valid',
      note: '',
    });
  });

  it('sends the keyword and filters to the list engine', async () => {
    const fake = renderPage(CENTRE);
    await screen.findByText('王小明');
    fireEvent.change(screen.getByPlaceholderText('姓名或学号'), { target: { value: '王小' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listQueries(fake).at(-1)?.keyWord).toBe('王小'));
  });

  it('gives a 辅导员 levels without a score column, review or rescoring', async () => {
    renderPage(['screening:result:list', 'screening:report:level', 'screening:result:export'], {
      ...record,
      total: null,
      rules: [],
    });
    const row = (await screen.findByText('王小明')).closest('tr') as HTMLElement;
    expect(screen.queryByRole('columnheader', { name: '总分' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '复核' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '重新计分' })).toBeNull();
  });

  it('shows a class teacher the way to 班级关注 and never asks for results', async () => {
    const fake = renderPage(['screening:result:list', 'screening:report:actionCard']);
    expect(await screen.findByRole('button', { name: '查看班级关注' })).toBeTruthy();
    expect(fake.calls(screeningResultRoutes.list)).toHaveLength(0);
  });

  it('lists a reader of career reports their career results, with no warning level, and keeps 班级关注', async () => {
    renderPage(['screening:result:list', 'screening:report:actionCard', 'career:report:list'], {
      ...record,
      scaleCode: 'RIASEC',
      scaleName: '霍兰德职业兴趣（RIASEC）',
      total: null,
      level: 0,
      career: true,
      valid: true,
      reviewStatus: 'none',
      rules: [],
    });
    const row = (await screen.findByText('王小明')).closest('tr') as HTMLElement;
    expect(within(row).getByText('霍兰德职业兴趣（RIASEC）')).toBeTruthy();
    expect(within(row).queryByText('未达预警')).toBeNull();
    expect(screen.getByRole('button', { name: '查看班级关注' })).toBeTruthy();
  });
});
