import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PasswordMsg, sessionRoutes } from '@xinmiao/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptySession, sessionStore } from '../access/session-store.ts';
import { AppConfigProvider } from '../app/AppConfigProvider.tsx';
import { fakeApi } from '../testing/fake-api.ts';
import { userInfo } from '../testing/records.ts';
import { ChangePasswordModal, FIRST_SIGN_IN_TITLE } from './ChangePasswordModal.tsx';

function fill(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeEach(() => {
  sessionStore.set({ ...emptySession, token: 't', username: 'admin' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChangePasswordModal', () => {
  it('shows the required messages when confirmed empty', async () => {
    render(
      <AppConfigProvider primaryColor="#1890FF">
        <ChangePasswordModal open onClose={() => {}} />
      </AppConfigProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入旧密码!')).toBeTruthy();
    expect(await screen.findByText('请输入新密码!')).toBeTruthy();
    expect(await screen.findByText('请确认新密码!')).toBeTruthy();
  });

  it('rejects a confirmation that differs from the new password', async () => {
    render(
      <AppConfigProvider primaryColor="#1890FF">
        <ChangePasswordModal open onClose={() => {}} />
      </AppConfigProvider>,
    );
    fill('旧密码', 'Old2025x');
    fill('新密码', 'Xinmiao2026a');
    fill('确认新密码', 'Xinmiao2026b');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('两次输入的密码不一样！')).toBeTruthy();
  });

  it.each([
    ['short1', PasswordMsg.tooShort],
    ['onlyletters', PasswordMsg.lettersAndDigits],
    ['Old2025x', PasswordMsg.sameAsOld],
    ['woaini1314', PasswordMsg.tooCommon],
  ])('refuses %s with the shared policy message, without sending', async (password, problem) => {
    const fake = fakeApi();
    render(
      <AppConfigProvider primaryColor="#1890FF">
        <ChangePasswordModal open onClose={() => {}} />
      </AppConfigProvider>,
    );
    fill('旧密码', 'Old2025x');
    fill('新密码', password);
    fill('确认新密码', password);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText(problem)).toBeTruthy();
    expect(fake.fetch).not.toHaveBeenCalled();
  });

  it('sends the own username with the three passwords and closes on success', async () => {
    const fake = fakeApi().on(sessionRoutes.updatePassword, '密码重置成功!');
    const onClose = vi.fn();
    render(
      <AppConfigProvider primaryColor="#1890FF">
        <ChangePasswordModal open onClose={onClose} />
      </AppConfigProvider>,
    );
    fill('旧密码', 'Old2025x');
    fill('新密码', 'Xinmiao2026a');
    fill('确认新密码', 'Xinmiao2026a');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.calls(sessionRoutes.updatePassword)[0]?.body).toEqual({
      username: 'admin',
      oldpassword: 'Old2025x',
      password: 'Xinmiao2026a',
      confirmpassword: 'Xinmiao2026a',
    });
  });

  it('at first sign-in cannot be dismissed and clears the demand once changed', async () => {
    const info = userInfo({
      username: '20230101',
      realname: '学生',
      userIdentity: 1,
      mustChangePassword: true,
    });
    sessionStore.set({ ...emptySession, token: 't', username: '20230101', info });
    fakeApi().on(sessionRoutes.updatePassword, '密码重置成功!');
    render(
      <AppConfigProvider primaryColor="#1890FF">
        <ChangePasswordModal open required onClose={() => {}} />
      </AppConfigProvider>,
    );
    expect(screen.getByText(FIRST_SIGN_IN_TITLE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
    fill('旧密码', 'Xm010021');
    fill('新密码', 'Xinmiao2026a');
    fill('确认新密码', 'Xinmiao2026a');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sessionStore.get().info?.mustChangePassword).toBe(false));
  });
});
