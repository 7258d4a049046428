import { DATA_SCOPES, type Role } from '@xinmiao/shared';
import type { TableColumnsType } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { editDeleteActions } from '../../../components/list/edit-delete-actions.ts';
import type { RowAction } from '../../../components/list/RowActions.tsx';
import { rowActionsColumns } from '../../../components/list/row-actions-column.tsx';

export type RoleActions = {
  can: (code: string) => boolean;
  edit: (row: Role) => void;
  grant: (row: Role) => void;
  users: (row: Role) => void;
  remove: (row: Role) => void;
};

function rowActions(row: Role, actions: RoleActions): RowAction[] {
  return editDeleteActions(row, 'system:role', actions, [
    ...(actions.can('system:role:assign')
      ? [{ key: 'grant', label: '授权', onClick: () => actions.grant(row) }]
      : []),
    { key: 'users', label: '用户', onClick: () => actions.users(row) },
  ]);
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
    ...rowActionsColumns<Role>((row) => rowActions(row, actions)),
  ];
}
