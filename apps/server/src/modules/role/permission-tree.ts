import type { PermissionTreeNode } from '@xinmiao/shared';
import type { PermissionRow } from '../../core/permissions.ts';

/**
 * JeecgBoot's `TreeModel` tree of the catalogue (menus and buttons) for 角色授权, ordered by
 * sort_no; `ruleFlag` marks pages with data rules in the caller's school.
 */
export function permissionTree(rows: PermissionRow[], withRules: ReadonlySet<string>): PermissionTreeNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const byParent = new Map<string, PermissionRow[]>();
  for (const row of [...rows].sort((a, b) => a.sortNo - b.sortNo)) {
    const parent = row.parentId && ids.has(row.parentId) ? row.parentId : '';
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const build = (row: PermissionRow): PermissionTreeNode => {
    const children = (byParent.get(row.id) ?? []).map(build);
    const node: PermissionTreeNode = {
      key: row.id,
      title: row.name,
      value: row.id,
      slotTitle: row.name,
      parentId: row.parentId,
      icon: row.icon,
      menuType: row.menuType,
      isLeaf: children.length === 0,
      ruleFlag: withRules.has(row.id),
    };
    if (children.length) node.children = children;
    return node;
  };
  return (byParent.get('') ?? []).map(build);
}
