import { type Role, roleRoutes } from '@xinmiao/shared';
import { Card, Form, Input, Table } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { useRecordDialog } from '../../../components/list/use-record-dialog.ts';
import { RoleFormModal } from './RoleFormModal.tsx';
import { RoleGrantDrawer } from './RoleGrantDrawer.tsx';
import { RoleUsersDrawer } from './RoleUsersDrawer.tsx';
import { roleColumns } from './role-columns.tsx';

/** 角色管理: roles of the school, their 授权 (menus, buttons, data rules) and their users. */
export function RolesPage() {
  const list = useListPage(roleRoutes.list, {
    queryKey: ['roles'],
    search: { roleName: 'like', roleCode: 'like' },
  });
  const records = useRecordDialog<Role>({
    queryKey: ['roles'],
    list,
    remove: (row) => api(roleRoutes.delete, { query: { id: row.id } }),
  });
  const [granting, setGranting] = useState<Role | null>(null);
  const [members, setMembers] = useState<Role | null>(null);
  const { can } = useAccess();
  const columns = roleColumns(
    { can, edit: records.edit, grant: setGranting, users: setMembers, remove: records.remove },
    list.sortOrder,
  );

  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
        <Form.Item name="roleName" label="角色名称">
          <Input allowClear placeholder="请输入角色名称" />
        </Form.Item>
        <Form.Item name="roleCode" label="角色编码">
          <Input allowClear placeholder="请输入角色编码" />
        </Form.Item>
      </ListSearchForm>
      <AddButton permission="system:role:add" style={{ marginBottom: 16 }} onClick={records.create} />
      <Table {...list.tableProps} columns={columns} scroll={{ x: 1000 }} />
      <RoleFormModal {...records.dialog} />
      <RoleGrantDrawer role={granting} onClose={() => setGranting(null)} />
      <RoleUsersDrawer role={members} onClose={() => setMembers(null)} />
    </Card>
  );
}
