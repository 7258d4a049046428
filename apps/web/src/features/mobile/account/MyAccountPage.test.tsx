import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { oidcRoutes, sessionRoutes } from '@xinmiao/shared';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { fakeApi } from '../../../testing/fake-api.ts';
import { readMobileSession, saveMobileSession } from '../mobile-session.ts';
import { MyAccountPage } from './MyAccountPage.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderPage() {
  saveMobileSession({ token: 'student-token', name: '王小明' });
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <MemoryRouter initialEntries={['/m/account']}>
        <Routes>
          <Route path="/m/account" element={<MyAccountPage />} />
          <Route path="/m/login" element={<p>学生登录</p>} />
        </Routes>
      </MemoryRouter>
    </AppConfigProvider>,
  );
}

const binding = {
  id: 'b1',
  providerName: '统一身份认证',
  schoolName: '心苗示范大学',
  createTime: '2026-11-28 21:11:27',
};

describe('/m 我的账号', () => {
  it('lists the school sign-in bindings and removes one', async () => {
    let bound = [binding];
    const fake = fakeApi()
      .on(oidcRoutes.bindings, () => bound)
      .on(oidcRoutes.unbind, () => {
        bound = [];
        return '已解除绑定';
      });
    renderPage();
    await screen.findByText('心苗示范大学 · 统一身份认证');
    fireEvent.click(screen.getByRole('button', { name: '解除绑定' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await screen.findByText('已解除绑定');
    await screen.findByText('未绑定统一身份认证');
    expect(fake.calls(oidcRoutes.unbind)[0]?.query).toEqual({ id: 'b1' });
  });

  it('退出登录 ends the session on the server, not only in this browser', async () => {
    const fake = fakeApi().on(oidcRoutes.bindings, []).on(sessionRoutes.logout, '退出登录成功！');
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /退出登录/ }));
    await screen.findByText('学生登录');
    await waitFor(() => expect(fake.calls(sessionRoutes.logout)).toHaveLength(1));
    expect(readMobileSession()).toBeNull();
  });
});
