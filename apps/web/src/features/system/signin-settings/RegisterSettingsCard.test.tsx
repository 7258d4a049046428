import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  REGISTER_MESSAGES,
  type RegisterSetting,
  registerRoutes,
  roleRoutes,
  toPage,
  userRoutes,
} from '@xinmiao/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { fakeApi } from '../../../testing/fake-api.ts';
import { roleRecord, userRecord } from '../../../testing/records.ts';
import { RegisterSettingsCard } from './RegisterSettingsCard.tsx';

afterEach(() => {
  cleanup();
  accessStore.set(emptyAccess);
});

function mount(setting: RegisterSetting) {
  accessStore.set({ ...emptyAccess, auth: [{ action: 'system:signin:config', type: '1', describe: '' }] });
  const users = [userRecord({ id: 'u1', username: 'admin', realname: '管理员' })];
  const fake = fakeApi()
    .on(registerRoutes.setting, setting)
    .on(registerRoutes.saveSetting, REGISTER_MESSAGES.saved)
    .on(roleRoutes.queryall, [roleRecord({ id: 'r1', roleName: '辅导员', roleCode: 'fudaoyuan' })])
    .on(userRoutes.list, toPage(users, 1, 1, 10));
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RegisterSettingsCard />
      </QueryClientProvider>
    </AppConfigProvider>,
  );
  return fake;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));

describe('登录配置 › 自助注册', () => {
  it('shows the stored role and approver by name and saves the switch turned off', async () => {
    const fake = mount({ enabled: 1, roleId: 'r1', approver: 'admin' });
    expect(await screen.findByText('辅导员')).toBeTruthy();
    expect(await screen.findByText('管理员')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch'));
    save();
    await waitFor(() =>
      expect(fake.calls(registerRoutes.saveSetting)[0]?.body).toEqual({
        enabled: 0,
        roleId: 'r1',
        approver: 'admin',
      }),
    );
  });

  it('asks for the role and the approver before turning it on', async () => {
    const fake = mount({ enabled: 0, roleId: null, approver: null });
    fireEvent.click(await screen.findByRole('switch'));
    save();
    expect(await screen.findByText(REGISTER_MESSAGES.roleRequired)).toBeTruthy();
    expect(screen.getByText(REGISTER_MESSAGES.approverRequired)).toBeTruthy();
    expect(fake.calls(registerRoutes.saveSetting)).toHaveLength(0);
  });
});
