import type { DepartIdNode } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import { allKeys, filterTree, titlesByKey } from './depart-tree.ts';

const TREE: DepartIdNode[] = [
  {
    key: 'a',
    value: 'a',
    title: '心苗中学',
    isLeaf: false,
    children: [
      { key: 'b', value: 'b', title: '初一年级', isLeaf: true },
      { key: 'c', value: 'c', title: '心理中心', isLeaf: true },
    ],
  },
];

describe('department tree helpers', () => {
  it('keeps matches and the ancestors leading to them', () => {
    expect(filterTree(TREE, '初一')).toEqual([{ ...TREE[0], children: [TREE[0]?.children?.[0]] }]);
    expect(filterTree(TREE, '心苗')).toEqual(TREE);
    expect(filterTree(TREE, '没有')).toEqual([]);
    expect(filterTree(TREE, ' ')).toEqual(TREE);
  });

  it('lists keys and names keys', () => {
    expect(allKeys(TREE)).toEqual(['a', 'b', 'c']);
    expect(titlesByKey(TREE)).toEqual(
      new Map([
        ['a', '心苗中学'],
        ['b', '初一年级'],
        ['c', '心理中心'],
      ]),
    );
  });
});
