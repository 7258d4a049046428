import type { DepartIdNode } from '@xinmiao/shared';

/** Nodes whose title holds the keyword, with the ancestors that lead to them. */
export function filterTree(nodes: readonly DepartIdNode[], keyword: string): DepartIdNode[] {
  const word = keyword.trim();
  if (!word) return [...nodes];
  return nodes.flatMap((node) => {
    if (node.title.includes(word)) return [node];
    const children = filterTree(node.children ?? [], word);
    return children.length ? [{ ...node, children }] : [];
  });
}

/** Every key of the tree, to expand a filtered tree fully. */
export function allKeys(nodes: readonly DepartIdNode[]): string[] {
  return nodes.flatMap((node) => [node.key, ...allKeys(node.children ?? [])]);
}

/** Every department's title by id, to name stored department ids. */
export function titlesByKey(nodes: readonly DepartIdNode[]): Map<string, string> {
  const byKey = new Map<string, string>();
  const walk = (list: readonly DepartIdNode[]) => {
    for (const node of list) {
      byKey.set(node.key, node.title);
      walk(node.children ?? []);
    }
  };
  walk(nodes);
  return byKey;
}
