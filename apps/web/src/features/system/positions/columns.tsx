import type { SysPosition } from '@xinmiao/shared';
import { Button, Popconfirm, Space, type TableColumnsType } from 'antd';

type Row = SysPosition & { postRank_dictText?: string };

export type PositionActions = {
  can: (code: string) => boolean;
  edit: (row: Row) => void;
  remove: (row: Row) => void;
};

/** Columns of 职务管理; 职级 shows the server's `postRank_dictText`. */
export function positionColumns(actions: PositionActions): TableColumnsType<Row> {
  return [
    { title: '职务编码', dataIndex: 'code', width: 160, sorter: true },
    { title: '职务名称', dataIndex: 'name', width: 200, sorter: true },
    {
      title: '职级',
      dataIndex: 'postRank',
      width: 120,
      render: (_v, row) => row.postRank_dictText ?? row.postRank,
    },
    { title: '创建时间', dataIndex: 'createTime', width: 180, sorter: true },
    {
      title: '操作',
      key: 'action',
      width: 140,
      fixed: 'right',
      render: (_v, row) => (
        <Space size={4}>
          {actions.can('system:position:edit') && (
            <Button type="link" size="small" onClick={() => actions.edit(row)}>
              编辑
            </Button>
          )}
          {actions.can('system:position:delete') && (
            <Popconfirm title="确定删除吗?" onConfirm={() => actions.remove(row)}>
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
