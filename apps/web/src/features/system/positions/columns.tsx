import type { SysPosition } from '@xinmiao/shared';
import type { TableColumnsType } from 'antd';
import type { EditDeleteHandlers } from '../../../components/list/edit-delete-actions.ts';
import { editDeleteColumn } from '../../../components/list/edit-delete-column.tsx';

type Row = SysPosition & { postRank_dictText?: string };

/** Columns of 职务管理; 职级 shows the server's `postRank_dictText`. */
export function positionColumns(actions: EditDeleteHandlers<Row>): TableColumnsType<Row> {
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
    ...editDeleteColumn('system:position', actions),
  ];
}
