import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptySession, sessionStore } from '../../../access/session-store.ts';
import { readStored } from '../../../access/storage.ts';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { LoginPage } from './LoginPage.tsx';

type Call = { url: string; body: unknown };
let calls: Call[];

const envelope = (over: object) => ({
  success: true,
  message: '',
  code: 200,
  result: null,
  timestamp: 1,
  ...over,
});

// Only what the session code reads: the client trusts the server's contract-checked reply as is.
const loginResult = {
  token: 'sms-token',
  userInfo: { username: 'admin', realname: '管理员', avatar: null, loginTenantId: 1000 },
  multi_depart: 1,
  sysAllDictItems: {},
  tenantList: [{ id: 1000, name: '心苗示范大学' }],
};

function serve(phoneLogin: object): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith('/sys/sms'))
        return new Response(JSON.stringify(envelope({ message: '短信验证码已发送' })));
      if (url.endsWith('/sys/phoneLogin')) return new Response(JSON.stringify(envelope(phoneLogin)));
      return new Response(JSON.stringify(envelope({ result: 'data:image/png;base64,' })));
    }),
  );
}

function renderLogin(): void {
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <MemoryRouter initialEntries={['/user/login?redirect=%2Fsystem%2Fusers']}>
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
  calls = [];
  localStorage.clear();
  sessionStore.set(emptySession);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginPage tabs', () => {
  it('starts on the account tab and loads the phone tab on demand', async () => {
    serve(envelope({}));
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
    serve(envelope({}));
    renderLogin();
    await openPhoneTab();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    typeMobile('1234');
    expect(await screen.findByText('请输入正确手机号')).toBeTruthy();
    expect(calls.filter((c) => c.url.includes('/sys/phoneLogin'))).toHaveLength(0);
  });

  it('offers a code only for a valid number, then counts down', async () => {
    serve(envelope({}));
    renderLogin();
    await openPhoneTab();
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    typeMobile('13800000000');
    expect(sendButton().hasAttribute('disabled')).toBe(false);
    fireEvent.click(sendButton());
    await waitFor(() => expect(sendButton().textContent).toBe('60 秒后重新获取'));
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    expect(calls.find((c) => c.url.endsWith('/sys/sms'))?.body).toEqual({
      mobile: '13800000000',
      smsmode: '0',
    });
  });

  it('stores the session like the account login and follows the redirect', async () => {
    serve({ result: loginResult });
    renderLogin();
    await openPhoneTab();
    typeMobile('13800000000');
    fireEvent.change(screen.getByRole('textbox', { name: '验证码' }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('用户管理页')).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/sys/phoneLogin'))?.body).toEqual({
      mobile: '13800000000',
      captcha: '123456',
    });
    expect(readStored('Access-Token')).toBe('sms-token');
    expect(sessionStore.get().token).toBe('sms-token');
  });

  it('shows the server refusal and clears the code', async () => {
    serve({ success: false, code: 500, message: '手机验证码错误' });
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
