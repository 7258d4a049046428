import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PasswordMsg, REGISTER_MESSAGES, registerRoutes } from '@xinmiao/shared';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { RegisterPage } from './RegisterPage.tsx';

afterEach(cleanup);

function ResultProbe() {
  const { state } = useLocation();
  return <p>结果页 {JSON.stringify(state)}</p>;
}

function mount(entry = '/user/register?school=1000', open = true) {
  const fake = fakeApi()
    .on(registerRoutes.school, { open, schoolName: open ? '心苗示范大学' : '' })
    .on(registerRoutes.sms, '短信验证码已发送，请注意查收')
    .on(registerRoutes.submit, REGISTER_MESSAGES.submitted);
  render(
    <App>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/user/register" element={<RegisterPage />} />
          <Route path="/user/register-result" element={<ResultProbe />} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
  return fake;
}

const fill = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '注 册' }));

describe('RegisterPage (注册账户)', () => {
  it('shows the spec’s messages for every empty field and calls nothing', async () => {
    const fake = mount();
    await screen.findByText('注册到：心苗示范大学');
    submit();
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(await screen.findByText('请输入真实姓名')).toBeTruthy();
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(fake.calls(registerRoutes.submit)).toHaveLength(0);
  });

  it('checks the username, phone and password with the shared rules', async () => {
    const fake = mount();
    await screen.findByText('注册到：心苗示范大学');
    fill('请输入用户名', 'bad name!');
    fill('请输入手机号', '12345678901');
    fill('请输入密码', 'abcdefgh');
    fill('请再次输入密码', 'abcdefgx');
    submit();
    expect(await screen.findByText('只允许字母、数字、下划线')).toBeTruthy();
    expect(await screen.findByText('请输入正确手机号')).toBeTruthy();
    expect(await screen.findByText(PasswordMsg.lettersAndDigits)).toBeTruthy();
    expect(await screen.findByText(REGISTER_MESSAGES.confirmMismatch)).toBeTruthy();
    fill('请输入用户名', 'ab');
    fill('请输入密码', 'short1');
    submit();
    expect(await screen.findByText('长度6到18个字符')).toBeTruthy();
    expect(await screen.findByText(PasswordMsg.tooShort)).toBeTruthy();
    expect(fake.calls(registerRoutes.submit)).toHaveLength(0);
  });

  it('sends a code for the linked school, submits and shows the result page', async () => {
    const fake = mount();
    await screen.findByText('注册到：心苗示范大学');
    fill('请输入用户名', 'newcomer01');
    fill('请输入真实姓名', '新同事');
    fill('请输入手机号', '19912345678');
    const send = screen.getByRole('button', { name: '获取验证码' });
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    fireEvent.click(send);
    await waitFor(() =>
      expect(fake.calls(registerRoutes.sms)[0]?.body).toEqual({ tenantId: 1000, mobile: '19912345678' }),
    );
    fill('请输入验证码', '123456');
    fill('请输入密码', 'Newcomer2026x');
    fill('请再次输入密码', 'Newcomer2026x');
    submit();
    expect(await screen.findByText(/结果页/)).toBeTruthy();
    expect(fake.calls(registerRoutes.submit)[0]?.body).toEqual({
      tenantId: 1000,
      username: 'newcomer01',
      realname: '新同事',
      phone: '19912345678',
      smsCode: '123456',
      password: 'Newcomer2026x',
      confirmPassword: 'Newcomer2026x',
    });
    expect(screen.getByText(/newcomer01/)).toBeTruthy();
  });

  it('asks for the 学校编号 without a school link and says when the school is closed', async () => {
    mount('/user/register', false);
    fill('请输入学校编号', '1001');
    expect(await screen.findByText(REGISTER_MESSAGES.closed)).toBeTruthy();
    expect(screen.getByRole('button', { name: '注 册' })).toHaveProperty('disabled', true);
  });
});
