import { HOME_PATH, type MenuItem } from '@xinmiao/shared';
import { expandUrl, type UrlVars } from './url-expression.ts';

/** One breadcrumb: a menu record's title and the path it opens (a section opens its first page). */
export type Crumb = { title: string; path: string };

export const HOME_CRUMB: Crumb = { title: '首页', path: HOME_PATH };
/** Matched records per page (layout, section, page): deeper menus keep the first and the last two. */
export const MAX_MATCH_DEPTH = 3;

/** Component values that only group children (JeecgBoot layout wrappers), never a page of their own. */
const CONTAINER_COMPONENTS = new Set([
  '',
  'layouts/RouteView',
  'layouts/PageView',
  'layouts/TabLayout',
  'layouts/BasicLayout',
  'layouts/default/index',
  'LAYOUT',
]);

export type RouteKind = 'page' | 'iframe' | 'external' | 'redirect' | 'not-found';

export type AppRoute = {
  path: string;
  name: string;
  title: string;
  icon?: string;
  kind: RouteKind;
  /** Page registry key for `page` routes. */
  component: string;
  /** Evaluated target for `iframe` and `external` routes. */
  url?: string;
  /** Target for `redirect` routes (a section opens its first page). */
  redirect?: string;
  keepAlive: boolean;
  hidden: boolean;
  breadcrumb: Crumb[];
};

export type MenuNode = {
  path: string;
  title: string;
  icon?: string;
  /** Set for external links: the menu opens it in a new window instead of navigating. */
  external?: string;
  children?: MenuNode[];
};

export type BuiltAccess = { routes: AppRoute[]; menu: MenuNode[]; rootRedirect: string };

export type BuildContext = {
  /** The user's permission codes (`codeList` and `auth` actions). */
  permissions: readonly string[];
  /** Whether the page registry can render a component key; others become 404 routes. */
  isKnownComponent: (key: string) => boolean;
  vars: UrlVars;
};

export function normalizeComponent(component: string | null | undefined): string {
  return (component ?? '')
    .trim()
    .replace(/^\/+/, '')
    .replace(/\.(vue|tsx?|jsx?)$/, '')
    .replace(/\/index$/, '');
}

function normalizePath(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

function isContainer(item: MenuItem): boolean {
  return CONTAINER_COMPONENTS.has(normalizeComponent(item.component)) && !item.meta.url;
}

/** Kept when the item names no permission list, or shares an entry with the user's codes. */
export function hasRoutePermission(item: MenuItem, permissions: ReadonlySet<string>): boolean {
  const required = item.meta.permissionList;
  if (!required) return true;
  return required.some((p) => p.action.split(',').some((code) => permissions.has(code.trim())));
}

export function filterByPermission(items: MenuItem[], permissions: ReadonlySet<string>): MenuItem[] {
  return items
    .filter((item) => hasRoutePermission(item, permissions))
    .map((item) =>
      item.children ? { ...item, children: filterByPermission(item.children, permissions) } : item,
    );
}

export function trimMatchDepth<T>(records: readonly T[], max = MAX_MATCH_DEPTH): T[] {
  if (records.length <= max) return [...records];
  return [...records.slice(0, 1), ...records.slice(records.length - (max - 1))];
}

function crumbs(trail: Crumb[]): Crumb[] {
  const withHome = [HOME_CRUMB, ...trail].filter((c, i, all) => i === 0 || c.title !== all[i - 1]?.title);
  return trimMatchDepth(withHome);
}

function firstRoutablePath(items: MenuItem[] | undefined): string | undefined {
  const first = (items ?? []).find((c) => c.route !== '0');
  return first ? normalizePath(first.path) : undefined;
}

function toRoute(item: MenuItem, trail: Crumb[], ctx: BuildContext): AppRoute {
  const base = {
    path: normalizePath(item.path),
    name: item.name,
    title: item.meta.title,
    icon: item.meta.icon,
    component: normalizeComponent(item.component),
    keepAlive: item.meta.keepAlive,
    hidden: item.hidden === true || item.meta.hideMenu === true,
    breadcrumb: crumbs(trail),
  };
  if (item.meta.url) {
    const url = expandUrl(item.meta.url, ctx.vars);
    return { ...base, kind: item.meta.internalOrExternal ? 'external' : 'iframe', url };
  }
  if (isContainer(item)) {
    return { ...base, kind: 'redirect', redirect: item.redirect || firstRoutablePath(item.children) };
  }
  return { ...base, kind: ctx.isKnownComponent(base.component) ? 'page' : 'not-found' };
}

function collectRoutes(items: MenuItem[], ancestors: Crumb[], ctx: BuildContext, out: AppRoute[]): void {
  for (const item of items) {
    if (item.route === '0') continue;
    const trail = [...ancestors, { title: item.meta.title, path: normalizePath(item.path) }];
    const route = toRoute(item, trail, ctx);
    const isDuplicate = out.some((r) => r.path === route.path);
    const isEmptySection = route.kind === 'redirect' && !route.redirect;
    if (!isDuplicate && !isEmptySection) out.push(route);
    if (item.children) collectRoutes(item.children, trail, ctx, out);
  }
}

function collectMenu(items: MenuItem[], ctx: BuildContext): MenuNode[] {
  const nodes: MenuNode[] = [];
  for (const item of items) {
    if (item.hidden || item.meta.hideMenu) continue;
    const external = item.meta.url && item.meta.internalOrExternal ? expandUrl(item.meta.url, ctx.vars) : '';
    if (item.route === '0' && !external) continue;
    const node: MenuNode = { path: normalizePath(item.path), title: item.meta.title, icon: item.meta.icon };
    if (external) node.external = external;
    if (isContainer(item)) {
      const children = collectMenu(item.children ?? [], ctx);
      if (children.length === 0) continue;
      node.children = children;
    }
    nodes.push(node);
  }
  return nodes;
}

/**
 * Turns the server menu into the console's routes and side menu: permission filtering, `route:"0"`
 * items skipped, `{{…}}` urls evaluated, sections redirecting to their first page, unknown
 * components routed to 404 and "/" sent to the first menu item.
 */
export function buildRoutes(menu: MenuItem[], ctx: BuildContext): BuiltAccess {
  const allowed = filterByPermission(menu, new Set(ctx.permissions));
  const routes: AppRoute[] = [];
  collectRoutes(allowed, [], ctx, routes);
  const first = allowed.find((item) => item.route !== '0');
  return {
    routes,
    menu: collectMenu(allowed, ctx),
    rootRedirect: first ? normalizePath(first.path) : '/404',
  };
}

/**
 * Spec §8 "wrong-version menu table": the menu is another console's (JeecgBoot Vue3's view paths,
 * say) when it has pages and this console knows none of their components. Returns those
 * components then, else null; a single unknown page among known ones stays a 404 route.
 */
export function menuOfAnotherVersion(built: BuiltAccess): string[] | null {
  const pages = built.routes.filter((r) => r.kind === 'page' || r.kind === 'not-found');
  if (pages.length === 0 || pages.some((r) => r.kind === 'page')) return null;
  return [...new Set(pages.map((r) => r.component))];
}
