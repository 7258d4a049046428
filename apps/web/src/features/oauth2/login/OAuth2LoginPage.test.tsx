import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { HOME_PATH, OIDC_MESSAGES, oidcRoutes } from '@xinmiao/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptySession, sessionStore } from '../../../access/session-store.ts';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { fakeApi } from '../../../testing/fake-api.ts';
import { loginResult } from '../../../testing/records.ts';
import { OAuth2LoginPage } from './OAuth2LoginPage.tsx';

const DINGTALK_UA =
  'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 AliApp(DingTalk/7.0.40) com.laiwang.DingTalk/31035';

function renderAt(path: string): void {
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/oauth2-app/login" element={<OAuth2LoginPage />} />
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
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OAuth2LoginPage (/oauth2-app/login)', () => {
  it("inside 钉钉 with the school's link, starts that school's 钉钉 app and keeps the flow key in this tab", async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: DINGTALK_UA });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fake = fakeApi()
      .on(oidcRoutes.providers, [
        { id: 'p-oidc', name: '统一身份认证', protocol: 'oidc' },
        { id: 'p-ding', name: '钉钉', protocol: 'dingtalk' },
      ])
      .on(oidcRoutes.start, { authorizeUrl: 'https://login.dingtalk.com/oauth2/auth?x=1', flow: 'flow-key' });
    renderAt('/oauth2-app/login?school=1000');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://login.dingtalk.com/oauth2/auth?x=1'));
    expect(fake.calls(oidcRoutes.start)[0]?.body).toEqual({ tenantId: 1000, providerId: 'p-ding' });
    expect(sessionStorage.getItem('xinmiao-oidc-flow')).toContain('flow-key');
  });

  it('says so when the school has no app for this platform', async () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: DINGTALK_UA });
    fakeApi().on(oidcRoutes.providers, [{ id: 'p-oidc', name: '统一身份认证', protocol: 'oidc' }]);
    renderAt('/oauth2-app/login?school=1000');
    expect(await screen.findByText(OIDC_MESSAGES.chatAppNotConfigured)).toBeTruthy();
  });

  it('outside a chat app, points to the password login', async () => {
    fakeApi();
    renderAt('/oauth2-app/login?school=1000');
    expect(await screen.findByText('请在企业微信、钉钉或飞书中打开本页面，或使用账号密码登录')).toBeTruthy();
  });

  it("on the platform's return, trades the one-time token at getLoginUser for the session", async () => {
    sessionStorage.setItem('xinmiao-oidc-flow', JSON.stringify({ flow: 'flow-key', client: 'pc' }));
    const fake = fakeApi()
      .on(oidcRoutes.callback, { kind: 'third', token: 'one-time-token-abcdefghij', thirdType: 'dingtalk' })
      .on(oidcRoutes.thirdLoginUser, loginResult('session-token', { username: 'xinli', realname: '林心怡' }));
    renderAt('/oauth2-app/login?authCode=abc&state=s1');
    expect(await screen.findByText('首页')).toBeTruthy();
    expect(fake.calls(oidcRoutes.callback)[0]?.body).toEqual({
      flow: 'flow-key',
      params: '?authCode=abc&state=s1',
    });
    expect(fake.calls(oidcRoutes.thirdLoginUser)[0]?.url).toContain(
      '/sys/thirdLogin/getLoginUser/one-time-token-abcdefghij/dingtalk',
    );
    await waitFor(() => expect(sessionStore.get().token).toBe('session-token'));
  });
});
