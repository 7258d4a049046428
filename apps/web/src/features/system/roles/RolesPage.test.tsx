import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type PermissionTreeNode, type Role, roleRoutes, sessionRoutes, toPage } from '@xinmiao/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { RolesPage } from './RolesPage.tsx';

const role: Role = {
  id: 'r1',
  roleName: '班主任',
  roleCode: 'banzhuren',
  description: null,
  dataScope: 'depart',
  tenantId: 1000,
  createBy: 'system',
  createTime: '2026-01-01 08:00:00',
  updateBy: null,
  updateTime: null,
};

const node = (
  key: string,
  title: string,
  menuType: number,
  children?: PermissionTreeNode[],
): PermissionTreeNode => ({
  key,
  title,
  value: key,
  slotTitle: title,
  parentId: null,
  icon: null,
  menuType,
  isLeaf: !children,
  ruleFlag: false,
  ...(children ? { children } : {}),
});

const tree = [
  node('relax', '减压星球', 0, [node('planet', '减压星球页', 1, [node('use', '使用减压星球', 2)])]),
  node('screening', '心理测评', 0, [node('results', '测评结果', 1)]),
];

function renderPage() {
  accessStore.set({
    ...emptyAccess,
    auth: ['system:role:list', 'system:role:assign'].map((action) => ({
      action,
      type: '1',
      describe: action,
    })),
  });
  const fake = fakeApi()
    .on(sessionRoutes.dictItems, [])
    .on(roleRoutes.list, toPage([role], 1, 1, 10))
    .on(roleRoutes.permissionTree, { treeList: tree, ids: [] })
    .on(roleRoutes.queryRolePermission, ['relax', 'planet', 'use', 'screening', 'results'])
    .on(roleRoutes.saveRolePermission, '保存成功！');
  renderInApp(
    <MemoryRouter initialEntries={['/system/roles']}>
      <RolesPage />
    </MemoryRouter>,
  );
  return fake;
}

afterEach(() => {
  cleanup();
  accessStore.set(emptyAccess);
});

describe('RolesPage', { timeout: 30_000 }, () => {
  it('withdraws a folder with its pages and buttons in 授权 and saves the difference', async () => {
    const fake = renderPage();
    await screen.findByText('banzhuren', {}, { timeout: 10_000 });
    const [grant] = screen.getAllByRole('button', { name: '授权' });
    if (!grant) throw new Error('no 授权 button');
    fireEvent.click(grant);
    const drawer = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    const folder = (await within(drawer).findByText('减压星球', {}, { timeout: 10_000 })).closest(
      '.ant-tree-treenode',
    );
    const box = folder?.querySelector('.ant-tree-checkbox');
    if (!box) throw new Error('no checkbox for 减压星球');
    fireEvent.click(box);
    fireEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(fake.calls(roleRoutes.saveRolePermission)).toHaveLength(1));
    const body = fake.calls(roleRoutes.saveRolePermission)[0]?.body as {
      roleId: string;
      permissionIds: string;
      lastpermissionIds: string;
    };
    expect(body.roleId).toBe('r1');
    expect(body.permissionIds.split(',').sort()).toEqual(['results', 'screening']);
    expect(body.lastpermissionIds.split(',').sort()).toEqual([
      'planet',
      'relax',
      'results',
      'screening',
      'use',
    ]);
  });

  it('hides 新增, 编辑 and 删除 without their buttons', async () => {
    renderPage();
    await screen.findByText('banzhuren', {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });
});
