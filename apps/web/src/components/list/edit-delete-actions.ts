import type { ResourceCode } from '@xinmiao/shared';
import type { RowAction } from './RowActions.tsx';

/** What a record row can do: the caller's permission check and the 编辑 / 删除 handlers. */
export type EditDeleteHandlers<Row> = {
  can: (code: string) => boolean;
  edit: (row: Row) => void;
  remove: (row: Row) => void;
};

/**
 * A record row's 编辑 (`<resource>:edit`), the page's own buttons, then 删除 after 确定删除吗?
 * (`<resource>:delete`), each only for holders of its code.
 */
export function editDeleteActions<Row>(
  row: Row,
  resource: ResourceCode,
  handlers: EditDeleteHandlers<Row>,
  extra: readonly RowAction[] = [],
): RowAction[] {
  return [
    ...(handlers.can(`${resource}:edit`)
      ? [{ key: 'edit', label: '编辑', onClick: () => handlers.edit(row) }]
      : []),
    ...extra,
    ...(handlers.can(`${resource}:delete`)
      ? [
          {
            key: 'delete',
            label: '删除',
            danger: true,
            confirm: '确定删除吗?',
            onClick: () => handlers.remove(row),
          },
        ]
      : []),
  ];
}
