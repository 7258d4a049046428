import { matchPath } from 'react-router';
import type { AppRoute, MenuNode } from '../access/build-routes.ts';

/** The route descriptor for a pathname: exact path first, then `:param` patterns. */
export function findRoute(routes: readonly AppRoute[], pathname: string): AppRoute | undefined {
  return (
    routes.find((r) => r.path === pathname) ??
    routes.find((r) => matchPath({ path: r.path, end: true }, pathname))
  );
}

/** Keys of the menu sections that contain `pathname`, outermost first, to open them in the side menu. */
export function menuAncestors(menu: readonly MenuNode[], pathname: string): string[] {
  for (const node of menu) {
    if (node.path === pathname) return [];
    if (node.children) {
      const below = menuAncestors(node.children, pathname);
      if (below.length > 0 || node.children.some((c) => c.path === pathname)) return [node.path, ...below];
    }
  }
  return [];
}
