import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  type DepartRole,
  departPermissionRoutes,
  type PermissionTreeNode,
  type RouteDef,
  roleRoutes,
} from '@xinmiao/shared';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { type FakeApi, fakeApi } from '../../../testing/fake-api.ts';
import { DepartGrantTab } from './DepartGrantTab.tsx';
import { DepartRoleGrantDrawer } from './DepartRoleGrantDrawer.tsx';

const node = (key: string, title: string, children?: PermissionTreeNode[]): PermissionTreeNode => ({
  key,
  title,
  value: key,
  slotTitle: title,
  parentId: null,
  icon: null,
  menuType: children ? 0 : 1,
  isLeaf: !children,
  ruleFlag: false,
  ...(children ? { children } : {}),
});

const fullTree = [
  node('relax', '减压星球', [node('planet', '减压星球页')]),
  node('screening', '心理测评', [node('results', '测评结果')]),
];

const role: DepartRole = {
  id: 'dr1',
  departId: 'd1',
  roleName: '年级组长',
  roleCode: 'zuzhang',
  description: null,
  createBy: null,
  createTime: null,
  updateBy: null,
  updateTime: null,
};

function stubServer() {
  return fakeApi()
    .on(roleRoutes.permissionTree, { treeList: fullTree, ids: [] })
    .on(departPermissionRoutes.queryDepartPermission, ['relax', 'planet'])
    .on(departPermissionRoutes.queryTreeListForDeptRole, {
      treeList: [node('relax', '减压星球', [node('planet', '减压星球页')])],
      ids: [],
    })
    .on(departPermissionRoutes.queryDeptRolePermission, [])
    .on(departPermissionRoutes.saveDepartPermission, '保存成功！')
    .on(departPermissionRoutes.saveDeptRolePermission, '保存成功！');
}

function show(ui: ReactNode) {
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>
    </AppConfigProvider>,
  );
}

function checkbox(container: HTMLElement, title: string): Element {
  const box = within(container)
    .getByText(title)
    .closest('.ant-tree-treenode')
    ?.querySelector('.ant-tree-checkbox');
  if (!box) throw new Error(`no checkbox for ${title}`);
  return box;
}

async function savedBody(fake: FakeApi, route: RouteDef) {
  await waitFor(() => expect(fake.calls(route)).toHaveLength(1));
  return fake.calls(route)[0]?.body as Record<string, string>;
}

afterEach(cleanup);

describe('部门权限', { timeout: 30_000 }, () => {
  it("shows the department's grants on the whole tree and saves a page added with its folder", async () => {
    const fake = stubServer();
    show(<DepartGrantTab departId="d1" canEdit />);
    await screen.findByText('测评结果', {}, { timeout: 10_000 });
    expect(checkbox(document.body, '减压星球').className).toContain('ant-tree-checkbox-checked');
    fireEvent.click(checkbox(document.body, '测评结果'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const body = await savedBody(fake, departPermissionRoutes.saveDepartPermission);
    expect(body.departId).toBe('d1');
    expect(body.permissionIds?.split(',').sort()).toEqual(['planet', 'relax', 'results', 'screening']);
    expect(body.lastpermissionIds?.split(',').sort()).toEqual(['planet', 'relax']);
  });

  it('is read-only without the grant button', async () => {
    stubServer();
    show(<DepartGrantTab departId="d1" canEdit={false} />);
    await screen.findByText('测评结果', {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it("grants a department role only from the department's own grants", async () => {
    const fake = stubServer();
    show(<DepartRoleGrantDrawer departId="d1" role={role} onClose={() => {}} />);
    const drawer = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await within(drawer).findByText('减压星球页', {}, { timeout: 10_000 });
    expect(within(drawer).queryByText('心理测评')).toBeNull();
    fireEvent.click(checkbox(drawer, '减压星球页'));
    fireEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    const body = await savedBody(fake, departPermissionRoutes.saveDeptRolePermission);
    expect(body).toEqual({ roleId: 'dr1', permissionIds: expect.any(String), lastpermissionIds: '' });
    expect(body.permissionIds?.split(',').sort()).toEqual(['planet', 'relax']);
  });
});
