/** 状态 choices of a scale or package search row: '1' enabled, '0' stopped, '' either. */
export const STATUS_FILTER_OPTIONS = [
  { value: '', label: '全部' },
  { value: '1', label: '启用' },
  { value: '0', label: '停用' },
];
