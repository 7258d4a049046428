import type { PermissionTreeNode } from '@xinmiao/shared';

function index(tree: readonly PermissionTreeNode[]) {
  const parent = new Map<string, string | null>();
  const children = new Map<string, string[]>();
  const walk = (nodes: readonly PermissionTreeNode[], up: string | null) => {
    for (const node of nodes) {
      parent.set(node.key, up);
      children.set(
        node.key,
        (node.children ?? []).map((c) => c.key),
      );
      walk(node.children ?? [], node.key);
    }
  };
  walk(tree, null);
  return { parent, children };
}

/**
 * 授权 checks one entry: granting a button or page grants the pages and folders above it (without
 * them the menu would not show it); withdrawing an entry withdraws everything below it. Siblings
 * stay as they are, unlike a fully linked tree that would grant a whole folder at once.
 */
export function toggleGrant(
  tree: readonly PermissionTreeNode[],
  checked: ReadonlySet<string>,
  key: string,
  on: boolean,
): Set<string> {
  const { parent, children } = index(tree);
  const next = new Set(checked);
  if (on) {
    for (let k: string | null | undefined = key; k; k = parent.get(k)) next.add(k);
  } else {
    const stack = [key];
    while (stack.length) {
      const k = stack.pop() ?? '';
      next.delete(k);
      stack.push(...(children.get(k) ?? []));
    }
  }
  return next;
}

/** Every key of the tree, for 全选 and 展开全部. */
export function allKeys(tree: readonly PermissionTreeNode[]): string[] {
  return tree.flatMap((node) => [node.key, ...allKeys(node.children ?? [])]);
}
