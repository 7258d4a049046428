import { beforeEach, describe, expect, it } from 'vitest';
import { readSavedQueries, SAVED_QUERY_PREFIX, upsertQuery, writeSavedQueries } from './saved-queries.ts';
import { changeRule, runProblem, saveProblem, toSuperQuery, withDefaultLine } from './super-query-model.ts';

describe('super query model', () => {
  it('gives an empty list one default line with rule eq', () => {
    expect(withDefaultLine([])).toEqual([{ rule: 'eq', val: '' }]);
    expect(withDefaultLine([{ field: 'a', rule: 'gt', val: '1' }])).toHaveLength(1);
  });

  it('collapses multi values to the first when the rule leaves in', () => {
    expect(changeRule({ field: 'sex', rule: 'in', val: '1,2' }, 'eq').val).toBe('1');
    expect(changeRule({ field: 'sex', rule: 'eq', val: '1,2' }, 'like').val).toBe('1,2');
    expect(changeRule({ field: 'sex', rule: 'eq', val: '1' }, 'in')).toEqual({
      field: 'sex',
      rule: 'in',
      val: '1',
    });
  });

  it('refuses to run one line lacking field, value or rule', () => {
    expect(runProblem([{ rule: 'eq', val: 'x' }])).toBe('不能查询空条件');
    expect(runProblem([{ field: 'a', rule: 'eq', val: ' ' }])).toBe('不能查询空条件');
    expect(runProblem([{ field: 'a', rule: 'eq', val: 'x' }])).toBeNull();
  });

  it('refuses to save empty conditions or an empty name', () => {
    expect(saveProblem('名', [{ rule: 'eq', val: '' }])).toBe('空条件不能保存');
    expect(saveProblem('  ', [{ field: 'a', rule: 'eq', val: 'x' }])).toBe('保存名称不能为空');
    expect(saveProblem('名', [{ field: 'a', rule: 'eq', val: 'x' }])).toBeNull();
  });

  it('emits superQueryParams of the complete lines with their field type', () => {
    const out = toSuperQuery(
      [
        { field: 'username', rule: 'like', val: ' ad ' },
        { rule: 'eq', val: '' },
        { field: 'sex', rule: 'in', val: '1,2' },
      ],
      'or',
      [
        { value: 'username', text: '账号', type: 'string' },
        { value: 'sex', text: '性别', type: 'number', dictCode: 'sex' },
      ],
    );
    expect(out.superQueryMatchType).toBe('or');
    expect(JSON.parse(out.superQueryParams)).toEqual([
      { field: 'username', rule: 'like', val: 'ad', type: 'string' },
      { field: 'sex', rule: 'in', val: '1,2', type: 'number' },
    ]);
  });
});

describe('saved queries', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips through local storage under the prefix and save code', () => {
    const query = {
      title: '男生',
      matchType: 'and' as const,
      records: [{ field: 'sex', rule: 'eq' as const, val: '1' }],
    };
    writeSavedQueries('users', [query]);
    expect(localStorage.getItem(`${SAVED_QUERY_PREFIX}users`)).toContain('男生');
    expect(readSavedQueries('users')).toEqual([query]);
    expect(readSavedQueries('other')).toEqual([]);
  });

  it('replaces a query of the same title and ignores unreadable storage', () => {
    const a = { title: 'a', matchType: 'and' as const, records: [] };
    const a2 = { title: 'a', matchType: 'or' as const, records: [] };
    expect(upsertQuery([a], a2)).toEqual([a2]);
    localStorage.setItem(`${SAVED_QUERY_PREFIX}bad`, '{');
    expect(readSavedQueries('bad')).toEqual([]);
  });
});
