import type { SysCategory } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import { treeRows } from './tree-rows.ts';

const node = (id: string, pid: string, hasChild = '0'): SysCategory => ({
  id,
  pid,
  name: id,
  code: id,
  hasChild,
  createBy: null,
  createTime: '',
});

describe('treeRows', () => {
  it('gives unloaded parents an empty child list and nests what was loaded', () => {
    const rows = treeRows([node('a', '0', '1'), node('b', '0')], new Map());
    expect(rows.map((r) => r.children)).toEqual([[], undefined]);
    const loaded = new Map([['a', [node('a1', 'a', '1')]]]);
    const nested = treeRows([node('a', '0', '1')], loaded);
    expect(nested[0]?.children?.[0]).toMatchObject({ id: 'a1', children: [] });
  });
});
