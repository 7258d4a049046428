import type { MenuItem } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../access/build-routes.ts';
import { searchableEntries } from './menu-search-entries.ts';

const meta = (title: string, extra: Partial<MenuItem['meta']> = {}) => ({
  keepAlive: false,
  internalOrExternal: false,
  title,
  componentName: '',
  ...extra,
});

describe('menu search entries', () => {
  it('lists leaf pages with their trail, skipping hidden entries and sections', () => {
    const menu: MenuItem[] = [
      {
        id: '1',
        path: '/system',
        name: 'system',
        component: '',
        route: '1',
        meta: meta('系统管理'),
        children: [
          {
            id: '2',
            path: '/system/users',
            name: 'u',
            component: 'system/UserList',
            route: '1',
            meta: meta('用户管理'),
          },
          {
            id: '3',
            path: '/account/center',
            name: 'c',
            component: 'account/center/Index',
            route: '1',
            hidden: true,
            meta: meta('个人中心'),
          },
        ],
      },
      {
        id: '4',
        path: '/ext',
        name: 'e',
        component: '',
        route: '1',
        meta: meta('官网', { url: 'https://x', internalOrExternal: true }),
      },
    ];
    const built = buildRoutes(menu, {
      permissions: [],
      isKnownComponent: () => true,
      vars: { token: '', tenantId: '0', username: '', domainURL: '' },
    });
    expect(searchableEntries(built.menu)).toEqual([
      { path: '/system/users', title: '用户管理', label: '系统管理 / 用户管理' },
      { path: '/ext', title: '官网', label: '官网', external: 'https://x' },
    ]);
  });
});
