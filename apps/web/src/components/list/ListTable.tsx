import { Table, type TableColumnsType, type TableProps } from 'antd';
import { tablePagination } from './pagination.ts';
import { sortFromTable } from './sorting.ts';
import type { useListState } from './use-list-state.ts';

type ListController = Pick<ReturnType<typeof useListState<unknown>>, 'state' | 'changePage' | 'changeSort'>;

/** A server-paged, server-sorted list table with the pagination of spec §9. */
export function ListTable<T extends { id: string }>({
  list,
  columns,
  records,
  total,
  loading,
  scrollX,
  rowSelection,
}: {
  list: ListController;
  columns: TableColumnsType<T>;
  records: T[];
  total: number;
  loading: boolean;
  scrollX?: number;
  rowSelection?: TableProps<T>['rowSelection'];
}) {
  const { pageNo, pageSize } = list.state;
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      loading={loading}
      columns={columns}
      dataSource={records}
      pagination={tablePagination(pageNo, pageSize, total, list.changePage)}
      onChange={(_pagination, _filters, sorter, extra) => {
        if (extra.action === 'sort') list.changeSort(sortFromTable(sorter));
      }}
      scroll={scrollX ? { x: scrollX } : undefined}
      rowSelection={rowSelection}
    />
  );
}
