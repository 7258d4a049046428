import type { DrillDown, DrillRow } from '@xinmiao/shared';
import type { DrillQuery } from './DrillDown.tsx';

/**
 * What a cockpit's figures cover (the getCockpitData query): a region, one school of it, a college,
 * a grade or a class of the school (each by its department id, as the drill-down keys them).
 */
export type CockpitNode = {
  xzqhDm: string;
  schoolId?: number;
  college?: string;
  grade?: string;
  klass?: string;
};

/** The drill-down level listing a node's children, or null for a class (nothing below it). */
export function childrenQuery(node: CockpitNode): DrillQuery | null {
  if (node.klass !== undefined) return null;
  const { klass: _leaf, ...at } = node;
  return at;
}

/**
 * The node a drill-down row opens, or null where the viewer goes no further: a region view stops
 * at the school (its figures below it are the school's to see), and a division without a code
 * (schools coded at no division below) is not a place.
 */
export function childNode(data: DrillDown, node: CockpitNode, row: DrillRow): CockpitNode | null {
  switch (data.level) {
    case 'region':
      return row.key ? { xzqhDm: row.key } : null;
    case 'school':
      return { xzqhDm: data.region?.code ?? node.xzqhDm, schoolId: Number(row.key) };
    case 'college':
      return data.scope === 'region' || !row.key ? null : { ...node, college: row.key };
    case 'grade':
      return data.scope === 'region' || !row.key ? null : { ...node, grade: row.key };
    case 'class':
      return data.scope === 'region' ? null : { ...node, klass: row.key };
  }
}
