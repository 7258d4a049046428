import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { careerSurveyRoutes, type ScreeningTask, toPage } from '@xinmiao/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { fakeApi } from '../../../testing/fake-api.ts';
import { CareerSurveysPage } from './CareerSurveysPage.tsx';

afterEach(cleanup);

const SURVEY: ScreeningTask = {
  id: 's1',
  name: '2026年秋季生涯兴趣调查',
  taskStatus: 'closed',
  packageId: 'p1',
  packageName: '生涯兴趣调查套餐',
  startAt: '2026-09-02 08:00:00',
  endAt: '2026-09-06 18:00:00',
  makeupEndAt: null,
  targets: { departIds: [], enrolYears: [], studentTypes: [], studentStatuses: [] },
  scales: [{ scaleCode: 'RIASEC', version: '1.0', alias: '', studentCanViewReport: true }],
  consentText: '',
  guardianConsent: false,
  studentCanViewReport: true,
  publishedAt: '2026-09-01 16:00:00',
  assigned: 6,
  submitted: 6,
  createTime: '2026-09-01 16:00:00',
};

const FLAGGED = {
  id: 'r9',
  studentId: 'stu2',
  studentNo: '20230102',
  studentName: '李四',
  orgCode: 'A01',
  scaleCode: 'RIASEC',
  scaleVersion: '1.0',
  total: 0,
  band: null,
  level: 0,
  valid: false,
  reviewStatus: 'pending' as const,
  rules: ['全部选择同一选项'],
  createTime: '2026-09-06 17:30:00',
  taskName: SURVEY.name,
  reviewNote: null,
};

function renderPage(codes: string[]) {
  accessStore.set({ ...emptyAccess, auth: codes.map((action) => ({ action, type: '1', describe: action })) });
  const fake = fakeApi()
    .on(careerSurveyRoutes.list, toPage([SURVEY], 1, 1, 10))
    .on(careerSurveyRoutes.scales, [{ code: 'RIASEC', name: '霍兰德职业兴趣' }])
    .on(careerSurveyRoutes.targetTree, [])
    .on(careerSurveyRoutes.matchCount, { count: 30 })
    .on(careerSurveyRoutes.add, { id: 's2' })
    .on(careerSurveyRoutes.progress, {
      total: { assigned: 6, started: 0, declined: 0, submitted: 6, rate: 100 },
      rows: [],
    })
    .on(careerSurveyRoutes.reviewQueue, toPage([FLAGGED], 1, 1, 10))
    .on(careerSurveyRoutes.review, '审核完成')
    .on(careerSurveyRoutes.results, [
      {
        id: 'stu1',
        studentNo: '20230101',
        studentName: '张三',
        orgCode: 'A01',
        scaleCode: 'RIASEC',
        hollandCode: 'ASI',
        dimensions: [],
        valid: true,
        createTime: '2026-09-06 17:00:00',
      },
    ]);
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/career/surveys']}>
          <CareerSurveysPage />
        </MemoryRouter>
      </QueryClientProvider>
    </AppConfigProvider>,
  );
  return fake;
}

function typeDate(placeholder: string, value: string) {
  const input = screen.getByPlaceholderText(placeholder);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('CareerSurveysPage (生涯调查)', { timeout: 60_000 }, () => {
  it('lists the career surveys and creates one from the career scales offered', async () => {
    const fake = renderPage(['career:survey:list', 'career:survey:add']);
    expect(await screen.findByText('2026年秋季生涯兴趣调查')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /新建调查/ }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('调查名称'), { target: { value: '2024级生涯调查' } });
    fireEvent.mouseDown(dialog.getByLabelText('生涯量表'));
    fireEvent.click(await screen.findByTitle('霍兰德职业兴趣（RIASEC）'));
    typeDate('结束时间', '2026-12-20 18:00:00');
    const footer = document.querySelector('.ant-modal-footer') as HTMLElement;
    fireEvent.click(within(footer).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(fake.calls(careerSurveyRoutes.add)).toHaveLength(1));
    expect(fake.calls(careerSurveyRoutes.add)[0]?.body).toMatchObject({
      name: '2024级生涯调查',
      scaleCodes: ['RIASEC'],
      endAt: '2026-12-20 18:00:00',
      studentCanViewReport: true,
    });
  });

  it('lets a survey keep the students’ own results from them (学生可查看本人结果 off)', async () => {
    const fake = renderPage(['career:survey:list', 'career:survey:add']);
    fireEvent.click(await screen.findByRole('button', { name: /新建调查/ }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('调查名称'), { target: { value: '职业价值观调查' } });
    fireEvent.mouseDown(dialog.getByLabelText('生涯量表'));
    fireEvent.click(await screen.findByTitle('霍兰德职业兴趣（RIASEC）'));
    typeDate('结束时间', '2026-12-20 18:00:00');
    const shown = dialog.getByRole('switch', { name: '学生可查看本人结果' });
    expect(shown.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(shown);
    const footer = document.querySelector('.ant-modal-footer') as HTMLElement;
    fireEvent.click(within(footer).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(fake.calls(careerSurveyRoutes.add)).toHaveLength(1));
    expect(fake.calls(careerSurveyRoutes.add)[0]?.body).toMatchObject({ studentCanViewReport: false });
  });

  it('shows a reader of career reports each student’s Holland code with a link to the report', async () => {
    renderPage(['career:survey:list', 'career:report:list']);
    fireEvent.click(await screen.findByText('详情'));
    fireEvent.click(await screen.findByRole('tab', { name: '调查结果' }));
    expect(await screen.findByText('ASI')).toBeTruthy();
    const link = screen.getByRole('link', { name: '查看' });
    expect(link.getAttribute('href')).toBe('/career/reports?studentId=stu1');
  });

  it('gives the 生涯导师 a 作废审核 tab that decides a flagged career sheet through the career route', async () => {
    const fake = renderPage(['career:result:review']);
    fireEvent.click(await screen.findByRole('tab', { name: '作废审核' }));
    expect(await screen.findByText('李四')).toBeTruthy();
    expect(screen.getByText('全部选择同一选项')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '生涯调查' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: '测评任务' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '确认作废' }));
    await screen.findByText('确认作废这份答卷？');
    fireEvent.click(screen.getByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() =>
      expect(fake.calls(careerSurveyRoutes.review)[0]?.body).toEqual({
        id: 'r9',
        decision: 'invalid',
        note: '',
      }),
    );
  });

  it('shows no 作废审核 tab without the review code', async () => {
    renderPage([]);
    await screen.findByText(SURVEY.name);
    expect(screen.queryByRole('tab', { name: '作废审核' })).toBeNull();
  });
});
