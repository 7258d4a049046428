import { ROUTE_VIEW } from '@xinmiao/shared';

/**
 * Where JeecgBoot Vue3 keeps the views of the pages whose catalogue component is Vue2's (what the
 * catalogue and our console use). Menu folders are Vue3's default layout.
 */
const VUE3_VIEWS: Readonly<Record<string, string>> = {
  [ROUTE_VIEW]: 'layouts/default/index',
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

/** The menu component a console loads: Vue3's view path where it has its own, else as stored. */
export function consoleComponent(component: string, console: 'vue2' | 'vue3'): string {
  if (console === 'vue2' || !Object.hasOwn(VUE3_VIEWS, component)) return component;
  return VUE3_VIEWS[component] ?? component;
}
