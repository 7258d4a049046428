import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { roleRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { roleRecord } from '../../../testing/records.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { RoleFormModal } from './RoleFormModal.tsx';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(cleanup);

describe('RoleFormModal', () => {
  it('refuses a code the school already uses, as the server says', async () => {
    const fake = fakeApi()
      .on(roleRoutes.checkRoleCode, { refuse: '角色编码已存在' })
      .on(roleRoutes.add, '添加成功！');
    renderInApp(<RoleFormModal editing={null} open onClose={() => {}} onSaved={() => {}} />);
    fill('角色名称', '心理老师');
    fill('角色编码', 'teacher');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('角色编码已存在', {}, { timeout: 5000 })).toBeTruthy();
    expect(fake.calls(roleRoutes.checkRoleCode).at(-1)?.query).toEqual({ roleCode: 'teacher' });
    expect(fake.calls(roleRoutes.add)).toHaveLength(0);
  });

  it('adds a role once its code is free', async () => {
    const fake = fakeApi().on(roleRoutes.checkRoleCode, '该值可用！').on(roleRoutes.add, '添加成功！');
    const onSaved = vi.fn();
    renderInApp(<RoleFormModal editing={null} open onClose={() => {}} onSaved={onSaved} />);
    fill('角色名称', '心理老师');
    fill('角色编码', 'psy_teacher');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 5000 });
    expect(fake.calls(roleRoutes.add)[0]?.body).toEqual({
      roleName: '心理老师',
      roleCode: 'psy_teacher',
      description: '',
      dataScope: 'all',
    });
  });

  it('edits a role with its id, checking the code against the others', async () => {
    const fake = fakeApi().on(roleRoutes.checkRoleCode, '该值可用！').on(roleRoutes.edit, '编辑成功!');
    const onSaved = vi.fn();
    const editing = roleRecord({ id: 'r1', roleName: '班主任', roleCode: 'banzhuren' });
    renderInApp(<RoleFormModal editing={editing} open onClose={() => {}} onSaved={onSaved} />);
    fill('描述', '带班老师');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled(), { timeout: 5000 });
    expect(fake.calls(roleRoutes.checkRoleCode).at(-1)?.query).toEqual({ roleCode: 'banzhuren', id: 'r1' });
    expect(fake.calls(roleRoutes.edit)[0]?.body).toMatchObject({
      id: 'r1',
      roleName: '班主任',
      roleCode: 'banzhuren',
      description: '带班老师',
      dataScope: 'all',
    });
  });
});
