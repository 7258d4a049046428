import { cleanup, screen, within } from '@testing-library/react';
import {
  type CareerReport,
  careerReportRoutes,
  type StudentDetail,
  studentRoutes,
  toPage,
} from '@xinmiao/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { hollandResult } from '../../../testing/career-records.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { CareerReportsPage } from './CareerReportsPage.tsx';

afterEach(cleanup);

const report: CareerReport = {
  id: 's1',
  name: '王小明',
  studentNo: '20230101',
  className: '计算机学院/2023级/2023级1班',
  result: null,
  questionnaires: [
    {
      scaleCode: 'XM_WORK_VALUES',
      name: '职业价值观问卷',
      testedAt: '2026-11-20 10:00:00',
      total: 12,
      interpretation: '价值观清晰',
      dimensions: [
        { name: '助人', raw: 6, mean: 3, interpretation: '助人取向突出' },
        { name: '报酬', raw: 5, mean: 2.5, interpretation: null },
      ],
    },
  ],
};

const picked: StudentDetail = {
  id: 's1',
  studentNo: '20230101',
  name: '王小明',
  sex: 1,
  birthday: null,
  idCard: null,
  phone: null,
  classId: 'c1',
  className: '2023级1班',
  classPath: '计算机学院 › 2023级 › 2023级1班',
  enrolYear: 2023,
  studentType: '1',
  studentStatus: '1',
  guardianName: null,
  guardianPhone: null,
  guardianRelation: null,
  username: '20230101',
  createTime: '2026-09-01 08:00:00',
  abilities: { edit: false, transfer: false, graduate: false, delete: false },
};

function openReport(shown: CareerReport) {
  accessStore.set({
    ...emptyAccess,
    auth: [{ action: 'career:report:list', type: '1', describe: 'career:report:list' }],
  });
  const fake = fakeApi()
    .on(studentRoutes.list, toPage([picked], 1, 1, 20))
    .on(careerReportRoutes.get, shown);
  renderInApp(
    <MemoryRouter initialEntries={['/career/reports?studentId=s1']}>
      <CareerReportsPage />
    </MemoryRouter>,
  );
  return fake;
}

describe('CareerReportsPage (生涯报告)', () => {
  it('shows each 生涯问卷 with its total, dimension scores and their interpretations', async () => {
    const fake = openReport(report);
    const section = await screen.findByTestId('career-questionnaire-XM_WORK_VALUES');
    expect(fake.calls(careerReportRoutes.get)[0]?.query).toEqual({ studentId: 's1' });
    const q = within(section);
    expect(q.getByText('职业价值观问卷')).toBeTruthy();
    expect(q.getByText('12（价值观清晰）')).toBeTruthy();
    expect(q.getByText('2026-11-20 10:00:00')).toBeTruthy();
    const helping = q.getByText('助人').closest('tr');
    expect(helping?.textContent).toBe('助人6助人取向突出');
    const pay = q.getByText('报酬').closest('tr');
    expect(pay?.textContent).toBe('报酬5—');
    // No Holland result yet: the Holland part says so, the questionnaire still shows.
    expect(screen.getByText('暂无霍兰德职业兴趣（RIASEC）测评结果')).toBeTruthy();
  });

  it('keeps the Holland part beside the questionnaires', async () => {
    openReport({
      ...report,
      result: hollandResult({ testedAt: '2026-11-01 09:00:00' }),
    });
    expect((await screen.findByTestId('holland-code')).textContent).toBe('ASI');
    expect(screen.getByTestId('career-questionnaire-XM_WORK_VALUES')).toBeTruthy();
  });
});
