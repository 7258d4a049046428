import type { ResourceCode } from '@xinmiao/shared';
import { type EditDeleteHandlers, editDeleteActions } from './edit-delete-actions.ts';
import { type RowAction, RowActions } from './RowActions.tsx';

type Props<Row> = {
  row: Row;
  /** `<resource>:edit` shows 编辑, `<resource>:delete` shows 删除. */
  resource: ResourceCode;
  actions: EditDeleteHandlers<Row>;
  /** Buttons of the page's own, between 编辑 and 删除. */
  extra?: readonly RowAction[];
};

/** A record row's 编辑 and 删除 in a column of another shape (a drawer's table). */
export function EditDeleteActions<Row>({ row, resource, actions, extra }: Props<Row>) {
  return <RowActions actions={editDeleteActions(row, resource, actions, extra)} />;
}
