import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type Staff, staffRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { StaffFormModal } from './StaffFormModal.tsx';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(cleanup);

describe('StaffFormModal', () => {
  it('asks for the account, number and name before sending', async () => {
    const fake = fakeApi().on(staffRoutes.add, '添加成功！');
    renderInApp(
      <StaffFormModal editing={null} open defaultType="teacher" onClose={() => {}} onSaved={() => {}} />,
    );
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入账号', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('请输入工号')).toBeTruthy();
    expect(await screen.findByText('请输入姓名')).toBeTruthy();
    expect(fake.calls(staffRoutes.add)).toHaveLength(0);
  });

  it('adds a staff record of the page’s type', async () => {
    const fake = fakeApi().on(staffRoutes.add, '添加成功！');
    const onSaved = vi.fn();
    renderInApp(
      <StaffFormModal editing={null} open defaultType="fudaoyuan" onClose={() => {}} onSaved={onSaved} />,
    );
    fill('登录账号', 't01');
    fill('工号', 'T001');
    fill('姓名', '王老师');
    fill('手机号', '13800000000');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.calls(staffRoutes.add)[0]?.body).toEqual({
      username: 't01',
      workNo: 'T001',
      name: '王老师',
      staffType: 'fudaoyuan',
      phone: '13800000000',
    });
    expect(await screen.findByText('添加成功！')).toBeTruthy();
  });

  it('edits a record without its account', async () => {
    const fake = fakeApi().on(staffRoutes.edit, '编辑成功！');
    const onSaved = vi.fn();
    const editing: Staff = {
      id: 's1',
      userId: 'u1',
      username: 't01',
      workNo: 'T001',
      name: '王老师',
      staffType: 'teacher',
      phone: null,
      scope: [],
      caseloadCount: 0,
      createTime: '2026-09-01 08:00:00',
    };
    renderInApp(
      <StaffFormModal editing={editing} open defaultType="teacher" onClose={() => {}} onSaved={onSaved} />,
    );
    expect((screen.getByLabelText('登录账号') as HTMLInputElement).disabled).toBe(true);
    fill('姓名', '王丽');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.calls(staffRoutes.edit)[0]?.body).toEqual({
      id: 's1',
      username: 't01',
      workNo: 'T001',
      name: '王丽',
      staffType: 'teacher',
      phone: '',
    });
  });
});
