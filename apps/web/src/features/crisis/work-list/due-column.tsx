import { type TableColumnType, Typography } from 'antd';

/** A work item's due time, in red with （已逾期） once the server marks it overdue. */
export function dueColumn<Row extends { dueAt: string; overdue: boolean }>(
  title: string,
): TableColumnType<Row> {
  return {
    title,
    dataIndex: 'dueAt',
    width: 190,
    render: (v: string, row) =>
      row.overdue ? <Typography.Text type="danger">{v}（已逾期）</Typography.Text> : v,
  };
}
