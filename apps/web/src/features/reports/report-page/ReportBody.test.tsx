import { cleanup, render, screen } from '@testing-library/react';
import type { ReportView } from '@xinmiao/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { ReportBody } from './ReportBody.tsx';

const SCL: ReportView = {
  resultId: 'r1',
  studentId: 's1',
  audience: 'professional',
  detail: 'full',
  page: 'sclPage',
  student: { name: '李明', studentNo: '20230102', className: '2023级1班' },
  task: { id: 't1', name: '2026年秋季新生心理普查' },
  scale: { code: 'SCL90', name: '症状自评量表 SCL-90', version: '1.0' },
  testedAt: '2026-09-10 10:00:00',
  valid: true,
  state: 'reviewed',
  career: false,
  level: 2,
  levelLabel: '橙色预警',
  band: '筛查阳性',
  total: 225,
  standard: null,
  mean: 2.5,
  positiveCount: 90,
  normName: '全国常模（金华等 1986，n=1388）',
  factors: [
    {
      name: '抑郁',
      raw: 33,
      mean: 2.54,
      band: null,
      norm: { mean: 1.5, sd: 0.59, z: 1.76, t: 67.63 },
      elevated: true,
      text: '抑郁高于常模',
    },
    {
      name: '焦虑',
      raw: 20,
      mean: 2,
      band: null,
      norm: { mean: 1.39, sd: 0.43, z: 1.42, t: 64.19 },
      elevated: true,
      text: '焦虑高于常模',
    },
    {
      name: '敌对',
      raw: 12,
      mean: 2,
      band: null,
      norm: { mean: 1.48, sd: 0.56, z: 0.93, t: 59.29 },
      elevated: false,
      text: '敌对在常模范围内',
    },
  ],
  profile: null,
  type: null,
  rules: ['总分 ≥ 160'],
  summary: '本次筛查结果：橙色预警。',
  suggestion: '安排初步访谈评估。',
  trend: [],
};

afterEach(cleanup);

const renderView = (view: ReportView) =>
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <ReportBody view={view} />
    </AppConfigProvider>,
  );

describe('ReportBody', () => {
  it('shows staff the scores, the level, the norm comparison and the rules', () => {
    renderView(SCL);
    expect(screen.getByText('症状自评量表 SCL-90 测评报告')).toBeTruthy();
    expect(screen.getByText('225')).toBeTruthy();
    expect(screen.getByTestId('report-level').textContent).toBe('橙色预警');
    expect(screen.getByText('67.63')).toBeTruthy();
    expect(screen.getByText(/触发规则：总分 ≥ 160/)).toBeTruthy();
    expect(screen.getByText(/常模：全国常模/)).toBeTruthy();
  });

  it('shows a student their wording without level labels, T scores or rules', () => {
    renderView({
      ...SCL,
      audience: 'student',
      levelLabel: '',
      rules: [],
      summary: '你最近可能经历着比较明显的困扰。',
    });
    expect(screen.queryByTestId('report-level')).toBeNull();
    expect(screen.queryByText('67.63')).toBeNull();
    expect(screen.queryByText(/触发规则/)).toBeNull();
    expect(screen.getByTestId('report-summary').textContent).toContain('困扰');
  });

  it('shows a level-only reader no scores at all', () => {
    renderView({
      ...SCL,
      detail: 'level',
      total: null,
      mean: null,
      positiveCount: null,
      band: null,
      factors: [],
      rules: [],
    });
    expect(screen.queryByText('225')).toBeNull();
    expect(screen.queryByText('因子分析')).toBeNull();
    expect(screen.getByTestId('report-level').textContent).toBe('橙色预警');
  });

  it('warns when the sheet failed the validity check', () => {
    renderView({ ...SCL, valid: false });
    expect(screen.getByText('本次答卷未通过效度检验')).toBeTruthy();
  });
});
