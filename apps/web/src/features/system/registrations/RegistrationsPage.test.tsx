import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { REGISTER_MESSAGES, registerRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { fakeApi } from '../../../testing/fake-api.ts';
import { RegistrationsPage } from './RegistrationsPage.tsx';

afterEach(() => {
  cleanup();
  accessStore.set(emptyAccess);
});

const row = {
  id: 'r1',
  username: 'newcomer01',
  realname: '新同事',
  phone: '13600000002',
  roleName: '辅导员',
  createTime: '2026-11-28 10:00:00',
};

function mount() {
  accessStore.set({ ...emptyAccess, auth: [{ action: 'system:register:approve', type: '1', describe: '' }] });
  let pending = [row];
  const fake = fakeApi()
    .on(registerRoutes.pending, () => pending)
    .on(registerRoutes.approve, () => {
      pending = [];
      return REGISTER_MESSAGES.approved;
    })
    .on(registerRoutes.reject, REGISTER_MESSAGES.rejected);
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RegistrationsPage />
      </QueryClientProvider>
    </AppConfigProvider>,
  );
  return fake;
}

describe('注册审核', () => {
  it('lists the waiting registrations and passes one after confirmation', async () => {
    const fake = mount();
    expect(await screen.findByText('newcomer01')).toBeTruthy();
    expect(screen.getByText('辅导员')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /通\s?过/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(fake.calls(registerRoutes.approve)[0]?.body).toEqual({ id: 'r1' }));
    expect(await screen.findByText('暂无待审核的注册申请')).toBeTruthy();
  });
});
