import type { SysDict, SysDictItem } from '@xinmiao/shared';
import { Button, Popconfirm, Space, type TableColumnsType, Tag } from 'antd';

type Actions<T> = { can: (code: string) => boolean; edit: (row: T) => void; remove: (row: T) => void };

function RowButtons<T>({ row, actions, extra }: { row: T; actions: Actions<T>; extra?: React.ReactNode }) {
  return (
    <Space size={4}>
      {actions.can('system:dict:edit') && (
        <Button type="link" size="small" onClick={() => actions.edit(row)}>
          编辑
        </Button>
      )}
      {extra}
      {actions.can('system:dict:delete') && (
        <Popconfirm title="确定删除吗?" onConfirm={() => actions.remove(row)}>
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

/** Columns of 数据字典; 字典配置 opens the items drawer. */
export function dictColumns(
  actions: Actions<SysDict> & { items: (row: SysDict) => void },
): TableColumnsType<SysDict> {
  return [
    { title: '字典名称', dataIndex: 'dictName', width: 180, sorter: true },
    { title: '字典编号', dataIndex: 'dictCode', width: 180, sorter: true },
    { title: '描述', dataIndex: 'description', width: 220, ellipsis: true },
    {
      title: '操作',
      key: 'action',
      width: 200,
      fixed: 'right',
      render: (_v, row) => (
        <RowButtons
          row={row}
          actions={actions}
          extra={
            <Button type="link" size="small" onClick={() => actions.items(row)}>
              字典配置
            </Button>
          }
        />
      ),
    },
  ];
}

type ItemRow = SysDictItem & { status_dictText?: string };

/** Columns of a dictionary's items. */
export function itemColumns(actions: Actions<ItemRow>): TableColumnsType<ItemRow> {
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
      render: (_v, row) => <RowButtons row={row} actions={actions} />,
    },
  ];
}
