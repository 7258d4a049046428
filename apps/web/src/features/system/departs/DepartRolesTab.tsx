import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type DepartRole, departRoleRoutes } from '@xinmiao/shared';
import { App, Button, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { DepartRoleFormModal } from './DepartRoleFormModal.tsx';
import { DepartRoleGrantDrawer } from './DepartRoleGrantDrawer.tsx';

/** 部门角色 of one department: roles that apply only inside it. */
export function DepartRolesTab({ departId, canEdit }: { departId: string; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<{ role: DepartRole | null } | null>(null);
  const [granting, setGranting] = useState<DepartRole | null>(null);
  const key = ['depart-roles', departId];
  const roles = useQuery({
    queryKey: key,
    queryFn: () => api(departRoleRoutes.getDeptRoleList, { query: { departId } }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: key });
  const open = (role: DepartRole | null) => setEditing({ role });
  const remove = (role: DepartRole) =>
    api(departRoleRoutes.delete, { query: { id: role.id } })
      .then((reply) => {
        message.success(typeof reply === 'string' ? reply : '删除成功!');
        return reload();
      })
      .catch(reportError);

  const columns: TableColumnsType<DepartRole> = [
    { title: '部门角色名称', dataIndex: 'roleName', width: 160 },
    { title: '部门角色编码', dataIndex: 'roleCode', width: 160 },
    { title: '描述', dataIndex: 'description', ellipsis: true },
    ...(canEdit
      ? [
          {
            title: '操作',
            key: 'action',
            width: 170,
            render: (_: unknown, role: DepartRole) => (
              <Space size={4}>
                <Button type="link" size="small" onClick={() => open(role)}>
                  编辑
                </Button>
                <Button type="link" size="small" onClick={() => setGranting(role)}>
                  授权
                </Button>
                <Popconfirm title="确定删除吗?" onConfirm={() => remove(role)}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      {canEdit && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ marginBottom: 12 }}
          onClick={() => open(null)}
        >
          新增部门角色
        </Button>
      )}
      <Table<DepartRole>
        rowKey="id"
        size="middle"
        loading={roles.isFetching}
        dataSource={roles.data ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 560 }}
      />
      <DepartRoleFormModal
        departId={departId}
        open={editing !== null}
        editing={editing?.role ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void reload();
        }}
      />
      <DepartRoleGrantDrawer departId={departId} role={granting} onClose={() => setGranting(null)} />
    </>
  );
}
