import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toPage, type UserRecord } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { DepartMembersTab } from './DepartMembersTab.tsx';

const envelope = (result: unknown, message = '') =>
  new Response(JSON.stringify({ success: true, message, code: 200, result, timestamp: 1 }), {
    headers: { 'content-type': 'application/json' },
  });

const member = {
  id: 'u1',
  username: 'xinli',
  realname: '林心怡',
  orgCodeTxt: '心理健康教育中心',
} as UserRecord;

function show(canEdit: boolean) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.includes('/departUserList')) return envelope(toPage([member], 1, 1, 10));
    if (url.includes('/deleteUserInDepartBatch')) return envelope(null, '删除成功!');
    return envelope([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <QueryClientProvider client={new QueryClient()}>
        <DepartMembersTab departId="d1" canEdit={canEdit} />
      </QueryClientProvider>
    </AppConfigProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('部门成员', { timeout: 30_000 }, () => {
  it("lists the department's members and takes one out after a confirm", async () => {
    const fetchMock = show(true);
    await screen.findByText('林心怡', {}, { timeout: 10_000 });
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('depId=d1');
    fireEvent.click(screen.getByRole('button', { name: '移出' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) =>
          String(url).includes('/deleteUserInDepartBatch?depId=d1&userIds=u1'),
        ),
      ).toBe(true),
    );
  });

  it('offers no changes without the edit button', async () => {
    show(false);
    await screen.findByText('林心怡', {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: /移\s*出/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /添加已有用户/ })).toBeNull();
  });
});
