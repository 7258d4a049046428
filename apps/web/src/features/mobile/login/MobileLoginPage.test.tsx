import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { sessionRoutes } from '@xinmiao/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { fakeApi } from '../../../testing/fake-api.ts';
import { userInfo } from '../../../testing/records.ts';
import { MobileLoginPage, SLIP_HINT } from './MobileLoginPage.tsx';

afterEach(cleanup);

function renderPage(path = '/m/login') {
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <MemoryRouter initialEntries={[path]}>
        <MobileLoginPage />
      </MemoryRouter>
    </AppConfigProvider>,
  );
}

describe('first sign-in on /m (issue 21)', () => {
  it('says the initial password is on the account slip and whom to ask when it is lost', () => {
    renderPage();
    expect(screen.getByText(SLIP_HINT)).toBeTruthy();
    expect(SLIP_HINT).toContain('学生账号单');
    expect(SLIP_HINT).toContain('班主任');
  });

  it('asks for the new password in empty fields, never pre-filled with the old one', async () => {
    fakeApi().on(sessionRoutes.login, {
      token: 't1',
      userInfo: userInfo({ username: '20230101', realname: '王小明', mustChangePassword: true }),
      departs: [],
      multi_depart: 0,
      sysAllDictItems: {},
      tenantList: [],
    });
    renderPage();
    fireEvent.change(screen.getByLabelText('学号'), { target: { value: '20230101' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Slip2026abcd' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByText('首次登录，请设置新密码');
    const fresh = screen.getByLabelText('新密码') as HTMLInputElement;
    await waitFor(() => expect(fresh.value).toBe(''));
    expect((screen.getByLabelText('确认新密码') as HTMLInputElement).value).toBe('');
  });

  it('tells a student sent back for the change what to do', () => {
    renderPage('/m/login?change=1');
    expect(screen.getByText('当前使用的是初始密码，请重新登录并设置新密码后再继续')).toBeTruthy();
  });
});
