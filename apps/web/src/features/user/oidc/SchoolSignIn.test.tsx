import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { oidcRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { fakeApi } from '../../../testing/fake-api.ts';
import { takePendingFlow } from './oidc-flow.ts';
import { SchoolSignIn } from './SchoolSignIn.tsx';

afterEach(cleanup);

function mount(school: string | null) {
  const fake = fakeApi()
    .on(oidcRoutes.providers, [{ id: 'p1', name: '统一身份认证', protocol: 'oidc' }])
    // An address of this page, so jsdom's navigation stays put.
    .on(oidcRoutes.start, { authorizeUrl: '#provider', flow: 'flow-key' });
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <SchoolSignIn school={school} client="m" />
    </AppConfigProvider>,
  );
  return fake;
}

describe('SchoolSignIn', () => {
  it('offers the providers of the school the sign-in link names, and keeps the flow key in this tab', async () => {
    const fake = mount('1000');
    expect(screen.queryByLabelText('学校编号')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: '使用统一身份认证登录' }));
    await waitFor(() => expect(fake.calls(oidcRoutes.start)).toHaveLength(1));
    expect(fake.calls(oidcRoutes.start)[0]?.body).toEqual({ tenantId: 1000, providerId: 'p1' });
    expect(fake.calls(oidcRoutes.providers)[0]?.query).toEqual({ tenantId: '1000' });
    await waitFor(() => expect(takePendingFlow()).toEqual({ flow: 'flow-key', client: 'm' }));
    // Used once.
    expect(takePendingFlow()).toBeNull();
  });

  it('asks for the 学校编号 when the link names no school', async () => {
    const fake = mount(null);
    fireEvent.change(screen.getByLabelText('学校编号'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s?找/ }));
    expect(await screen.findByRole('button', { name: '使用统一身份认证登录' })).toBeTruthy();
    expect(fake.calls(oidcRoutes.providers)).toHaveLength(1);
  });
});
