import type { MenuItem } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from './build-routes.ts';
import { layoutRoutes } from './shell-routes.ts';

const entry = (path: string, title: string, component: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id: path,
  path,
  name: path.slice(1).replaceAll('/', '-'),
  component,
  route: '1',
  meta: { keepAlive: false, internalOrExternal: false, title, componentName: title },
  ...extra,
});

// As the catalogue files them: the user's own pages are hidden entries under 系统管理.
const menu: MenuItem[] = [
  entry('/system', '系统管理', 'layouts/RouteView', {
    children: [
      entry('/system/users', '用户管理', 'system/UserList'),
      entry('/account/settings/base', '账户设置', 'account/settings/Index', { hidden: true }),
      entry('/account/center', '个人中心', 'account/center/Index', { hidden: true }),
      entry('/isps/userAnnouncement', '我的消息', 'system/UserAnnouncementList', { hidden: true }),
    ],
  }),
];

const built = buildRoutes(menu, {
  permissions: [],
  isKnownComponent: () => true,
  vars: { token: '', tenantId: '0', username: '', domainURL: '' },
});
const crumbs = (path: string) => layoutRoutes(built).find((r) => r.path === path)?.breadcrumb;

describe('layout routes', () => {
  it('shows the user pages under 首页, not under 系统管理', () => {
    expect(crumbs('/account/settings/base')).toEqual([
      { title: '首页', path: '/dashboard/analysis' },
      { title: '账户设置', path: '/account/settings/base' },
    ]);
    expect(crumbs('/account/center')?.map((c) => c.title)).toEqual(['首页', '个人中心']);
    expect(crumbs('/isps/userAnnouncement')?.map((c) => c.title)).toEqual(['首页', '我的消息']);
  });

  it('keeps the menu trail for admin pages', () => {
    expect(crumbs('/system/users')?.map((c) => c.title)).toEqual(['首页', '系统管理', '用户管理']);
  });
});
