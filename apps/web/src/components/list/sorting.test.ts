import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { createTimeRange, toDayRange } from './date-range.ts';
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
  });

  it('shows the current sort on its column only', () => {
    expect(sortOrderOf(DEFAULT_SORT, 'createTime')).toBe('descend');
    expect(sortOrderOf({ column: 'createTime', order: 'asc' }, 'createTime')).toBe('ascend');
    expect(sortOrderOf(DEFAULT_SORT, 'username')).toBeNull();
  });
});

describe('day range', () => {
  it('turns a RangePicker value into createTime_begin/_end days', () => {
    const range = toDayRange([dayjs('2024-05-01T23:30:00'), dayjs('2024-05-31T00:10:00')]);
    expect(range).toEqual(['2024-05-01', '2024-05-31']);
    expect(createTimeRange(range)).toEqual({ createTime_begin: '2024-05-01', createTime_end: '2024-05-31' });
    expect(toDayRange([dayjs('2024-05-01'), null])).toBeNull();
    expect(createTimeRange(null)).toEqual({});
  });
});
