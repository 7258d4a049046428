import {
  STRUCTURE_LEVELS,
  type StructureLevel,
  type StructureNode,
  UNIT_PARENTS,
  type UnitKind,
} from '@xinmiao/shared';

export const LEVEL_OF: Record<UnitKind, StructureLevel | null> = {
  school: null,
  college: 'college',
  major: 'college',
  grade: 'grade',
  class: 'class',
};

/** Kinds this page adds under `parent` (e.g. 班级 under a grade on 班级管理). */
export function childKinds(level: StructureLevel, parent: StructureNode): UnitKind[] {
  const kinds: readonly UnitKind[] = STRUCTURE_LEVELS[level].kinds;
  return kinds.filter(
    (k) => parent.kind && UNIT_PARENTS[k as Exclude<UnitKind, 'school'>].includes(parent.kind),
  );
}

/** Only school levels, down to the page's own level (classes are leaves). */
export function prune(nodes: readonly StructureNode[]): StructureNode[] {
  return nodes
    .filter((n) => n.kind !== null)
    .map((n) => {
      const children = prune(n.children ?? []);
      return children.length ? { ...n, children } : { ...n, children: undefined };
    });
}
