import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type OnlineSession, onlineRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { fakeApi } from '../../../testing/fake-api.ts';
import { grant } from '../../../testing/grant.ts';
import { OnlineUsersPage } from './OnlineUsersPage.tsx';

afterEach(() => {
  cleanup();
  accessStore.set(emptyAccess);
});

const session = (token: string, username: string, realname: string, current: boolean): OnlineSession => ({
  token,
  username,
  realname,
  ip: '10.0.0.8',
  device: 'Mozilla/5.0 (iPhone)',
  clientType: 'PC',
  loginTime: '2026-11-27 08:00:00',
  lastSeen: '2026-11-27 09:30:00',
  current,
});

function mount(codes: string[]) {
  grant(...codes);
  const fake = fakeApi()
    .on(onlineRoutes.sessions, [
      session('s-admin', 'admin', '管理员', true),
      session('s-xinli', 'xinli', '林心怡', false),
    ])
    .on(onlineRoutes.forceLogout, '已强制退出');
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <OnlineUsersPage />
      </QueryClientProvider>
    </AppConfigProvider>,
  );
  return fake;
}

describe('OnlineUsersPage', () => {
  it('lists who is online and forces another session out after a confirmation', async () => {
    const fake = mount(['system:online:list', 'system:online:forceLogout']);
    const other = (await screen.findByText('林心怡')).closest('tr') as HTMLElement;
    const own = screen.getByText('当前会话').closest('tr') as HTMLElement;
    expect(within(own).queryByRole('button', { name: '强制退出' })).toBeNull();
    expect(within(other).getByText('10.0.0.8')).toBeTruthy();
    fireEvent.click(within(other).getByRole('button', { name: '强制退出' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(fake.calls(onlineRoutes.forceLogout)[0]?.body).toEqual({ token: 's-xinli' }));
  });

  it('offers no 强制退出 without its permission', async () => {
    mount(['system:online:list']);
    await screen.findByText('林心怡');
    expect(screen.queryByRole('button', { name: '强制退出' })).toBeNull();
  });
});
