import type { UserRecord } from '@xinmiao/shared';
import { Avatar, Button, Dropdown, Popconfirm, Space, type TableColumnsType, Tag } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';

export type UserRow = UserRecord & { sex_dictText?: string; status_dictText?: string };

export type UserActions = {
  can: (code: string) => boolean;
  edit: (row: UserRow) => void;
  password: (row: UserRow) => void;
  freeze: (row: UserRow, status: 1 | 2) => void;
  remove: (row: UserRow) => void;
};

function ActionCell({ row, actions }: { row: UserRow; actions: UserActions }) {
  const frozen = row.status === 2;
  const more = [
    actions.can('system:user:changePassword') && row.homeTenant && { key: 'password', label: '密码' },
    actions.can('system:user:frozen') && row.homeTenant && { key: 'freeze', label: frozen ? '解冻' : '冻结' },
  ].filter((item): item is { key: string; label: string } => Boolean(item));
  return (
    <Space size={4}>
      {actions.can('system:user:edit') && (
        <Button type="link" size="small" onClick={() => actions.edit(row)}>
          编辑
        </Button>
      )}
      {more.length > 0 && (
        <Dropdown
          menu={{
            items: more,
            onClick: ({ key }) =>
              key === 'password' ? actions.password(row) : actions.freeze(row, frozen ? 1 : 2),
          }}
        >
          <Button type="link" size="small">
            更多
          </Button>
        </Dropdown>
      )}
      {actions.can('system:user:delete') && (
        <Popconfirm title="确定删除吗?" onConfirm={() => actions.remove(row)}>
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

/** Columns of 用户管理 with the row buttons the user's permissions allow. */
export function userColumns(
  actions: UserActions,
  sortOrder: (column: string) => SortOrder,
): TableColumnsType<UserRow> {
  return [
    { title: '用户账号', dataIndex: 'username', width: 130, sorter: true, sortOrder: sortOrder('username') },
    { title: '用户姓名', dataIndex: 'realname', width: 110, sorter: true, sortOrder: sortOrder('realname') },
    {
      title: '头像',
      dataIndex: 'avatar',
      width: 70,
      render: (v: string | null, row) => <Avatar src={v ?? undefined}>{row.realname.slice(0, 1)}</Avatar>,
    },
    { title: '性别', dataIndex: 'sex_dictText', width: 70 },
    { title: '生日', dataIndex: 'birthday', width: 100 },
    { title: '手机号码', dataIndex: 'phone', width: 120 },
    { title: '部门', dataIndex: 'orgCodeTxt', width: 160, ellipsis: true },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (v: number, row) => <Tag color={v === 2 ? 'orange' : 'green'}>{row.status_dictText ?? v}</Tag>,
    },
    {
      title: '操作',
      key: 'action',
      width: 190,
      fixed: 'right',
      render: (_: unknown, row: UserRow) => <ActionCell row={row} actions={actions} />,
    },
  ];
}

export function tableScrollX(columns: TableColumnsType<UserRow>): number {
  return columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 0), 0);
}
