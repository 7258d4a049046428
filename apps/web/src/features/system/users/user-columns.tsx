import type { UserRecord } from '@xinmiao/shared';
import { Avatar, type TableColumnsType, Tag } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { editDeleteActions } from '../../../components/list/edit-delete-actions.ts';
import type { RowAction } from '../../../components/list/RowActions.tsx';
import { rowActionsColumns } from '../../../components/list/row-actions-column.tsx';

export type UserRow = UserRecord & { sex_dictText?: string; status_dictText?: string };

export type UserActions = {
  can: (code: string) => boolean;
  edit: (row: UserRow) => void;
  password: (row: UserRow) => void;
  freeze: (row: UserRow, status: 1 | 2) => void;
  remove: (row: UserRow) => void;
};

/** 编辑 in the row; 密码, 冻结/解冻 and 删除 under 更多, as JeecgBoot's user list. */
function rowActions(row: UserRow, actions: UserActions): RowAction[] {
  const frozen = row.status === 2;
  return editDeleteActions(row, 'system:user', actions, [
    ...(actions.can('system:user:changePassword') && row.homeTenant
      ? [{ key: 'password', label: '密码', onClick: () => actions.password(row) }]
      : []),
    ...(actions.can('system:user:frozen') && row.homeTenant
      ? [
          {
            key: 'freeze',
            label: frozen ? '解冻' : '冻结',
            onClick: () => actions.freeze(row, frozen ? 1 : 2),
          },
        ]
      : []),
  ]);
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
    ...rowActionsColumns<UserRow>((row) => rowActions(row, actions), { width: 120, inline: 1 }),
  ];
}

export function tableScrollX(columns: TableColumnsType<UserRow>): number {
  return columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 0), 0);
}
