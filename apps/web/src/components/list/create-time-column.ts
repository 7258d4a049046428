import type { TableColumnType } from 'antd';
import { type ListSort, sortOrderOf } from './sorting.ts';

/** 时间 column sorted on the server (`column=createTime`). */
export function createTimeColumn<T>(sort: ListSort | null, title = '时间'): TableColumnType<T> {
  return {
    title,
    dataIndex: 'createTime',
    key: 'createTime',
    width: 170,
    sorter: true,
    sortOrder: sortOrderOf(sort, 'createTime'),
    // antd cycles asc → desc → none; the list starts at desc and "none" means desc again, so skip it.
    sortDirections: ['descend', 'ascend', 'descend'],
  };
}
