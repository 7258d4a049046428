import type { ResourceCode } from '@xinmiao/shared';
import type { TableColumnType } from 'antd';
import { type EditDeleteHandlers, editDeleteActions } from './edit-delete-actions.ts';
import type { RowAction } from './RowActions.tsx';
import { rowActionsColumns } from './row-actions-column.tsx';

type Options<Row> = {
  width?: number;
  /** The page's own buttons of a row, between 编辑 and 删除. */
  extra?: (row: Row) => readonly RowAction[];
};

/**
 * The 操作 columns of a record list (`rowActionsColumns`): 编辑 and 删除 by the resource's
 * permission codes. Spread it into the columns.
 */
export function editDeleteColumn<Row>(
  resource: ResourceCode,
  actions: EditDeleteHandlers<Row>,
  { width = 130, extra }: Options<Row> = {},
): TableColumnType<Row>[] {
  return rowActionsColumns((row) => editDeleteActions(row, resource, actions, extra?.(row)), { width });
}
