import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { cgreportRoutes, toPage } from '@xinmiao/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { fakeApi } from '../../../testing/fake-api.ts';
import { ReportListPage } from './ReportListPage.tsx';

afterEach(cleanup);

function show(url: string) {
  const fake = fakeApi()
    .on(cgreportRoutes.rpColumns, {
      columns: [{ title: '事件类型', dataIndex: 'kind', align: 'center', sorter: false }],
      dictOptions: {},
      cgRpConfigId: 'r1',
      cgRpConfigName: '心理委员周报·事件统计',
      defaultSorter: null,
      fieldHrefSlots: [],
      isGroupTitle: false,
    })
    .on(cgreportRoutes.queryInfo, [])
    .on(cgreportRoutes.data, toPage([{ id: '1', kind: '情绪低落' }], 1, 1, 10));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AppConfigProvider primaryColor="#1890FF">
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/online/cgreport/:code" element={<ReportListPage />} />
            <Route path="/reports/*" element={<ReportListPage />} />
          </Routes>
        </MemoryRouter>
      </AppConfigProvider>
    </QueryClientProvider>,
  );
  return fake;
}

describe('ReportListPage', { timeout: 30_000 }, () => {
  it('shows the report the route names, under its name, with its rows', async () => {
    const fake = show('/online/cgreport/weekly_incidents');
    expect(await screen.findByText('心理委员周报·事件统计')).toBeTruthy();
    expect(await screen.findByText('情绪低落')).toBeTruthy();
    expect(fake.calls(cgreportRoutes.rpColumns)[0]?.url).toContain('/getRpColumns/weekly_incidents');
  });

  it('takes a menu path’s last segment when the route has no :code', async () => {
    const fake = show('/reports/weekly_incidents');
    expect(await screen.findByText('情绪低落')).toBeTruthy();
    expect(fake.calls(cgreportRoutes.rpColumns)[0]?.url).toContain('/getRpColumns/weekly_incidents');
  });
});
