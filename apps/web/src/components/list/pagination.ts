import type { TablePaginationConfig } from 'antd';

/** Spec §9: page 1, size 10, options 10/20/30, total text `{from}-{to} 共 {n} 条`. */
export const PAGE_SIZE_OPTIONS = ['10', '20', '30'];
export const DEFAULT_PAGE_SIZE = 10;

export function totalText(total: number, range: [number, number]): string {
  return `${range[0]}-${range[1]} 共 ${total} 条`;
}

export function tablePagination(
  pageNo: number,
  pageSize: number,
  total: number,
  onChange: (pageNo: number, pageSize: number) => void,
): TablePaginationConfig {
  return {
    current: pageNo,
    pageSize,
    total,
    showSizeChanger: true,
    showQuickJumper: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showTotal: totalText,
    onChange,
  };
}

/** After deleting `removed` rows, the page to show: lowered when it would be past the last page (spec §4). */
export function pageAfterDelete(pageNo: number, pageSize: number, total: number, removed: number): number {
  const lastPage = Math.max(1, Math.ceil((total - removed) / pageSize));
  return Math.min(pageNo, lastPage);
}
