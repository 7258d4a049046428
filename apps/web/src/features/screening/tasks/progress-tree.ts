import type { ProgressRow } from '@xinmiao/shared';

export type ProgressNode = ProgressRow & { children?: ProgressNode[] };

/** The server's flat roll-up (parents first) as the nested rows an antd tree table draws. */
export function progressTree(rows: readonly ProgressRow[]): ProgressNode[] {
  const nodes = new Map<string, ProgressNode>();
  const roots: ProgressNode[] = [];
  for (const row of rows) {
    const node: ProgressNode = { ...row };
    nodes.set(row.orgCode, node);
    const parent = row.parentCode ? nodes.get(row.parentCode) : undefined;
    if (parent) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots;
}

/** Students who have neither submitted nor declined: what a 催测 is about. */
export function unfinished(row: ProgressRow): number {
  return row.assigned - row.submitted - row.declined;
}
