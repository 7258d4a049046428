import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type SysTenant, tenantRoutes, toPage } from '@xinmiao/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { fakeApi } from '../../../testing/fake-api.ts';
import { TenantsPage } from './TenantsPage.tsx';

const school: SysTenant = {
  id: 1000,
  name: '心苗示范大学',
  beginDate: null,
  endDate: null,
  status: 1,
  status_dictText: '正常',
  houseNumber: null,
  regionCode: '140105',
  kind: 'school',
  createBy: 'admin',
  createTime: '2026-09-01 08:00:00',
};

function renderPage() {
  accessStore.set({
    ...emptyAccess,
    auth: ['system:tenant:list', 'system:tenant:edit'].map((action) => ({
      action,
      type: '1',
      describe: action,
    })),
  });
  const fake = fakeApi().on(tenantRoutes.list, toPage([school], 25, 1, 10));
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/system/tenant']}>
          <TenantsPage />
        </MemoryRouter>
      </QueryClientProvider>
    </AppConfigProvider>,
  );
  return fake;
}

const listCalls = (fake: ReturnType<typeof renderPage>) =>
  fake.calls(tenantRoutes.list).map((call) => new URLSearchParams(call.query));

afterEach(() => {
  cleanup();
  accessStore.set(emptyAccess);
});

describe('TenantsPage', { timeout: 30_000 }, () => {
  it('pages through the server in id order and searches by name and status from page 1', async () => {
    const fake = renderPage();
    expect(await screen.findByText('心苗示范大学')).toBeTruthy();
    expect(screen.getByText(/共 25 条/)).toBeTruthy();
    expect(listCalls(fake)[0]?.has('column')).toBe(false);
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(listCalls(fake).at(-1)?.get('pageNo')).toBe('3'));
    fireEvent.change(screen.getByPlaceholderText('请输入租户名称'), { target: { value: '示范' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    fireEvent.click((await screen.findAllByTitle('冻结')).at(-1) as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(listCalls(fake).at(-1)?.get('status')).toBe('0'), { timeout: 5000 });
    const last = listCalls(fake).at(-1);
    expect([last?.get('name'), last?.get('pageNo')]).toEqual(['示范', '1']);
  });
});
