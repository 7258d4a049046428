import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT } from '../../../components/list/sorting.ts';
import type { ListState } from '../../../components/list/use-list-state.ts';
import { auditListQuery, EMPTY_AUDIT_FILTERS } from './audit-query.ts';
import { EMPTY_LOG_FILTERS, type LogFilters, LogType, logListQuery } from './log-query.ts';

const state = <F>(filters: F): ListState<F> => ({ pageNo: 2, pageSize: 20, filters, sort: DEFAULT_SORT });

describe('logListQuery', () => {
  it('sends only the tab, the page and the default sort for an empty search', () => {
    expect(logListQuery(LogType.LOGIN, state(EMPTY_LOG_FILTERS))).toEqual({
      pageNo: 2,
      pageSize: 20,
      column: 'createTime',
      order: 'desc',
      logType: '1',
      keyWord: undefined,
      operator: undefined,
      ip: undefined,
      operateType: undefined,
    });
  });

  it('maps the search row: trimmed text, IP in part, day range, operation type on the operation tab only', () => {
    const filters: LogFilters = {
      keyWord: ' 量表 ',
      operator: ' 林 ',
      ip: '10.0.',
      operateType: '4',
      range: ['2024-05-01', '2024-05-31'],
    };
    expect(logListQuery(LogType.OPERATION, state(filters))).toMatchObject({
      logType: '2',
      keyWord: '量表',
      operator: '林',
      ip: '*10.0.*',
      operateType: '4',
      createTime_begin: '2024-05-01',
      createTime_end: '2024-05-31',
    });
    expect(logListQuery(LogType.LOGIN, state(filters)).operateType).toBeUndefined();
  });
});

describe('auditListQuery', () => {
  it('matches the record exactly and the reader and route in part', () => {
    const query = auditListQuery({
      ...state({
        username: 'xin',
        recordId: ' S42 ',
        resource: 'report',
        range: ['2024-01-01', '2024-01-02'],
      }),
      sort: { column: 'username', order: 'asc' },
    });
    expect(query).toEqual({
      pageNo: 2,
      pageSize: 20,
      column: 'username',
      order: 'asc',
      username: '*xin*',
      recordId: 'S42',
      resource: '*report*',
      createTime_begin: '2024-01-01',
      createTime_end: '2024-01-02',
    });
    expect(auditListQuery(state(EMPTY_AUDIT_FILTERS))).not.toHaveProperty('createTime_begin');
  });
});
