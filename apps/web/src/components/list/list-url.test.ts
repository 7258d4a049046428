import { describe, expect, it } from 'vitest';
import { type ListUrlSpec, readView, wireQuery, writeView } from './list-url.ts';

const spec: ListUrlSpec = { search: { keyWord: 'exact', ip: 'like' }, range: 'createTime' };

describe('list URL state', () => {
  it('reads defaults from an empty URL: page 1 of 10, newest first', () => {
    expect(readView(new URLSearchParams(), spec)).toEqual({
      pageNo: 1,
      pageSize: 10,
      sort: { column: 'createTime', order: 'desc' },
      search: {},
    });
  });

  it('round-trips search, range, page and sort, keeping other parameters and leaving defaults out', () => {
    const view = {
      pageNo: 3,
      pageSize: 20,
      sort: { column: 'ip', order: 'asc' as const },
      search: { keyWord: '登录', ip: '10.0', createTime_begin: '2024-05-01', createTime_end: '2024-05-31' },
    };
    const params = writeView(new URLSearchParams('tab=2&keyWord=old'), spec, view);
    expect(params.get('tab')).toBe('2');
    expect(readView(params, spec)).toEqual(view);
    const back = writeView(params, spec, {
      ...view,
      pageNo: 1,
      pageSize: 10,
      sort: { column: 'createTime', order: 'desc' },
      search: {},
    });
    expect(back.toString()).toBe('tab=2');
  });

  it('keeps two lists of one page apart by prefix', () => {
    const a = { ...spec, prefix: 'a.' };
    const params = writeView(new URLSearchParams(), a, { ...readView(new URLSearchParams(), a), pageNo: 2 });
    expect(params.toString()).toBe('a.pageNo=2');
    expect(readView(params, { ...spec, prefix: 'b.' }).pageNo).toBe(1);
  });

  it('sends like fields in the contains form and ignores bad page numbers', () => {
    const view = readView(new URLSearchParams('pageNo=-4&pageSize=x&ip=10.0&keyWord=a'), spec);
    expect(wireQuery(view, spec)).toEqual({
      pageNo: 1,
      pageSize: 10,
      column: 'createTime',
      order: 'desc',
      ip: '*10.0*',
      keyWord: 'a',
    });
  });

  it('sends no sort for a list whose default is the server order', () => {
    const none = { ...spec, defaultSort: null };
    expect(wireQuery(readView(new URLSearchParams(), none), none)).toEqual({ pageNo: 1, pageSize: 10 });
    const sorted = readView(new URLSearchParams('column=name&order=asc'), none);
    expect(writeView(new URLSearchParams(), none, sorted).toString()).toBe('column=name&order=asc');
  });
});
