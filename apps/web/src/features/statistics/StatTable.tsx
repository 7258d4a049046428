import { Table, type TableProps } from 'antd';

/** A statistics table shown whole: every row on one page, small, scrolling sideways when wide. */
export function StatTable<T extends object>(props: TableProps<T>) {
  return <Table<T> size="small" pagination={false} scroll={{ x: 'max-content' }} {...props} />;
}
