import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { registerRoutes } from '@xinmiao/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { RegisterLink } from './RegisterLink.tsx';

afterEach(cleanup);

const show = (school: string) =>
  render(
    <MemoryRouter>
      <RegisterLink school={school} />
    </MemoryRouter>,
  );

describe('注册账户 on the login page', () => {
  it('is offered, with the school’s link, only when the school takes registrations', async () => {
    const fake = fakeApi().on(registerRoutes.school, ({ query }) =>
      query.tenantId === '1000'
        ? { open: true, schoolName: '心苗示范大学' }
        : { open: false, schoolName: '' },
    );
    show('1000');
    const link = await screen.findByRole('link', { name: '注册账户' });
    expect(link.getAttribute('href')).toBe('/user/register?school=1000');
    cleanup();
    show('1001');
    await waitFor(() => expect(fake.calls(registerRoutes.school)).toHaveLength(2));
    expect(screen.queryByRole('link', { name: '注册账户' })).toBeNull();
  });

  it('asks nothing while the school is not known', () => {
    const fake = fakeApi();
    show('');
    expect(fake.calls(registerRoutes.school)).toHaveLength(0);
    expect(screen.queryByRole('link', { name: '注册账户' })).toBeNull();
  });
});
