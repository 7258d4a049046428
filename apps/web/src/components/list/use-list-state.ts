import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, pageAfterDelete } from './pagination.ts';
import { DEFAULT_SORT, type ListSort } from './sorting.ts';

export type ListState<F> = { pageNo: number; pageSize: number; filters: F; sort: ListSort };

/** Page, size, sort and search filters of one list; searching, resetting and re-sorting go back to page 1. */
export function useListState<F>(initialFilters: F) {
  const [state, setState] = useState<ListState<F>>({
    pageNo: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    filters: initialFilters,
    sort: DEFAULT_SORT,
  });
  return {
    state,
    search: (filters: F) => setState((s) => ({ ...s, pageNo: 1, filters })),
    reset: () => setState((s) => ({ ...s, pageNo: 1, filters: initialFilters })),
    changePage: (pageNo: number, pageSize: number) =>
      setState((s) => ({ ...s, pageNo: pageSize === s.pageSize ? pageNo : 1, pageSize })),
    changeSort: (sort: ListSort) => setState((s) => ({ ...s, pageNo: 1, sort })),
    afterDelete: (total: number, removed: number) =>
      setState((s) => ({ ...s, pageNo: pageAfterDelete(s.pageNo, s.pageSize, total, removed) })),
  };
}
