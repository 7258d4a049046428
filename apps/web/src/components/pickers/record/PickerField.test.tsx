import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { departRoutes, roleRoutes, toPage, userRoutes } from '@xinmiao/shared';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { fakeApi } from '../../../testing/fake-api.ts';
import { roleRecord, userRecord } from '../../../testing/records.ts';
import { RolePicker } from './RolePicker.tsx';
import { UserPicker } from './UserPicker.tsx';

afterEach(cleanup);

const USERS = [
  userRecord({ id: 'u1', username: 'xinli', realname: '林心怡' }),
  userRecord({ id: 'u2', username: 'banzhuren', realname: '陈班主' }),
];
const ROLES = [roleRecord({ id: 'r1', roleName: '心理中心咨询师', roleCode: 'xinli' })];

/** A server that knows USERS and ROLES; user lists filter by `username` (`a,b,` is an in-match). */
function stubServer(hold?: Promise<void>) {
  return fakeApi()
    .on(roleRoutes.queryall, ROLES)
    .on(departRoutes.queryIdTree, [])
    .on(userRoutes.list, async ({ query }) => {
      await hold;
      const wanted = query.username?.split(',').filter(Boolean);
      const records = USERS.filter((u) => !wanted || wanted.includes(u.username));
      return toPage(records, records.length, 1, 10);
    });
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
    const fake = stubServer(new Promise<void>((resolve) => (release = resolve)));
    show(<UserPicker value="xinli,gone" />);
    expect(tagTexts()).toEqual(['xinli', 'gone']);
    release();
    await waitFor(() => expect(tagTexts()).toEqual(['林心怡', 'gone（不存在）']));
    expect(screen.getByText('gone（不存在）').closest('.ant-typography-danger')).not.toBeNull();
    expect(decodeURIComponent(fake.calls(userRoutes.list)[0]?.url ?? '')).toContain(
      '/sys/user/list?username=gone,xinli,&pageNo=1&pageSize=2',
    );
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
