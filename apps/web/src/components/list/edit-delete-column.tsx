import { Button, Popconfirm, Space, type TableColumnType } from 'antd';

type Options<Row> = {
  can: (code: string) => boolean;
  /** Permission codes of the two buttons; a button the user may not press is not shown. */
  codes: { edit: string; delete: string };
  edit: (row: Row) => void;
  remove: (row: Row) => void;
  width?: number;
};

/** The 操作 column of a record list: 编辑 and 删除 (confirmed), each behind its permission. */
export function editDeleteColumn<Row>({
  can,
  codes,
  edit,
  remove,
  width = 140,
}: Options<Row>): TableColumnType<Row> {
  return {
    title: '操作',
    key: 'action',
    width,
    fixed: 'right',
    render: (_value, row) => (
      <Space size={4}>
        {can(codes.edit) && (
          <Button type="link" size="small" onClick={() => edit(row)}>
            编辑
          </Button>
        )}
        {can(codes.delete) && (
          <Popconfirm title="确定删除吗?" onConfirm={() => remove(row)}>
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        )}
      </Space>
    ),
  };
}
