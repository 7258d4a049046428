import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Msg, recoveryRoutes } from '@xinmiao/shared';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { AlterationPage } from './AlterationPage.tsx';

afterEach(cleanup);

function mount() {
  const fake = fakeApi()
    .on(recoveryRoutes.sms, '短信验证码已发送，请注意查收')
    .on(recoveryRoutes.password, '密码已重置，请使用新密码登录');
  render(
    <App>
      <MemoryRouter initialEntries={['/user/alteration']}>
        <Routes>
          <Route path="/user/alteration" element={<AlterationPage />} />
          <Route path="/user/login" element={<p>登录页</p>} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
  return fake;
}

const fill = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

describe('AlterationPage (找回密码)', () => {
  it('sends a recovery code, resets the password and returns to the login page', async () => {
    const fake = mount();
    fill('请输入手机号', '19912345678');
    const send = screen.getByRole('button', { name: '获取验证码' });
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    fireEvent.click(send);
    await waitFor(() => expect(fake.calls(recoveryRoutes.sms)[0]?.body).toEqual({ mobile: '19912345678' }));
    fill('请输入验证码', '123456');
    fill('请输入新密码', 'Recover@2026x');
    fill('请再次输入新密码', 'Recover@2026x');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    await screen.findByText('登录页');
    expect(fake.calls(recoveryRoutes.password)[0]?.body).toEqual({
      mobile: '19912345678',
      captcha: '123456',
      password: 'Recover@2026x',
      confirmpassword: 'Recover@2026x',
    });
  });

  it('checks the new password and its confirmation before calling the server', async () => {
    const fake = mount();
    fill('请输入手机号', '13800000001');
    fill('请输入验证码', '123456');
    fill('请输入新密码', 'Recover@2026x');
    fill('请再次输入新密码', 'Recover@2026y');
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText(Msg.passwordMismatch)).toBeTruthy();
    expect(fake.calls(recoveryRoutes.password)).toHaveLength(0);
  });
});
