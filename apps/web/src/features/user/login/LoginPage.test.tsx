import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { accountRoutes, type LoginResult, oidcRoutes, registerRoutes, sessionRoutes } from '@xinmiao/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptySession, sessionStore } from '../../../access/session-store.ts';
import { readStored } from '../../../access/storage.ts';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { type FakeApi, type FakeRefusal, fakeApi } from '../../../testing/fake-api.ts';
import { loginResult } from '../../../testing/records.ts';
import { LoginPage } from './LoginPage.tsx';

let fake: FakeApi;

const signedIn = loginResult('sms-token', { username: 'admin', realname: '管理员' });

function serve(phoneLogin: LoginResult | FakeRefusal): void {
  fake = fakeApi()
    .on(accountRoutes.loginConfig, { captcha: false })
    .on(sessionRoutes.sms, '短信验证码已发送')
    .on(sessionRoutes.phoneLogin, phoneLogin);
}

function renderLogin(entry = '/user/login?redirect=%2Fsystem%2Fusers'): void {
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/user/login" element={<LoginPage />} />
          <Route path="/system/users" element={<p>用户管理页</p>} />
        </Routes>
      </MemoryRouter>
    </AppConfigProvider>,
  );
}

async function openPhoneTab(): Promise<void> {
  fireEvent.click(screen.getByRole('tab', { name: '手机号登录' }));
  await screen.findByLabelText('手机号');
}

const typeMobile = (value: string) =>
  fireEvent.change(screen.getByLabelText('手机号'), { target: { value } });
const sendButton = () => screen.getByRole('button', { name: /获取验证码|秒后重新获取/ });

beforeEach(() => {
  localStorage.clear();
  sessionStore.set(emptySession);
});

afterEach(cleanup);

describe('LoginPage tabs', () => {
  it('starts on the account tab and loads the phone tab on demand', async () => {
    serve(signedIn);
    renderLogin();
    expect(screen.getByRole('tab', { name: '账号密码登录' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByLabelText('手机号')).toBeNull();
    await openPhoneTab();
    expect(screen.getByRole('tab', { name: '手机号登录' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('textbox', { name: '账号' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '账号密码登录' }));
    expect(screen.getByRole('textbox', { name: '账号' })).toBeTruthy();
  });
});

describe('phone login', () => {
  it('shows the required messages, then the format message', async () => {
    serve(signedIn);
    renderLogin();
    await openPhoneTab();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    typeMobile('1234');
    expect(await screen.findByText('请输入正确手机号')).toBeTruthy();
    expect(fake.calls(sessionRoutes.phoneLogin)).toHaveLength(0);
  });

  it('offers a code only for a valid number, then counts down', async () => {
    serve(signedIn);
    renderLogin();
    await openPhoneTab();
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    typeMobile('13800000000');
    expect(sendButton().hasAttribute('disabled')).toBe(false);
    fireEvent.click(sendButton());
    await waitFor(() => expect(sendButton().textContent).toBe('60 秒后重新获取'));
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    expect(fake.calls(sessionRoutes.sms)[0]?.body).toEqual({
      mobile: '13800000000',
      smsmode: '0',
    });
  });

  it('stores the session like the account login and follows the redirect', async () => {
    serve(signedIn);
    renderLogin();
    await openPhoneTab();
    typeMobile('13800000000');
    fireEvent.change(screen.getByRole('textbox', { name: '验证码' }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('用户管理页')).toBeTruthy();
    expect(fake.calls(sessionRoutes.phoneLogin)[0]?.body).toEqual({
      mobile: '13800000000',
      captcha: '123456',
    });
    expect(readStored('Access-Token')).toBe('sms-token');
    expect(sessionStore.get().token).toBe('sms-token');
  });

  it('shows the server refusal and clears the code', async () => {
    serve({ refuse: '手机验证码错误' });
    renderLogin();
    await openPhoneTab();
    typeMobile('13800000000');
    fireEvent.change(screen.getByRole('textbox', { name: '验证码' }), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('手机验证码错误')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '验证码' }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('请输入验证码')).toBeNull();
    expect(sessionStore.get().token).toBe('');
  });
});

/** Account login: `/sys/loginConfig` says whether the captcha is asked; `/sys/login` answers in turn. */
function serveAccount(captcha: boolean, logins: (LoginResult | FakeRefusal)[]): void {
  fake = fakeApi()
    .on(accountRoutes.loginConfig, { captcha })
    .on(sessionRoutes.captcha, 'data:image/png;base64,')
    .on(sessionRoutes.login, () => logins.shift() ?? { refuse: '没有更多的登录回复' })
    .on(registerRoutes.school, { open: false, schoolName: '' });
}

/** Submits the account form as pressing Enter does. */
function submitAccount(): void {
  const form = document.querySelector('#login-panel-account form');
  if (!form) throw new Error('no account form');
  fireEvent.submit(form);
}
const loginCalls = () => fake.calls(sessionRoutes.login);
const fillAccount = () => {
  fireEvent.change(screen.getByRole('textbox', { name: '账号' }), { target: { value: 'fudaoyuan' } });
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Secret-123' } });
};

describe('account login', () => {
  it('hides the captcha when the server does not ask for it', async () => {
    serveAccount(false, []);
    renderLogin();
    await waitFor(() => expect(fake.calls(accountRoutes.loginConfig)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByPlaceholderText('请输入验证码')).toBeNull();
    expect(fake.calls(sessionRoutes.captcha)).toHaveLength(0);
  });

  it('with the captcha on, an empty code is caught before any request', async () => {
    serveAccount(true, []);
    renderLogin();
    await screen.findByPlaceholderText('请输入验证码');
    fillAccount();
    submitAccount();
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
    expect(loginCalls()).toHaveLength(0);
  });

  it('asks for the school on code 4100 and resends with loginTenantId', async () => {
    serveAccount(false, [{ refuse: '该账号在多所学校中存在，请填写学校编号后登录', code: 4100 }, signedIn]);
    renderLogin();
    await waitFor(() => expect(fake.calls(accountRoutes.loginConfig)).toHaveLength(1));
    expect(screen.queryByLabelText('学校编号')).toBeNull();
    fillAccount();
    submitAccount();
    const school = await screen.findByLabelText('学校编号');
    submitAccount();
    expect(await screen.findByText('请输入学校编号')).toBeTruthy();
    expect(loginCalls()).toHaveLength(1);
    fireEvent.change(school, { target: { value: '1001' } });
    submitAccount();
    expect(await screen.findByText('用户管理页', {}, { timeout: 5_000 })).toBeTruthy();
    expect(loginCalls()[1]?.body).toMatchObject({ username: 'fudaoyuan', loginTenantId: '1001' });
  });

  it('limits the inputs to the contract’s lengths', async () => {
    serveAccount(true, []);
    renderLogin();
    await screen.findByPlaceholderText('请输入验证码');
    expect(screen.getByRole('textbox', { name: '账号' }).getAttribute('maxlength')).toBe('64');
    expect(screen.getByLabelText('密码').getAttribute('maxlength')).toBe('128');
    expect(screen.getByPlaceholderText('请输入验证码').getAttribute('maxlength')).toBe('16');
  });
});

describe("a school's own sign-in link", () => {
  const serveLink = (name: string) => {
    fake = fakeApi()
      .on(accountRoutes.loginConfig, { captcha: false })
      .on(registerRoutes.school, { open: false, schoolName: '' })
      .on(oidcRoutes.providers, [])
      .on(oidcRoutes.schoolName, { name });
  };

  it('names the school the link is for', async () => {
    serveLink('心苗示范大学');
    renderLogin('/user/login?school=1000');
    expect(await screen.findByText('心苗示范大学')).toBeTruthy();
    expect(fake.calls(oidcRoutes.schoolName)[0]?.query).toEqual({ tenantId: '1000' });
  });

  it('names nothing for a number that is no school, and asks nothing without a link', async () => {
    serveLink('');
    renderLogin('/user/login?school=987654');
    await waitFor(() => expect(fake.calls(oidcRoutes.schoolName)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(document.querySelector('.login-form__school-name')).toBeNull();
    cleanup();
    serveLink('心苗示范大学');
    renderLogin();
    await waitFor(() => expect(fake.calls(accountRoutes.loginConfig)).toHaveLength(1));
    expect(fake.calls(oidcRoutes.schoolName)).toHaveLength(0);
    expect(screen.queryByText('心苗示范大学')).toBeNull();
  });
});
