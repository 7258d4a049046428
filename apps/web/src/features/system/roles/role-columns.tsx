import { DATA_SCOPES, type Role } from '@xinmiao/shared';
import { Button, Popconfirm, Space, type TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';

export type RoleActions = {
  can: (code: string) => boolean;
  edit: (row: Role) => void;
  grant: (row: Role) => void;
  users: (row: Role) => void;
  remove: (row: Role) => void;
};

function ActionCell({ row, actions }: { row: Role; actions: RoleActions }) {
  return (
    <Space size={4}>
      {actions.can('system:role:edit') && (
        <Button type="link" size="small" onClick={() => actions.edit(row)}>
          编辑
        </Button>
      )}
      {actions.can('system:role:assign') && (
        <Button type="link" size="small" onClick={() => actions.grant(row)}>
          授权
        </Button>
      )}
      <Button type="link" size="small" onClick={() => actions.users(row)}>
        用户
      </Button>
      {actions.can('system:role:delete') && (
        <Popconfirm title="确定删除吗?" onConfirm={() => actions.remove(row)}>
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

/** Columns of 角色管理 with the row buttons the user's permissions allow. */
export function roleColumns(
  actions: RoleActions,
  sortOrder: (column: string) => SortOrder,
): TableColumnsType<Role> {
  return [
    { title: '角色名称', dataIndex: 'roleName', width: 160, sorter: true, sortOrder: sortOrder('roleName') },
    { title: '角色编码', dataIndex: 'roleCode', width: 160, sorter: true, sortOrder: sortOrder('roleCode') },
    {
      title: '数据范围',
      dataIndex: 'dataScope',
      width: 150,
      render: (v: Role['dataScope']) => DATA_SCOPES[v],
    },
    { title: '描述', dataIndex: 'description', ellipsis: true },
    {
      title: '创建时间',
      dataIndex: 'createTime',
      width: 170,
      sorter: true,
      sortOrder: sortOrder('createTime'),
    },
    {
      title: '操作',
      key: 'action',
      width: 220,
      fixed: 'right',
      render: (_: unknown, row: Role) => <ActionCell row={row} actions={actions} />,
    },
  ];
}
