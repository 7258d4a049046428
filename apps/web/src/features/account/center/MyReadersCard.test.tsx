import { cleanup, screen, waitFor } from '@testing-library/react';
import { type RouteResult, studentRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { MyReadersCard } from './MyReadersCard.tsx';

function show(result: RouteResult<typeof studentRoutes.myReaders>) {
  const fake = fakeApi().on(studentRoutes.myReaders, result);
  renderInApp(<MyReadersCard />);
  return fake;
}

afterEach(cleanup);

describe('谁查看了我的数据 in 个人中心', { timeout: 30_000 }, () => {
  it('lists the reads of a student’s own record', async () => {
    show({
      student: { studentNo: '20230101', name: '学生甲' },
      readers: [
        {
          id: 'a1',
          reader: '陈班主',
          resource: '/school/student/queryById',
          ip: null,
          purpose: '家校沟通',
          createTime: '2026-11-23 10:00:00',
        },
      ],
    });
    expect(await screen.findByText('谁查看了我的数据', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('陈班主')).toBeTruthy();
    expect(screen.getByText('家校沟通')).toBeTruthy();
  });

  it('shows nothing to a staff account', async () => {
    const fake = show({ student: null, readers: [] });
    await waitFor(() => expect(fake.calls(studentRoutes.myReaders)).toHaveLength(1));
    expect(screen.queryByText('谁查看了我的数据')).toBeNull();
  });
});
