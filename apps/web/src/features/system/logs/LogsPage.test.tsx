import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toPage } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { LogsPage } from './LogsPage.tsx';

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 1 }), {
    headers: { 'content-type': 'application/json' },
  });

function renderPage(codes: string[]) {
  accessStore.set({ ...emptyAccess, auth: codes.map((action) => ({ action, type: '1', describe: action })) });
  const fetchMock = vi.fn(async (url: string) =>
    envelope(url.includes('/getDictItems/') ? [] : toPage([], 25, 1, 10)),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <QueryClientProvider client={new QueryClient()}>
        <LogsPage />
      </QueryClientProvider>
    </AppConfigProvider>,
  );
  return fetchMock;
}

const listUrls = (fetchMock: ReturnType<typeof renderPage>) =>
  fetchMock.mock.calls
    .map(([url]) => url)
    .filter((url) => url.includes('/list') || url.includes('/readList'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  accessStore.set(emptyAccess);
});

describe('LogsPage', () => {
  it('opens on login logs, page 1 of 10, newest first, with the spec total text', async () => {
    const fetchMock = renderPage(['system:log:list']);
    expect(await screen.findByText('1-10 共 25 条')).toBeTruthy();
    const [first] = listUrls(fetchMock);
    expect(first).toContain('/jeecg-boot/sys/log/list?');
    expect(new URLSearchParams(first?.split('?')[1]).toString()).toBe(
      'pageNo=1&pageSize=10&column=createTime&order=desc&logType=1',
    );
    fireEvent.click(screen.getByRole('columnheader', { name: /^时间/ }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toContain('column=createTime&order=asc'));
    fireEvent.click(screen.getByRole('columnheader', { name: /^时间/ }));
    await waitFor(() => expect(listUrls(fetchMock).at(-1)).toContain('column=createTime&order=desc'));
  });

  it('hides 读取审计 without system:audit:read and shows it with', async () => {
    renderPage(['system:log:list']);
    expect(await screen.findByRole('tab', { name: '操作日志' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '读取审计' })).toBeNull();
    cleanup();
    const fetchMock = renderPage(['system:log:list', 'system:audit:read']);
    fireEvent.click(await screen.findByRole('tab', { name: '读取审计' }));
    await waitFor(() =>
      expect(listUrls(fetchMock).some((u) => u.includes('/sys/audit/readList?'))).toBe(true),
    );
  });
});

describe('读取审计 records', () => {
  it('shows the records each read returned, all of them on hover', async () => {
    accessStore.set({
      ...emptyAccess,
      auth: ['system:log:list', 'system:audit:read'].map((action) => ({
        action,
        type: '1',
        describe: action,
      })),
    });
    const read = {
      id: 'a1',
      userId: 'u1',
      username: 'xinli',
      resource: '/screening/result/list',
      resourceName: '测评结果列表',
      dataType: '测评结果',
      recordIds: ['S1', 'S2', 'S3', 'S4', 'S5'],
      ip: '10.0.0.1',
      createTime: '2026-11-23 10:00:00',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        envelope(url.includes('/readList') ? toPage([read], 1, 1, 10) : toPage([], 0, 1, 10)),
      ),
    );
    render(
      <AppConfigProvider primaryColor="#1890FF">
        <QueryClientProvider client={new QueryClient()}>
          <LogsPage />
        </QueryClientProvider>
      </AppConfigProvider>,
    );
    fireEvent.click(await screen.findByRole('tab', { name: '读取审计' }));
    expect(await screen.findByText('S3')).toBeTruthy();
    expect(screen.queryByText('S4')).toBeNull();
    fireEvent.mouseEnter(screen.getByText('等 5 条'));
    expect(await screen.findByText('共 5 条记录')).toBeTruthy();
    expect(screen.getByText('S1、S2、S3、S4、S5')).toBeTruthy();
  });
});
