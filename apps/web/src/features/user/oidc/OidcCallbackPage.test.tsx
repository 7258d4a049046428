import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HOME_PATH, OIDC_MESSAGES, oidcRoutes } from '@xinmiao/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptySession, sessionStore } from '../../../access/session-store.ts';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { fakeApi } from '../../../testing/fake-api.ts';
import { loginResult } from '../../../testing/records.ts';
import { OidcCallbackPage } from './OidcCallbackPage.tsx';

const signedIn = loginResult('oidc-token', { username: 'xinli', realname: '林心怡' });

/** The server's answer for an identity met for the first time, bound by `username` of the school. */
const bindAnswer = (username: string) => ({
  kind: 'bind' as const,
  ticket: 'bind-ticket',
  providerName: '统一身份认证',
  schoolName: '心苗示范大学',
  username,
});

function renderAt(path: string): void {
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/user/oidc-callback" element={<OidcCallbackPage />} />
          <Route path={HOME_PATH} element={<p>首页</p>} />
        </Routes>
      </MemoryRouter>
    </AppConfigProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.set(emptySession);
});
afterEach(cleanup);

describe('OidcCallbackPage', () => {
  it("sends the provider's answer with this tab's flow key, then binds by password and signs in", async () => {
    sessionStorage.setItem('xinmiao-oidc-flow', JSON.stringify({ flow: 'flow-key', client: 'pc' }));
    const fake = fakeApi().on(oidcRoutes.callback, bindAnswer('xinli')).on(oidcRoutes.bind, signedIn);
    renderAt('/user/oidc-callback?code=c1&state=s1&iss=https%3A%2F%2Fidp');
    expect(await screen.findByText('绑定心苗示范大学账号')).toBeTruthy();
    expect(fake.calls(oidcRoutes.callback)[0]?.body).toEqual({
      flow: 'flow-key',
      params: '?code=c1&state=s1&iss=https%3A%2F%2Fidp',
    });
    expect(screen.getByDisplayValue('xinli')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Secret@2026' } });
    fireEvent.click(screen.getByRole('button', { name: '绑定并登录' }));
    expect(await screen.findByText('首页')).toBeTruthy();
    expect(fake.calls(oidcRoutes.bind)[0]?.body).toEqual({
      method: 'password',
      ticket: 'bind-ticket',
      username: 'xinli',
      password: 'Secret@2026',
    });
    await waitFor(() => expect(sessionStore.get().token).toBe('oidc-token'));
  });

  it('says the sign-in expired when this tab started none', async () => {
    fakeApi();
    renderAt('/user/oidc-callback?code=c1&state=s1');
    expect(await screen.findByText(OIDC_MESSAGES.flowExpired)).toBeTruthy();
  });

  it('binds by an SMS code: the 验证码 field is labelled, and the button waits before the next code', async () => {
    sessionStorage.setItem('xinmiao-oidc-flow', JSON.stringify({ flow: 'flow-key', client: 'pc' }));
    const fake = fakeApi()
      .on(oidcRoutes.callback, bindAnswer('admin'))
      .on(oidcRoutes.bindSms, '短信验证码已发送，请注意查收')
      .on(oidcRoutes.bind, signedIn);
    renderAt('/user/oidc-callback?code=c1&state=s1');
    fireEvent.click(await screen.findByRole('tab', { name: '手机验证码验证' }));
    const send = await screen.findByRole('button', { name: '获取验证码' });
    // Not a mobile number yet: no code is asked for.
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: '手机号' }), { target: { value: '13800000000' } });
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    fireEvent.click(send);
    expect(await screen.findByRole('button', { name: /\d+ 秒后重新获取/ })).toBeTruthy();
    expect(fake.calls(oidcRoutes.bindSms)[0]?.body).toEqual({ ticket: 'bind-ticket', mobile: '13800000000' });
    fireEvent.change(screen.getByRole('textbox', { name: '验证码' }), { target: { value: '123456' } });
    fireEvent.click(screen.getAllByRole('button', { name: '绑定并登录' }).at(-1) as HTMLElement);
    expect(await screen.findByText('首页')).toBeTruthy();
    expect(fake.calls(oidcRoutes.bind)[0]?.body).toEqual({
      method: 'sms',
      ticket: 'bind-ticket',
      mobile: '13800000000',
      captcha: '123456',
    });
  });
});
