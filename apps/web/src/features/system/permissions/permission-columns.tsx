import { type PermissionNode, ROUTE_VIEW } from '@xinmiao/shared';
import { type TableColumnsType, Tag } from 'antd';
import type { RowAction } from '../../../components/list/RowActions.tsx';
import { rowActionsColumns } from '../../../components/list/row-actions-column.tsx';
import { MenuIcon } from '../../../components/MenuIcon.tsx';
import { MENU_TYPES } from './permission-form.ts';

export type PermissionActions = {
  can: (code: string) => boolean;
  edit: (row: PermissionNode) => void;
  reset: (row: PermissionNode) => void;
  rules: (row: PermissionNode) => void;
};

function rowActions(row: PermissionNode, actions: PermissionActions): RowAction[] {
  const editable = actions.can('system:permission:edit');
  return [
    ...(editable ? [{ key: 'edit', label: '编辑', onClick: () => actions.edit(row) }] : []),
    ...(row.menuType !== 2 && row.component !== ROUTE_VIEW
      ? [{ key: 'rules', label: '数据规则', onClick: () => actions.rules(row) }]
      : []),
    ...(row.overridden && editable
      ? [
          {
            key: 'reset',
            label: '恢复默认',
            confirm: '恢复为平台默认设置?',
            onClick: () => actions.reset(row),
          },
        ]
      : []),
  ];
}

/** Columns of 菜单管理 (a tree table). */
export function permissionColumns(actions: PermissionActions): TableColumnsType<PermissionNode> {
  return [
    {
      title: '菜单名称',
      dataIndex: 'name',
      width: 240,
      render: (name: string, row) => (
        <span>
          {name}
          {row.overridden && (
            <Tag color="blue" style={{ marginLeft: 8 }}>
              本校修改
            </Tag>
          )}
        </span>
      ),
    },
    { title: '菜单类型', dataIndex: 'menuType', width: 100, render: (v: number) => MENU_TYPES[v] ?? '' },
    {
      title: '图标',
      dataIndex: 'icon',
      width: 70,
      align: 'center',
      render: (icon: string | null) => (icon ? <MenuIcon name={icon} /> : null),
    },
    { title: '组件', dataIndex: 'component', width: 220, ellipsis: true },
    {
      title: '路径 / 授权标识',
      key: 'path',
      width: 240,
      ellipsis: true,
      render: (_: unknown, row) => (row.menuType === 2 ? row.perms : row.url),
    },
    { title: '排序', dataIndex: 'sortNo', width: 70 },
    {
      title: '显示',
      dataIndex: 'hidden',
      width: 80,
      render: (hidden: boolean) => (hidden ? <Tag>隐藏</Tag> : <Tag color="green">显示</Tag>),
    },
    ...rowActionsColumns<PermissionNode>((row) => rowActions(row, actions), { width: 190 }),
  ];
}
