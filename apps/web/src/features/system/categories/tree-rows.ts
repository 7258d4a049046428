import type { SysCategory } from '@xinmiao/shared';

export type CategoryRow = SysCategory & { children?: CategoryRow[] };

/**
 * The table's rows: each node with loaded children carries them; an unloaded node with children
 * carries an empty list so the table draws its expand button (JeecgBoot's lazy tree).
 */
export function treeRows(
  nodes: readonly SysCategory[],
  loaded: ReadonlyMap<string, SysCategory[]>,
): CategoryRow[] {
  return nodes.map((node) => {
    const kids = loaded.get(node.id);
    if (kids) return { ...node, children: treeRows(kids, loaded) };
    return node.hasChild === '1' ? { ...node, children: [] } : { ...node };
  });
}
