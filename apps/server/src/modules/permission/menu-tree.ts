import { createHash } from 'node:crypto';
import { type MenuItem, PLATFORM_MENU_ROOTS, PLATFORM_TENANT_ID } from '@xinmiao/shared';
import type { ConsoleKind } from '../../core/context.ts';
import type { PermissionRow } from '../../core/permissions.ts';
import { consoleView } from './console-views.ts';

function isExternal(url: string): boolean {
  return /^(https?:\/\/|\{\{)/.test(url);
}

/** JeecgBoot route name: component_name, else the url without the leading `/`, `/`→`-`, `:`→`@`. */
export function routeName(row: PermissionRow): string {
  if (row.componentName) return row.componentName;
  return (row.url ?? '').replace(/^\//, '').replaceAll('/', '-').replaceAll(':', '@');
}

function componentName(row: PermissionRow): string {
  if (row.componentName) return row.componentName;
  const component = row.component ?? '';
  return component.slice(component.lastIndexOf('/') + 1);
}

function toItem(row: PermissionRow, root: boolean, buttons: PermissionRow[], console: ConsoleKind): MenuItem {
  const url = row.url ?? '';
  const external = isExternal(url);
  const view = external ? { component: row.component ?? '' } : consoleView(row.component ?? '', url, console);
  const item: MenuItem = {
    id: row.id,
    path: external ? createHash('md5').update(url).digest('hex') : (view.path ?? url),
    name: routeName(row),
    component: view.component,
    route: row.isRoute ? '1' : '0',
    meta: {
      keepAlive: row.keepAlive,
      internalOrExternal: row.internalOrExternal,
      title: row.name,
      componentName: componentName(row),
    },
  };
  if (row.icon) item.meta.icon = row.icon;
  if (buttons.length) {
    item.meta.permissionList = buttons.map((b) => ({
      action: b.perms ?? '',
      type: b.permsType,
      describe: b.name,
    }));
  }
  if (external) item.meta.url = url;
  else if (view.frameUrl) item.meta.url = view.frameUrl;
  if (root) item.redirect = row.redirect;
  if (row.hidden) item.hidden = true;
  if (row.alwaysShow) item.alwaysShow = true;
  return item;
}

/**
 * The `menu` of getUserPermissionByToken: menu rows (type 0/1) as a tree ordered by sort_no, with
 * `children` only where there are some. A root whose children are all hidden is hidden itself.
 * `meta.permissionList` carries the page's granted buttons (rows of type 2 among `rows`). Components
 * are the asking console's view paths, JeecgBoot's frame around pages it has no view for
 * (`console-views.ts`).
 */
export function buildMenuTree(rows: PermissionRow[], console: ConsoleKind = 'xinmiao'): MenuItem[] {
  const menus = rows.filter((r) => r.menuType !== 2).sort((a, b) => a.sortNo - b.sortNo);
  const buttonsOf = new Map<string, PermissionRow[]>();
  for (const b of rows.filter((r) => r.menuType === 2 && r.status === 1 && r.perms && r.parentId)) {
    buttonsOf.set(b.parentId ?? '', [...(buttonsOf.get(b.parentId ?? '') ?? []), b]);
  }
  const ids = new Set(menus.map((m) => m.id));
  const byParent = new Map<string, PermissionRow[]>();
  for (const m of menus) {
    const parent = m.parentId && ids.has(m.parentId) ? m.parentId : '';
    byParent.set(parent, [...(byParent.get(parent) ?? []), m]);
  }
  const build = (row: PermissionRow, root: boolean): MenuItem => {
    const item = toItem(row, root, buttonsOf.get(row.id) ?? [], console);
    const children = (byParent.get(row.id) ?? []).map((c) => build(c, false));
    if (children.length) {
      item.children = children;
      if (root && children.every((c) => c.hidden)) {
        item.hidden = true;
        item.meta.hideMenu = true;
      }
    }
    return item;
  };
  // Rows whose parent was not granted are dropped rather than promoted to the top level.
  return (byParent.get('') ?? []).filter((r) => !r.parentId).map((r) => build(r, true));
}

/**
 * The menu rows the tenant's kind shows: a school shows all it is granted; the platform tenant only
 * the pages under `PLATFORM_MENU_ROOTS` (a menu's top ancestor decides) and the modules'
 * `platformPages` with the folders above them. Buttons stay as granted.
 */
export function menuRowsOfTenant(
  rows: PermissionRow[],
  tenantId: number,
  platformPages: ReadonlySet<string>,
): PermissionRow[] {
  if (tenantId !== PLATFORM_TENANT_ID) return rows;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const rootOf = (row: PermissionRow): PermissionRow => {
    let at = row;
    const seen = new Set([row.id]);
    for (let up = byId.get(at.parentId ?? ''); up && !seen.has(up.id); up = byId.get(at.parentId ?? '')) {
      seen.add(up.id);
      at = up;
    }
    return at;
  };
  const folders = new Set<string>();
  for (const row of rows)
    if (platformPages.has(row.url ?? ''))
      for (let up = byId.get(row.parentId ?? ''); up && !folders.has(up.id); up = byId.get(up.parentId ?? ''))
        folders.add(up.id);
  return rows.filter(
    (r) =>
      r.menuType === 2 ||
      PLATFORM_MENU_ROOTS.includes(rootOf(r).url ?? '') ||
      platformPages.has(r.url ?? '') ||
      folders.has(r.id),
  );
}
