import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { DictRecycleBinModal } from './DictRecycleBinModal.tsx';

const removed = {
  id: 'd1',
  dictName: '旧字典',
  dictCode: 'old_dict',
  description: null,
  type: 0,
  createBy: 'admin',
  createTime: '2026-01-01 00:00:00',
  updateBy: null,
  updateTime: null,
};

const envelope = (result: unknown, message = '') =>
  new Response(JSON.stringify({ success: true, message, code: 200, result, timestamp: 1 }), {
    headers: { 'content-type': 'application/json' },
  });

function renderBin() {
  const fetchMock = vi.fn(async (url: string | URL | Request, _init?: RequestInit) =>
    String(url).includes('/sys/dict/deleteList') ? envelope([removed]) : envelope(null, '操作成功!'),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <QueryClientProvider client={new QueryClient()}>
        <DictRecycleBinModal open onClose={() => {}} />
      </QueryClientProvider>
    </AppConfigProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DictRecycleBinModal', () => {
  it('lists deleted dictionaries and takes one back by id', async () => {
    const fetchMock = renderBin();
    expect(await screen.findByText('旧字典')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取回' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).endsWith('/sys/dict/back/d1') && init?.method === 'PUT',
        ),
      ).toBe(true),
    );
  });

  it('asks before removing for good, then deletes by id', async () => {
    const fetchMock = renderBin();
    fireEvent.click(await screen.findByRole('button', { name: '彻底删除' }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('deletePhysic'))).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).endsWith('/sys/dict/deletePhysic/d1') && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });
});
