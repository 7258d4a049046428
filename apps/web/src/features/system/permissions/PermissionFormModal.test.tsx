import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { permissionRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { menuNode } from '../../../testing/records.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { PermissionFormModal } from './PermissionFormModal.tsx';

const menu = menuNode({
  id: 'm1',
  parentId: 'root',
  name: '用户管理',
  url: '/isystem/user',
  component: 'system/UserList',
  icon: 'user',
  leaf: true,
});

afterEach(cleanup);

describe('PermissionFormModal', () => {
  it('sends the school’s name with the catalogue’s structure', async () => {
    const fake = fakeApi().on(permissionRoutes.edit, '编辑成功!');
    const onSaved = vi.fn();
    renderInApp(<PermissionFormModal editing={menu} onClose={() => {}} onSaved={onSaved} />);
    expect((screen.getByLabelText('访问路径') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('菜单名称'), { target: { value: ' 账号管理 ' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(fake.calls(permissionRoutes.edit)[0]?.body).toEqual({
      id: 'm1',
      name: '账号管理',
      icon: 'user',
      sortNo: 1,
      hidden: false,
      keepAlive: false,
      alwaysShow: false,
      url: '/isystem/user',
      component: 'system/UserList',
      menuType: 1,
      perms: null,
      parentId: 'root',
    });
  });
});
