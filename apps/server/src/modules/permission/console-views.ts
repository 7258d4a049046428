import { ROUTE_VIEW } from '@xinmiao/shared';
import type { ConsoleKind } from '../../core/context.ts';

/**
 * Where JeecgBoot Vue3 keeps the views of the pages whose catalogue component is Vue2's (what the
 * catalogue and our console use). Menu folders are Vue3's default layout.
 */
const VUE3_VIEWS: Readonly<Record<string, string>> = {
  [ROUTE_VIEW]: 'layouts/default/index',
  'dashboard/Analysis': 'dashboard/Analysis',
  'system/UserList': 'system/user/index',
  'system/RoleUserList': 'system/role/index',
  'system/PermissionList': 'system/menu/index',
  'system/DepartList': 'system/depart/index',
  'system/SysPositionList': 'system/position/index',
  'system/CheckRuleList': 'system/checkRule/index',
  'system/DictList': 'system/dict/index',
  'system/SysCategoryList': 'system/category/index',
  'system/LogList': 'monitor/log/index',
  'system/TenantList': 'system/tenant/index',
  'system/SysAnnouncementList': 'system/notice/index',
  'system/QuartzJobList': 'monitor/quartz/index',
  'system/UserAnnouncementList': 'monitor/mynews/index',
  'account/settings/Index': 'system/usersetting/UserSetting',
  'account/center/Index': 'system/usersetting/UserSetting',
};

/**
 * Routes JeecgBoot Vue3 goes to by a path of its own, not through the menu: its header's 账户设置
 * opens `/system/usersetting` (v3.9.3 `user-dropdown`), so the entry is served there.
 */
const VUE3_PATHS: Readonly<Record<string, string>> = {
  'account/settings/Index': '/system/usersetting',
};

/** The catalogue components JeecgBoot Vue2 (v3.4.0) has a view for, under its own name where it differs. */
const VUE2_VIEWS: Readonly<Record<string, string>> = {
  [ROUTE_VIEW]: ROUTE_VIEW,
  'dashboard/Analysis': 'dashboard/Analysis',
  'system/UserList': 'system/UserList',
  'system/RoleUserList': 'system/RoleUserList',
  'system/PermissionList': 'system/PermissionList',
  'system/DepartList': 'system/DepartList',
  'system/SysPositionList': 'system/SysPositionList',
  'system/CheckRuleList': 'system/SysCheckRuleList',
  'system/DictList': 'system/DictList',
  'system/SysCategoryList': 'system/SysCategoryList',
  'system/LogList': 'system/LogList',
  'system/TenantList': 'system/TenantList',
  'system/SysAnnouncementList': 'system/SysAnnouncementList',
  'system/QuartzJobList': 'system/QuartzJobList',
  'system/UserAnnouncementList': 'system/UserAnnouncementList',
  'account/settings/Index': 'account/settings/Index',
  'account/center/Index': 'account/center/Index',
};

/** JeecgBoot Vue2's frame view: it loads `meta.url`, filling in `${token}`. */
export const VUE2_IFRAME_VIEW = 'layouts/IframePageView';

/**
 * The frame address of one of our pages inside a JeecgBoot console: the console fills in its API
 * base (`{{ window._CONFIG['domianURL'] }}`) and session (`${token}`), and the entry route trades the
 * token for a one-time code at once (`modules/session/embed.ts`).
 */
export function embedUrl(page: string): string {
  return `{{ window._CONFIG['domianURL'] }}/sys/embed/enter?to=${encodeURIComponent(page)}&token=\${token}`;
}

/** `path`: where the console's route lies when it is not the catalogue's. */
export type ConsoleView = { component: string; frameUrl?: string; path?: string };

/**
 * The menu component a console loads: ours as stored; JeecgBoot's own view where it has one; else
 * its frame view around our page (Vue2: `layouts/IframePageView` with `meta.url`; Vue3: the frame
 * address as the component, which it opens in a frame).
 */
export function consoleView(component: string, page: string, console: ConsoleKind): ConsoleView {
  if (console === 'xinmiao') return { component };
  const views = console === 'vue3' ? VUE3_VIEWS : VUE2_VIEWS;
  const own = Object.hasOwn(views, component) ? views[component] : undefined;
  const path = console === 'vue3' && Object.hasOwn(VUE3_PATHS, component) ? VUE3_PATHS[component] : undefined;
  if (own) return path ? { component: own, path } : { component: own };
  if (console === 'vue3') return { component: embedUrl(page) };
  return { component: VUE2_IFRAME_VIEW, frameUrl: embedUrl(page) };
}
