import type { ResourceCode } from '@xinmiao/shared';
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { EditDeleteActions, type EditDeleteHandlers } from './EditDeleteActions.tsx';

type Options<Row> = {
  width?: number;
  /** The page's own buttons of a row, between 编辑 and 删除. */
  extra?: (row: Row) => ReactNode;
};

/** The 操作 column of a record list, fixed right: 编辑 and 删除 by the resource's permission codes. */
export function editDeleteColumn<Row>(
  resource: ResourceCode,
  actions: EditDeleteHandlers<Row>,
  { width = 140, extra }: Options<Row> = {},
): TableColumnType<Row> {
  return {
    title: '操作',
    key: 'action',
    width,
    fixed: 'right',
    render: (_v, row) => (
      <EditDeleteActions row={row} resource={resource} actions={actions} extra={extra?.(row)} />
    ),
  };
}
