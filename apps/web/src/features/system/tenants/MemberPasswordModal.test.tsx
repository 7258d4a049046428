import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { tenantRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { fakeApi } from '../../../testing/fake-api.ts';
import { MemberPasswordModal } from './MemberPasswordModal.tsx';

afterEach(cleanup);

const member = { id: 'u1', username: 'liangxiao', realname: '周两校', phone: null, homeTenantId: 1000 };

describe('MemberPasswordModal (platform reset of a shared account)', () => {
  it('checks the password policy first, then sends the member id and the new password', async () => {
    const fake = fakeApi().on(tenantRoutes.memberPassword, null);
    const closed = vi.fn();
    render(
      <AppConfigProvider primaryColor="#1890FF">
        <MemberPasswordModal member={member} onClose={closed} />
      </AppConfigProvider>,
    );
    fireEvent.change(await screen.findByLabelText('新密码'), { target: { value: 'short1' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('密码长度不能少于8位')).toBeTruthy();
    expect(fake.calls(tenantRoutes.memberPassword)).toEqual([]);
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'Platform2026x' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(fake.calls(tenantRoutes.memberPassword).map((c) => c.body)).toEqual([
      { userId: 'u1', password: 'Platform2026x' },
    ]);
  });
});
