import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { type Role, roleRoutes } from '@xinmiao/shared';
import { App, Button, Card, Form, Input, Table } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../app/error-display.ts';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
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
  const [modal, setModal] = useState<{ editing: Role | null } | null>(null);
  const [granting, setGranting] = useState<Role | null>(null);
  const [members, setMembers] = useState<Role | null>(null);
  const { can } = useAccess();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: ['roles'] });

  const columns = roleColumns(
    {
      can,
      edit: (row) => setModal({ editing: row }),
      grant: setGranting,
      users: setMembers,
      remove: (row) =>
        api(roleRoutes.delete, { query: { id: row.id } })
          .then((reply) => {
            if (typeof reply === 'string') message.success(reply);
            list.afterDelete(1);
            return reload();
          })
          .catch(reportError),
    },
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
      {can('system:role:add') && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ marginBottom: 16 }}
          onClick={() => setModal({ editing: null })}
        >
          新增
        </Button>
      )}
      <Table {...list.tableProps} columns={columns} scroll={{ x: 1000 }} />
      <RoleFormModal
        open={modal !== null}
        editing={modal?.editing ?? null}
        onClose={() => setModal(null)}
        onSaved={() => {
          setModal(null);
          void reload();
        }}
      />
      <RoleGrantDrawer role={granting} onClose={() => setGranting(null)} />
      <RoleUsersDrawer role={members} onClose={() => setMembers(null)} />
    </Card>
  );
}
