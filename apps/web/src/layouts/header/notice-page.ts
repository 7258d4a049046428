import type { AppRoute } from '../../access/build-routes.ts';

/**
 * The page a component-type notice opens, among the reader's own routes: matched by console path or by
 * JeecgBoot view path (`system/UserList`). A page the reader cannot open gives null, so the dialog
 * offers no 去处理 rather than a page the server would refuse.
 */
export function noticePage(openPage: string | null, routes: readonly AppRoute[]): AppRoute | null {
  if (!openPage) return null;
  return routes.find((r) => r.kind === 'page' && (r.path === openPage || r.component === openPage)) ?? null;
}
