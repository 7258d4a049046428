import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type ClinicalGrant, clinicalGrantRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { fakeApi } from '../../../testing/fake-api.ts';
import { ClinicalGrantsCard } from './ClinicalGrantsCard.tsx';

afterEach(cleanup);

const grant = (id: string, canDecide: boolean): ClinicalGrant => ({
  id,
  targetKind: 'role',
  roleName: id === 'g1' ? '管理员' : '值班咨询师',
  memberName: null,
  permission: 'counselling:note:list',
  permissionName: '咨询记录查询',
  requesterName: 'admin',
  status: 'pending',
  decidedBy: null,
  decidedTime: null,
  createTime: '2026-11-27 10:00:00',
  canDecide,
});

function mount(rows: ClinicalGrant[]) {
  const fake = fakeApi()
    .on(clinicalGrantRoutes.list, rows)
    .on(clinicalGrantRoutes.approve, '已批准，授权已生效');
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ClinicalGrantsCard />
      </QueryClientProvider>
    </AppConfigProvider>,
  );
  return fake;
}

describe('ClinicalGrantsCard', () => {
  it('offers 批准 and 驳回 only on requests the server says the caller may decide', async () => {
    const fake = mount([grant('g1', true), grant('g2', false)]);
    const mine = (await screen.findByText('管理员')).closest('tr') as HTMLElement;
    const other = screen.getByText('值班咨询师').closest('tr') as HTMLElement;
    expect(within(other).queryByRole('button', { name: /批\s?准/ })).toBeNull();
    fireEvent.click(within(mine).getByRole('button', { name: /批\s?准/ }));
    await waitFor(() => expect(fake.calls(clinicalGrantRoutes.approve)[0]?.body).toEqual({ id: 'g1' }));
  });

  it('names the member of a request to join a role that holds clinical permissions', async () => {
    mount([{ ...grant('g3', true), roleName: '中心主任', memberName: 'fudaoyuan' }]);
    expect(await screen.findByText('fudaoyuan 加入（含咨询记录查询等）')).toBeTruthy();
  });

  it('shows nothing when there is nothing to review', async () => {
    const fake = mount([]);
    await waitFor(() => expect(fake.calls(clinicalGrantRoutes.list)).toHaveLength(1));
    expect(screen.queryByText('临床权限审批')).toBeNull();
  });
});
