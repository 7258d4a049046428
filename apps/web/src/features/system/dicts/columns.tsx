import type { SysDict, SysDictItem } from '@xinmiao/shared';
import { type TableColumnsType, Tag } from 'antd';
import { EditDeleteActions } from '../../../components/list/EditDeleteActions.tsx';
import type { EditDeleteHandlers } from '../../../components/list/edit-delete-actions.ts';
import { editDeleteColumn } from '../../../components/list/edit-delete-column.tsx';

/** Columns of 数据字典; 字典配置 opens the items drawer. */
export function dictColumns(
  actions: EditDeleteHandlers<SysDict> & { items: (row: SysDict) => void },
): TableColumnsType<SysDict> {
  return [
    { title: '字典名称', dataIndex: 'dictName', width: 180, sorter: true },
    { title: '字典编号', dataIndex: 'dictCode', width: 180, sorter: true },
    { title: '描述', dataIndex: 'description', width: 220, ellipsis: true },
    ...editDeleteColumn('system:dict', actions, {
      width: 200,
      extra: (row) => [{ key: 'items', label: '字典配置', onClick: () => actions.items(row) }],
    }),
  ];
}

type ItemRow = SysDictItem & { status_dictText?: string };

/** Columns of a dictionary's items. */
export function itemColumns(actions: EditDeleteHandlers<ItemRow>): TableColumnsType<ItemRow> {
  return [
    { title: '名称', dataIndex: 'itemText', width: 140 },
    { title: '数据值', dataIndex: 'itemValue', width: 120 },
    { title: '排序', dataIndex: 'sortOrder', width: 80 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (_v, row) => (
        <Tag color={row.status === 1 ? 'green' : 'default'}>{row.status_dictText ?? row.status}</Tag>
      ),
    },
    {
      title: '操作',
      key: 'action',
      width: 130,
      render: (_v, row) => <EditDeleteActions row={row} resource="system:dict" actions={actions} />,
    },
  ];
}
