import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { crisisRoutes, sessionRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { fakeApi } from '../../../testing/fake-api.ts';
import { CaseWorkList } from './CaseWorkList.tsx';
import { dueColumn } from './due-column.tsx';

type Row = { id: string; caseId: string; studentName: string; dueAt: string; overdue: boolean };
const rows: Row[] = [
  { id: 'i1', caseId: 'c1', studentName: '张三', dueAt: '2026-03-01 10:00:00', overdue: true },
  { id: 'i2', caseId: 'c2', studentName: '李四', dueAt: '2026-03-09 10:00:00', overdue: false },
];

function mount() {
  const fake = fakeApi().on(sessionRoutes.dictItems, []).on(crisisRoutes.queryById, { refuse: '无权查看' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <QueryClientProvider client={client}>
        <CaseWorkList<Row>
          queryKey={['crisis', 'test-work']}
          load={() => Promise.resolve(rows)}
          columns={[{ title: '学生', dataIndex: 'studentName' }, dueColumn('应完成')]}
          scrollX={600}
        />
      </QueryClientProvider>
    </AppConfigProvider>,
  );
  return fake;
}

afterEach(cleanup);

describe('CaseWorkList', () => {
  it('lists the rows with overdue ones marked and a 个案 button on each', async () => {
    mount();
    const late = await screen.findByRole('row', { name: /张三/ });
    expect(within(late).getByText('2026-03-01 10:00:00（已逾期）')).toBeTruthy();
    const onTime = screen.getByRole('row', { name: /李四/ });
    expect(within(onTime).getByText('2026-03-09 10:00:00')).toBeTruthy();
    expect(within(onTime).queryByText(/已逾期/)).toBeNull();
    expect(screen.getAllByRole('button', { name: '个案' })).toHaveLength(2);
  });

  it('opens the case of the row whose 个案 is clicked', async () => {
    const fake = mount();
    const row = await screen.findByRole('row', { name: /李四/ });
    expect(fake.calls(crisisRoutes.queryById)).toHaveLength(0);
    fireEvent.click(within(row).getByRole('button', { name: '个案' }));
    await waitFor(() => expect(fake.calls(crisisRoutes.queryById)[0]?.query).toEqual({ id: 'c2' }));
  });
});
