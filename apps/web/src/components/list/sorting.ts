import type { SorterResult, SortOrder } from 'antd/es/table/interface';

export type ListSort = { column: string; order: 'asc' | 'desc' };

/** Spec §9: lists open sorted by createTime, newest first. */
export const DEFAULT_SORT: ListSort = { column: 'createTime', order: 'desc' };

/**
 * The sort an antd Table asks for; a cleared sort falls back to the list's default (`null`: the
 * server's own order, for lists without createTime).
 */
export function sortFromTable<T>(
  sorter: SorterResult<T> | SorterResult<T>[],
  fallback: ListSort | null = DEFAULT_SORT,
): ListSort | null {
  const first = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!first?.order || typeof first.field !== 'string') return fallback;
  return { column: first.field, order: first.order === 'ascend' ? 'asc' : 'desc' };
}

/** Controlled `sortOrder` of a column for the current sort. */
export function sortOrderOf(sort: ListSort | null, column: string): SortOrder {
  if (sort?.column !== column) return null;
  return sort.order === 'asc' ? 'ascend' : 'descend';
}
