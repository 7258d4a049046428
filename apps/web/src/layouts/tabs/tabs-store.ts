/** Multi-tab state (spec §2 "Multi-tab layout", §4 "Tab state"): pure functions over plain data. */

export const HOME_CLOSE_WARNING = '首页不能关闭!';
export const LAST_CLOSE_WARNING = '这是最后一页，不能再关闭了啦';

export type TabPage = {
  /** Tabs are keyed by full path (path + query). */
  fullPath: string;
  path: string;
  title: string;
  keepAlive: boolean;
  /**
   * The page keeps its state in the query (`usePageQuery`): this URL is its own write, or its tab
   * was reached by one, so a new query of the page stays in that tab.
   */
  stateInQuery?: boolean;
  /**
   * Pages of one group share one tab wherever they are opened from (a low-code app's own menu
   * entries: one tab per app).
   */
  group?: string;
};

export type TabsState = {
  pages: TabPage[];
  active: string;
  /** Full paths whose rendered page is kept alive while hidden. */
  cached: string[];
  /** Bumped by "refresh" so the page remounts. */
  refresh: Record<string, number>;
};

export type TabsConfig = {
  home: TabPage;
  /** Multi-tab mode; off (or on mobile) keeps only the current page. */
  multipage: boolean;
};

export type TabsChange = { state: TabsState; closed: string[]; warning?: string };

export const emptyTabs: TabsState = { pages: [], active: '', cached: [], refresh: {} };

function cachedOf(pages: TabPage[]): string[] {
  return pages.filter((p) => p.keepAlive).map((p) => p.fullPath);
}

function withPages(state: TabsState, pages: TabPage[], active: string): TabsState {
  const keys = new Set(pages.map((p) => p.fullPath));
  const refresh = Object.fromEntries(Object.entries(state.refresh).filter(([k]) => keys.has(k)));
  return { pages, active, cached: cachedOf(pages), refresh };
}

function change(before: TabsState, after: TabsState): TabsChange {
  const kept = new Set(after.pages.map((p) => p.fullPath));
  return { state: after, closed: before.pages.map((p) => p.fullPath).filter((k) => !kept.has(k)) };
}

/**
 * The active tab when `page` is that same page under another query and the page keeps its state
 * there: a page that rewrites its own query (search filters, a page number, an import job id), or
 * its menu entry opened again from it, stays in its tab instead of opening a second one.
 */
function sameActivePage(state: TabsState, page: TabPage, config: TabsConfig): TabPage | null {
  const active = state.pages.find((p) => p.fullPath === state.active);
  if (!active || active.path !== page.path || active.fullPath === config.home.fullPath) return null;
  return page.stateInQuery || active.stateInQuery ? active : null;
}

/** The open tab `page` takes over: its own, its group's, or the active one of its query-kept page. */
function tabFor(state: TabsState, page: TabPage, config: TabsConfig): TabPage | null {
  const own = state.pages.find((p) => p.fullPath === page.fullPath);
  if (own) return own;
  if (page.group) return state.pages.find((p) => p.group === page.group) ?? null;
  return sameActivePage(state, page, config);
}

/** Opens (or re-activates) a page; the home tab is always first in multi-tab mode. */
export function openPage(state: TabsState, page: TabPage, config: TabsConfig): TabsChange {
  if (!config.multipage) return change(state, withPages(state, [page], page.fullPath));
  const tab = tabFor(state, page, config);
  // A tab that once kept its state in the query keeps doing so under its next URL.
  const opened = tab?.stateInQuery ? { ...page, stateInQuery: true } : page;
  const pages = tab ? state.pages.map((p) => (p === tab ? opened : p)) : [...state.pages, page];
  const hasHome = pages.some((p) => p.fullPath === config.home.fullPath);
  return change(state, withPages(state, hasHome ? pages : [config.home, ...pages], page.fullPath));
}

/** Closes one tab; the active tab moves to the one that took its place (or the new last). */
export function closePage(state: TabsState, key: string, config: TabsConfig): TabsChange {
  if (key === config.home.fullPath) return { state, closed: [], warning: HOME_CLOSE_WARNING };
  if (state.pages.length <= 1) return { state, closed: [], warning: LAST_CLOSE_WARNING };
  const index = state.pages.findIndex((p) => p.fullPath === key);
  if (index < 0) return { state, closed: [] };
  const pages = state.pages.filter((p) => p.fullPath !== key);
  const active =
    state.active === key ? (pages[Math.min(index, pages.length - 1)]?.fullPath ?? '') : state.active;
  return change(state, withPages(state, pages, active));
}

function keepWhere(
  state: TabsState,
  key: string,
  config: TabsConfig,
  keep: (index: number, target: number) => boolean,
): TabsChange {
  const target = state.pages.findIndex((p) => p.fullPath === key);
  if (target < 0) return { state, closed: [] };
  const pages = state.pages.filter((p, i) => p.fullPath === config.home.fullPath || keep(i, target));
  const active = pages.some((p) => p.fullPath === state.active) ? state.active : key;
  return change(state, withPages(state, pages, active));
}

export function closeLeft(state: TabsState, key: string, config: TabsConfig): TabsChange {
  return keepWhere(state, key, config, (i, target) => i >= target);
}

export function closeRight(state: TabsState, key: string, config: TabsConfig): TabsChange {
  return keepWhere(state, key, config, (i, target) => i <= target);
}

/** Keeps the home tab and `key`. */
export function closeOthers(state: TabsState, key: string, config: TabsConfig): TabsChange {
  return keepWhere(state, key, config, (i, target) => i === target);
}

export function refreshPage(state: TabsState, key: string): TabsState {
  return { ...state, refresh: { ...state.refresh, [key]: (state.refresh[key] ?? 0) + 1 } };
}
