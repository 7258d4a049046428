import type { StructureNode } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import { childKinds, prune } from './structure-tree.ts';

const node = (id: string, kind: StructureNode['kind'], children?: StructureNode[]): StructureNode => ({
  id,
  parentId: null,
  name: id,
  kind,
  orgCode: id,
  dormitory: null,
  enrolYear: null,
  ...(children ? { children } : {}),
});

describe('structure tree', () => {
  it('keeps school levels only and leaves no empty child lists', () => {
    const tree = [
      node('school', 'school', [
        node('centre', null, [node('inner', null)]),
        node('cs', 'college', [node('g2023', 'grade', [node('c1', 'class', [])])]),
      ]),
    ];
    const [school] = prune(tree);
    expect(school?.children?.map((c) => c.id)).toEqual(['cs']);
    const c1 = school?.children?.[0]?.children?.[0]?.children?.[0];
    expect(c1?.id).toBe('c1');
    expect(c1?.children).toBeUndefined();
  });

  it('offers the kinds a page adds under each parent', () => {
    expect(childKinds('class', node('g', 'grade'))).toEqual(['class']);
    expect(childKinds('class', node('cs', 'college'))).toEqual([]);
    expect(childKinds('grade', node('cs', 'college'))).toEqual(['grade']);
    expect(childKinds('college', node('s', 'school'))).toContain('college');
    expect(childKinds('college', node('x', null))).toEqual([]);
  });
});
