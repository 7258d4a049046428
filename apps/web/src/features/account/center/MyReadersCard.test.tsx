import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { MyReadersCard } from './MyReadersCard.tsx';

const envelope = (result: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 1 }), {
    headers: { 'content-type': 'application/json' },
  });

function show(result: unknown) {
  const fetchMock = vi.fn(async (_url: string) => envelope(result));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <QueryClientProvider client={new QueryClient()}>
        <MyReadersCard />
      </QueryClientProvider>
    </AppConfigProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
    const fetchMock = show({ student: null, readers: [] });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(String(fetchMock.mock.calls.at(0)?.[0] ?? '')).toContain('/myReaders'));
    expect(screen.queryByText('谁查看了我的数据')).toBeNull();
  });
});
