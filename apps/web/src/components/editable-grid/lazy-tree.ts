import type { GridRow } from './types.ts';

/** Tree rows: a row with `hasChildren` shows an expander; its children load on the first expand. */
export type TreeRow = GridRow & { hasChildren?: boolean; children?: TreeRow[] };

const PLACEHOLDER_PREFIX = '__loading__';

/** A row that has children but none loaded yet gets one placeholder child so it can be expanded. */
export function withPlaceholders(rows: readonly TreeRow[]): TreeRow[] {
  return rows.map((row) =>
    row.hasChildren && !row.children?.length
      ? { ...row, children: [{ id: `${PLACEHOLDER_PREFIX}${row.id}` }] }
      : row,
  );
}

export const isPlaceholder = (row: GridRow) => row.id.startsWith(PLACEHOLDER_PREFIX);

export const needsLoading = (row: TreeRow) =>
  row.children?.length === 1 && isPlaceholder(row.children[0] as GridRow);

/** Puts loaded children in place of the placeholder; with none the row becomes a leaf. */
export function attachChildren(
  rows: readonly TreeRow[],
  parentId: string,
  children: readonly TreeRow[],
): TreeRow[] {
  return rows.map((row) => {
    if (row.id === parentId) {
      if (children.length === 0) {
        const { children: _dropped, ...leaf } = row;
        return { ...leaf, hasChildren: false };
      }
      return { ...row, children: withPlaceholders(children) };
    }
    return row.children ? { ...row, children: attachChildren(row.children, parentId, children) } : row;
  });
}
