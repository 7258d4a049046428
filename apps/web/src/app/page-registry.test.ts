import { flattenCatalog, ROUTE_VIEW } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import { canonicalPageKey, isKnownPage, pageComponent } from './page-registry.ts';

describe('page registry', () => {
  it('knows every component key of the menu catalogue', () => {
    const keys = flattenCatalog()
      .map((p) => p.component)
      .filter((k) => k !== ROUTE_VIEW);
    expect(keys.filter((k) => !isKnownPage(k))).toEqual([]);
  });

  it('follows JeecgBoot view paths where JeecgBoot has the page', () => {
    const keys = flattenCatalog().map((p) => p.component);
    for (const key of [
      'dashboard/Analysis',
      'system/UserList',
      'system/RoleUserList',
      'system/PermissionList',
      'system/DepartList',
      'system/SysPositionList',
      'system/DictList',
      'system/SysCategoryList',
      'system/LogList',
      'system/TenantList',
      'system/SysAnnouncementList',
      'system/QuartzJobList',
      'system/UserAnnouncementList',
      'account/center/Index',
      'account/settings/Index',
    ]) {
      expect(keys).toContain(key);
      expect(isKnownPage(key)).toBe(true);
    }
  });

  it('builds the landing and account pages', () => {
    for (const key of ['dashboard/Analysis', 'account/center/Index', 'account/settings/Index'])
      expect(isKnownPage(key)).toBe(true);
  });

  it('has no page for unknown keys and one shared page per key otherwise', () => {
    expect(pageComponent('no/such')).toBeNull();
    expect(pageComponent('system/UserList')).toBe(pageComponent('system/UserList'));
  });

  it('maps the online-form list components to the online list pages', () => {
    expect(canonicalPageKey('modules/online/cgform/auto/OnlCgformAutoList')).toBe('online/cgform/auto');
    expect(canonicalPageKey('modules/online/cgform/auto/erp/OnlCgformErpList')).toBe('online/cgform/erp');
    for (const style of ['auto', 'copy', 'tree', 'erp', 'tab', 'innerTable'])
      expect(isKnownPage(`online/cgform/${style}`)).toBe(true);
  });

  it('maps the online-report list components to the report page', () => {
    for (const key of [
      'modules/online/cgreport/OnlCgreportAutoList',
      'modules/online/cgreport/auto/OnlCgreportAutoList',
    ])
      expect(canonicalPageKey(key)).toBe('online/cgreport/auto');
    expect(isKnownPage('online/cgreport/auto')).toBe(true);
  });
});
