import type { DepartIdNode, DepartNode } from '@xinmiao/shared';
import { formatDateTime } from '../../core/time.ts';
import type { sysDepart } from '../../db/schema.ts';

export type DepartRow = typeof sysDepart.$inferSelect;

/** One department as JeecgBoot's SysDepartTreeModel, without children. */
export function toNode(d: DepartRow, isLeaf: boolean): DepartNode {
  return {
    id: d.id,
    key: d.id,
    value: d.id,
    title: d.departName,
    parentId: d.parentId,
    departName: d.departName,
    departNameEn: d.departNameEn,
    departNameAbbr: d.departNameAbbr,
    departOrder: d.departOrder,
    description: d.description,
    orgCategory: d.orgCategory,
    orgType: d.orgType,
    orgCode: d.orgCode,
    mobile: d.mobile,
    fax: d.fax,
    address: d.address,
    memo: d.memo,
    status: String(d.status),
    delFlag: String(d.delFlag),
    isLeaf,
    createBy: d.createBy,
    createTime: formatDateTime(d.createTime),
    updateBy: d.updateBy,
    updateTime: formatDateTime(d.updateTime),
  };
}

const byOrder = (a: DepartRow, b: DepartRow) =>
  a.departOrder - b.departOrder || a.orgCode.localeCompare(b.orgCode);

/**
 * The forest of `rows`: a row whose parent is not among them is a root (so a subset, such as the
 * caller's own departments and below, makes its own tree). Siblings by depart_order, then code.
 */
export function buildTree(rows: readonly DepartRow[]): DepartNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<string, DepartRow[]>();
  const roots: DepartRow[] = [];
  for (const row of rows) {
    if (row.parentId && ids.has(row.parentId)) {
      const list = children.get(row.parentId) ?? [];
      list.push(row);
      children.set(row.parentId, list);
    } else roots.push(row);
  }
  const build = (row: DepartRow): DepartNode => {
    const kids = (children.get(row.id) ?? []).sort(byOrder);
    const node = toNode(row, kids.length === 0);
    if (kids.length) node.children = kids.map(build);
    return node;
  };
  return roots.sort(byOrder).map(build);
}

/** The same forest as JeecgBoot's DepartIdModel (key, value, title). */
export function toIdTree(nodes: readonly DepartNode[]): DepartIdNode[] {
  return nodes.map((n) => ({
    key: n.id,
    value: n.id,
    title: n.departName,
    isLeaf: n.isLeaf,
    ...(n.children ? { children: toIdTree(n.children) } : {}),
  }));
}
