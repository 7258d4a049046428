import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  type DepartNode,
  type DepartRole,
  departRoleRoutes,
  departRoutes,
  sessionRoutes,
} from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { AddDepartModal } from './AddDepartModal.tsx';
import { DepartRoleFormModal } from './DepartRoleFormModal.tsx';

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function node(id: string, departName: string, parentId: string | null): DepartNode {
  return {
    id,
    key: id,
    value: id,
    title: departName,
    parentId,
    departName,
    departNameEn: null,
    departNameAbbr: null,
    departOrder: 0,
    description: null,
    orgCategory: parentId ? '2' : '1',
    orgType: parentId ? '2' : '1',
    orgCode: parentId ? 'A01A01' : 'A01',
    mobile: null,
    fax: null,
    address: null,
    memo: null,
    status: '1',
    delFlag: '0',
    isLeaf: true,
    createBy: null,
    createTime: null,
    updateBy: null,
    updateTime: null,
  };
}

afterEach(cleanup);

describe('AddDepartModal', () => {
  it('adds a department under its parent and hands the saved one to the page', async () => {
    const parent = node('p1', '心理健康教育中心', null);
    const added = node('d1', '咨询部', 'p1');
    const fake = fakeApi().on(departRoutes.add, added).on(sessionRoutes.dictItems, []);
    const onSaved = vi.fn();
    renderInApp(<AddDepartModal open parent={parent} onClose={() => {}} onSaved={onSaved} />);
    expect(screen.getByText('添加下级：心理健康教育中心')).toBeTruthy();
    fill('机构名称', '咨询部');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(added));
    expect(fake.calls(departRoutes.add)[0]?.body).toMatchObject({ departName: '咨询部', parentId: 'p1' });
    expect(await screen.findByText('添加成功！')).toBeTruthy();
  });
});

describe('DepartRoleFormModal', () => {
  it('refuses a code with other characters before sending', async () => {
    const fake = fakeApi().on(departRoleRoutes.add, '添加成功！');
    renderInApp(
      <DepartRoleFormModal departId="d1" open editing={null} onClose={() => {}} onSaved={() => {}} />,
    );
    fill('部门角色名称', '值班咨询师');
    fill('部门角色编码', '值班');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('部门角色编码只能包含字母、数字和下划线')).toBeTruthy();
    expect(fake.calls(departRoleRoutes.add)).toHaveLength(0);
  });

  it('adds a role in its department and edits one by its id', async () => {
    const fake = fakeApi().on(departRoleRoutes.add, '添加成功！').on(departRoleRoutes.edit, '编辑成功!');
    const onSaved = vi.fn();
    const { unmount } = renderInApp(
      <DepartRoleFormModal departId="d1" open editing={null} onClose={() => {}} onSaved={onSaved} />,
    );
    fill('部门角色名称', '值班咨询师');
    fill('部门角色编码', 'duty');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(fake.calls(departRoleRoutes.add)[0]?.body).toEqual({
      roleName: '值班咨询师',
      roleCode: 'duty',
      description: null,
      departId: 'd1',
    });
    unmount();

    const role: DepartRole = {
      id: 'r1',
      departId: 'd1',
      roleName: '值班咨询师',
      roleCode: 'duty',
      description: null,
      createBy: null,
      createTime: null,
      updateBy: null,
      updateTime: null,
    };
    renderInApp(
      <DepartRoleFormModal departId="d1" open editing={role} onClose={() => {}} onSaved={onSaved} />,
    );
    expect(screen.getByText('编辑部门角色')).toBeTruthy();
    fill('描述', '周末值班');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(fake.calls(departRoleRoutes.edit)[0]?.body).toEqual({
      roleName: '值班咨询师',
      roleCode: 'duty',
      description: '周末值班',
      id: 'r1',
    });
  });
});
