import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, sortFromTable, sortOrderOf } from './sorting.ts';

describe('table sort', () => {
  it('maps the antd sorter to column/order and falls back to createTime desc when cleared', () => {
    expect(sortFromTable({ field: 'createTime', order: 'ascend' })).toEqual({
      column: 'createTime',
      order: 'asc',
    });
    expect(sortFromTable([{ field: 'username', order: 'descend' }])).toEqual({
      column: 'username',
      order: 'desc',
    });
    expect(sortFromTable({ field: 'createTime', order: null })).toEqual(DEFAULT_SORT);
    expect(sortFromTable({ field: ['a', 'b'], order: 'ascend' })).toEqual(DEFAULT_SORT);
    expect(sortFromTable({ field: 'name', order: null }, null)).toBeNull();
  });

  it('shows the current sort on its column only', () => {
    expect(sortOrderOf(DEFAULT_SORT, 'createTime')).toBe('descend');
    expect(sortOrderOf({ column: 'createTime', order: 'asc' }, 'createTime')).toBe('ascend');
    expect(sortOrderOf(DEFAULT_SORT, 'username')).toBeNull();
    expect(sortOrderOf(null, 'name')).toBeNull();
  });
});
