import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { RolePicker } from './RolePicker.tsx';
import { UserPicker } from './UserPicker.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const USERS = [
  { id: 'u1', username: 'xinli', realname: '林心怡', phone: null },
  { id: 'u2', username: 'banzhuren', realname: '陈班主', phone: null },
];
const ROLES = [{ id: 'r1', roleName: '心理中心咨询师', roleCode: 'xinli' }];

const reply = (result: unknown) =>
  new Response(JSON.stringify({ success: true, code: 200, message: '', result }), {
    headers: { 'Content-Type': 'application/json' },
  });

/** A server that knows USERS and ROLES; user lists filter by `username` (`a,b,` is an in-match). */
function stubServer(hold?: Promise<void>) {
  const fetchMock = vi.fn(async (url: string) => {
    await hold;
    const parsed = new URL(url, 'http://console');
    if (parsed.pathname.endsWith('/sys/role/queryall')) return reply(ROLES);
    const wanted = parsed.searchParams.get('username')?.split(',').filter(Boolean);
    const records = USERS.filter((u) => !wanted || wanted.includes(u.username));
    return reply({ records, total: records.length, current: 1, size: 10, pages: 1 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function show(field: ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AppConfigProvider primaryColor="#1890FF">{field}</AppConfigProvider>
    </QueryClientProvider>,
  );
}

const tagTexts = () => [...document.querySelectorAll('.ant-select-selection-item')].map((t) => t.textContent);

describe('pickers opened on a stored value', () => {
  it('show the keys while loading, then the names, and mark a key that no longer exists', async () => {
    let release = () => {};
    const fetchMock = stubServer(new Promise<void>((resolve) => (release = resolve)));
    show(<UserPicker value="xinli,gone" />);
    expect(tagTexts()).toEqual(['xinli', 'gone']);
    release();
    await waitFor(() => expect(tagTexts()).toEqual(['林心怡', 'gone（不存在）']));
    expect(screen.getByText('gone（不存在）').closest('.ant-typography-danger')).not.toBeNull();
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(decodeURIComponent(url)).toContain('/sys/user/list?username=gone,xinli,&pageNo=1&pageSize=2');
  });

  it('start the dialog with the stored rows, so confirming it unchanged keeps the value', async () => {
    stubServer();
    const onChange = vi.fn();
    show(<UserPicker value="xinli" onChange={onChange} />);
    await waitFor(() => expect(tagTexts()).toEqual(['林心怡']));
    fireEvent.click(screen.getByRole('button', { name: '选择' }));
    const panel = await screen.findByTestId('record-selected');
    expect(within(panel).getByText('林心怡（xinli）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenCalledWith('xinli');
  });

  it('name roles by id from the school’s roles', async () => {
    stubServer();
    show(<RolePicker value="r1,r9" />);
    await waitFor(() => expect(tagTexts()).toEqual(['心理中心咨询师', 'r9（不存在）']));
  });
});
