import type { MenuItem } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import { type BuildContext, buildRoutes, menuOfAnotherVersion, trimMatchDepth } from './build-routes.ts';

let seq = 0;
function item(
  path: string,
  title: string,
  extra: Partial<MenuItem> = {},
  meta: Partial<MenuItem['meta']> = {},
) {
  seq += 1;
  const menu: MenuItem = {
    id: String(seq),
    path,
    name: path.slice(1).replaceAll('/', '-'),
    component: '',
    route: '1',
    meta: { keepAlive: false, internalOrExternal: false, title, componentName: '', ...meta },
    ...extra,
  };
  return menu;
}
const page = (path: string, title: string, component: string, extra: Partial<MenuItem> = {}) =>
  item(path, title, { component, ...extra });

const ctx = (over: Partial<BuildContext> = {}): BuildContext => ({
  permissions: [],
  isKnownComponent: (key) => ['dashboard/analysis', 'system/users', 'system/roles', 'a/deep'].includes(key),
  vars: { token: 'T0K', tenantId: '1000', username: 'admin', domainURL: 'http://h/jeecg-boot' },
  ...over,
});

const fixture = (): MenuItem[] => [
  item('/dashboard', '首页', { children: [page('/dashboard/analysis', '首页', 'dashboard/analysis')] }),
  item('/system', '系统管理', {
    children: [
      page('/system/users', '用户管理', 'system/users'),
      page('/system/roles', '角色管理', 'system/roles'),
      page('/account/center', '个人中心', 'system/users', { hidden: true }),
    ],
  }),
];

describe('buildRoutes', () => {
  it('sends "/" to the first menu item and a section to its first page', () => {
    const built = buildRoutes(fixture(), ctx());
    expect(built.rootRedirect).toBe('/dashboard');
    expect(built.routes.find((r) => r.path === '/system')).toMatchObject({
      kind: 'redirect',
      redirect: '/system/users',
    });
  });

  it('uses the server redirect of a section when there is one', () => {
    const menu = [item('/dashboard', '首页', { redirect: '/dashboard/analysis', children: [] })];
    expect(buildRoutes(menu, ctx()).routes[0]).toMatchObject({ redirect: '/dashboard/analysis' });
  });

  it('does not register items whose route flag is "0", nor their children', () => {
    const menu = [
      ...fixture(),
      item('/hidden-tree', '不注册', { route: '0', children: [page('/hidden-tree/x', 'X', 'system/users')] }),
    ];
    const paths = buildRoutes(menu, ctx()).routes.map((r) => r.path);
    expect(paths).not.toContain('/hidden-tree');
    expect(paths).not.toContain('/hidden-tree/x');
  });

  it('keeps hidden items routable but out of the side menu', () => {
    const built = buildRoutes(fixture(), ctx());
    expect(built.routes.find((r) => r.path === '/account/center')).toMatchObject({
      kind: 'page',
      hidden: true,
    });
    const systemMenu = built.menu.find((m) => m.path === '/system');
    expect(systemMenu?.children?.map((c) => c.title)).toEqual(['用户管理', '角色管理']);
  });

  it('drops a section from the menu when none of its children are visible', () => {
    const menu = [
      item('/only-hidden', '隐藏组', {
        children: [page('/only-hidden/a', 'A', 'system/users', { hidden: true })],
      }),
    ];
    expect(buildRoutes(menu, ctx()).menu).toEqual([]);
  });

  it('routes unknown component keys to 404 and known ones to pages', () => {
    const menu = [page('/x', 'X', 'no/such-page'), page('/y', 'Y', '/system/users.vue')];
    const [x, y] = buildRoutes(menu, ctx()).routes;
    expect(x).toMatchObject({ kind: 'not-found' });
    expect(y).toMatchObject({ kind: 'page', component: 'system/users' });
  });

  it("tells another console's menu (no page known) from one stray unknown page", () => {
    const vue3 = [page('/system/user', '用户管理', '/system/user/index'), page('/x', 'X', 'no/such-page')];
    expect(menuOfAnotherVersion(buildRoutes(vue3, ctx()))).toEqual(['system/user', 'no/such-page']);
    const ours = [page('/x', 'X', 'no/such-page'), page('/y', 'Y', 'system/users')];
    expect(menuOfAnotherVersion(buildRoutes(ours, ctx()))).toBeNull();
  });

  it('evaluates {{ }} urls: internal ones become iframe pages, external ones open a new window', () => {
    const menu = [
      item(
        '/abc',
        '报表',
        { component: 'layouts/IframePageView' },
        { url: "{{ window._CONFIG['domianURL'] }}/jmreport/list?token={{ token }}" },
      ),
      item(
        '/ext',
        '官网',
        { component: 'layouts/IframePageView' },
        { url: 'https://example.com/?t={{tenantId}}', internalOrExternal: true },
      ),
    ];
    const built = buildRoutes(menu, ctx());
    expect(built.routes[0]).toMatchObject({
      kind: 'iframe',
      url: 'http://h/jeecg-boot/jmreport/list?token=T0K',
    });
    expect(built.routes[1]).toMatchObject({ kind: 'external', url: 'https://example.com/?t=1000' });
    expect(built.menu[1]).toMatchObject({ external: 'https://example.com/?t=1000' });
  });

  it('keeps a route only if its permission list shares an entry with the user, children likewise', () => {
    const perm = (action: string) => ({ action, type: '1', describe: action });
    const menu = [
      item('/system', '系统管理', {
        children: [
          page('/system/users', '用户管理', 'system/users'),
          {
            ...page('/system/roles', '角色管理', 'system/roles'),
            meta: { ...page('/x', '角色管理', '').meta, permissionList: [perm('system:role:list')] },
          },
        ],
      }),
      {
        ...item('/secret', '机密', { children: [page('/secret/a', 'A', 'system/users')] }),
        meta: { ...item('/s', '机密').meta, permissionList: [perm('secret:view,secret:list')] },
      },
    ];
    const without = buildRoutes(menu, ctx()).routes.map((r) => r.path);
    expect(without).toEqual(['/system', '/system/users']);
    const withCodes = buildRoutes(menu, ctx({ permissions: ['system:role:list', 'secret:list'] })).routes.map(
      (r) => r.path,
    );
    expect(withCodes).toEqual(['/system', '/system/users', '/system/roles', '/secret', '/secret/a']);
  });

  it('builds breadcrumbs from the menu trail, trimmed to three records', () => {
    const menu = [
      item('/a', 'A', {
        children: [
          item('/a/b', 'B', {
            children: [item('/a/b/c', 'C', { children: [page('/a/b/c/d', 'D', 'a/deep')] })],
          }),
        ],
      }),
    ];
    const deep = buildRoutes(menu, ctx()).routes.find((r) => r.path === '/a/b/c/d');
    expect(deep?.breadcrumb.map((c) => c.title)).toEqual(['首页', 'C', 'D']);
    const users = buildRoutes(fixture(), ctx()).routes.find((r) => r.path === '/system/users');
    expect(users?.breadcrumb.map((c) => c.title)).toEqual(['首页', '系统管理', '用户管理']);
    const home = buildRoutes(fixture(), ctx()).routes.find((r) => r.path === '/dashboard/analysis');
    expect(home?.breadcrumb.map((c) => c.title)).toEqual(['首页']);
  });

  it('links every breadcrumb to the page its menu record opens', () => {
    const users = buildRoutes(fixture(), ctx()).routes.find((r) => r.path === '/system/users');
    expect(users?.breadcrumb).toEqual([
      { title: '首页', path: '/dashboard/analysis' },
      { title: '系统管理', path: '/system' },
      { title: '用户管理', path: '/system/users' },
    ]);
  });

  it('trimMatchDepth keeps the first record and the last two', () => {
    expect(trimMatchDepth([1, 2, 3, 4, 5])).toEqual([1, 4, 5]);
    expect(trimMatchDepth([1, 2])).toEqual([1, 2]);
  });
});
