import type { ResourceCode } from '@xinmiao/shared';
import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';

/** What a record row can do: the caller's permission check and the 编辑 / 删除 handlers. */
export type EditDeleteHandlers<Row> = {
  can: (code: string) => boolean;
  edit: (row: Row) => void;
  remove: (row: Row) => void;
};

type Props<Row> = {
  row: Row;
  /** `<resource>:edit` shows 编辑, `<resource>:delete` shows 删除. */
  resource: ResourceCode;
  actions: EditDeleteHandlers<Row>;
  /** Buttons of the page's own, between 编辑 and 删除. */
  extra?: ReactNode;
};

/** A record row's 编辑 and 删除 (after 确定删除吗?) link buttons, each only for holders of its code. */
export function EditDeleteActions<Row>({ row, resource, actions, extra }: Props<Row>) {
  return (
    <Space size={4}>
      {actions.can(`${resource}:edit`) && (
        <Button type="link" size="small" onClick={() => actions.edit(row)}>
          编辑
        </Button>
      )}
      {extra}
      {actions.can(`${resource}:delete`) && (
        <Popconfirm title="确定删除吗?" onConfirm={() => actions.remove(row)}>
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
