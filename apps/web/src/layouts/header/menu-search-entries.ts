import type { MenuNode } from '../../access/build-routes.ts';

export type SearchEntry = { path: string; title: string; label: string; external?: string };

/** Leaf entries of the visible menu, labelled with their section trail; sections themselves are skipped. */
export function searchableEntries(menu: readonly MenuNode[], trail: string[] = []): SearchEntry[] {
  return menu.flatMap((node) => {
    const here = [...trail, node.title];
    if (node.children) return searchableEntries(node.children, here);
    const entry: SearchEntry = { path: node.path, title: node.title, label: here.join(' / ') };
    if (node.external) entry.external = node.external;
    return [entry];
  });
}
