import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type FocusPlan, focusPlanRoutes, sessionRoutes, toPage } from '@xinmiao/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { grant } from '../../../testing/grant.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { FocusPlansPage } from './FocusPlansPage.tsx';

afterEach(cleanup);

const asClassTeacher: FocusPlan = {
  id: 'p1',
  studentId: 's1',
  studentNo: '20230103',
  studentName: '王五',
  basis: 'focus',
  basisText: '重点关注',
  status: 'active',
  statusText: '进行中',
  nextReviewDate: '2026-11-20',
  counsellorName: '张辅导',
  headTeacherName: '李班主任',
  therapistName: null,
  measuresTotal: 1,
  measuresDone: 0,
  createTime: '2026-11-01 09:00:00',
  updateTime: null,
  compartment: 'items',
  groupCode: null,
  goals: '保持学业进度',
  measures: [
    { id: 'b', content: '每月一次谈心', owner: 'headTeacher', done: false, canTick: true },
    {
      id: 'c',
      content: '关注课程出勤',
      owner: 'headTeacher',
      done: true,
      doneByName: '李班主任',
      doneTime: '2026-11-10 10:00:00',
      doneNote: '出勤已恢复',
      canTick: false,
    },
  ],
  counsellorId: 'u2',
  headTeacherId: 'u3',
  therapistId: null,
  guardianName: null,
  guardianRelation: null,
  guardianPhone: null,
  reviewCycleDays: 30,
  reviews: [],
  abilities: { edit: false, delete: false, review: true },
};

function renderPage(codes: string[]) {
  grant(...codes);
  const { compartment, groupCode, goals, measures, counsellorId, headTeacherId, therapistId, ...record } =
    asClassTeacher;
  const fake = fakeApi()
    .on(focusPlanRoutes.list, toPage([record], 1, 1, 10))
    .on(focusPlanRoutes.get, asClassTeacher)
    .on(focusPlanRoutes.review, '复盘记录已保存')
    .on(focusPlanRoutes.tick, '已标记落实')
    .on(sessionRoutes.dictItems, []);
  renderInApp(
    <MemoryRouter initialEntries={['/growth/focusPlans']}>
      <FocusPlansPage />
    </MemoryRouter>,
  );
  return fake;
}

describe('FocusPlansPage (一生一策)', () => {
  it('shows a 班主任 their items and sends their review; no 新建 or 编辑 for them', async () => {
    const fake = renderPage(['growth:focus:list', 'growth:focus:review']);
    expect(await screen.findByText('20230103')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新建一生一策/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /查\s?看/ }));
    expect(await screen.findByText('仅显示分配给班主任的措施和您本人填写的复盘记录')).toBeTruthy();
    expect(screen.getByText('每月一次谈心')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /编\s?辑/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /填写复盘/ }));
    fireEvent.change(await screen.findByLabelText('复盘记录'), { target: { value: '出勤正常' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(fake.calls(focusPlanRoutes.review)).toHaveLength(1));
    expect(fake.calls(focusPlanRoutes.review)[0]?.body).toMatchObject({ planId: 'p1', content: '出勤正常' });
  });

  it('shows who ticked a measure and when, and sends the tick with its record', async () => {
    const fake = renderPage(['growth:focus:list', 'growth:focus:review']);
    fireEvent.click(await screen.findByRole('button', { name: /查\s?看/ }));
    expect(await screen.findByText('李班主任 于 2026-11-10 10:00:00 标记落实：出勤已恢复')).toBeTruthy();
    // Only the measure the reader answers for offers the tick.
    expect(screen.getAllByRole('button', { name: '标记落实' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '标记落实' }));
    fireEvent.change(await screen.findByLabelText('落实情况'), { target: { value: '11月谈心一次' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(fake.calls(focusPlanRoutes.tick)).toHaveLength(1));
    expect(fake.calls(focusPlanRoutes.tick)[0]?.body).toEqual({
      planId: 'p1',
      measureId: 'b',
      done: true,
      note: '11月谈心一次',
    });
  });
});
