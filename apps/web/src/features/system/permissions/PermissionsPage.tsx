import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type PermissionNode, permissionRoutes } from '@xinmiao/shared';
import { App, Card, Table } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { DataRulesDrawer } from './DataRulesDrawer.tsx';
import { PermissionFormModal } from './PermissionFormModal.tsx';
import { permissionColumns } from './permission-columns.tsx';

/** 菜单管理: the platform's menu catalogue as this school sees it, with its own edits and data rules. */
export function PermissionsPage() {
  const { can } = useAccess();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<PermissionNode | null>(null);
  const [rulesOf, setRulesOf] = useState<PermissionNode | null>(null);
  const tree = useQuery({ queryKey: ['permissions'], queryFn: () => api(permissionRoutes.list) });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['permissions'] });

  const columns = permissionColumns({
    can,
    edit: setEditing,
    rules: setRulesOf,
    reset: (row) =>
      api(permissionRoutes.reset, { query: { id: row.id } })
        .then((reply) => {
          if (typeof reply === 'string') message.success(reply);
          return reload();
        })
        .catch(reportError),
  });

  return (
    <Card variant="borderless">
      <Table<PermissionNode>
        rowKey="id"
        size="middle"
        loading={tree.isFetching}
        columns={columns}
        dataSource={tree.data ?? []}
        pagination={false}
        scroll={{ x: 1240 }}
      />
      <PermissionFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void reload();
        }}
      />
      <DataRulesDrawer page={rulesOf} onClose={() => setRulesOf(null)} />
    </Card>
  );
}
