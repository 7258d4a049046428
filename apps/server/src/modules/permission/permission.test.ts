import {
  CLINICAL_PERMISSIONS,
  isClinicalPermission,
  type MenuItem,
  Msg,
  userPermissionSchema,
} from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function permissions(username: string) {
  const token = await t.login(username);
  const { status, body } = await t.call({
    method: 'GET',
    url: '/jeecg-boot/sys/permission/getUserPermissionByToken',
    headers: auth(token),
  });
  expect(status).toBe(200);
  expect(body).toMatchObject({ success: true, code: 200 });
  return { token, result: userPermissionSchema.parse(body.result) };
}

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);

describe('GET /sys/permission/getUserPermissionByToken', () => {
  it('returns the menu tree in JeecgBoot shape for admin', async () => {
    const { result } = await permissions('admin');
    const [home, ...rest] = result.menu;
    expect(home).toEqual({
      id: expect.stringMatching(/^\d{19}$/),
      path: '/dashboard/analysis',
      name: 'dashboard-analysis',
      component: 'dashboard/Analysis',
      route: '1',
      redirect: null,
      meta: {
        keepAlive: true,
        internalOrExternal: false,
        title: '首页',
        componentName: 'Analysis',
        icon: 'home',
      },
    });
    const system = rest.find((m) => m.path === '/system');
    const users = system?.children?.find((c) => c.path === '/system/users');
    expect(system).toMatchObject({ component: 'layouts/RouteView', meta: { icon: 'setting' } });
    expect(users).toMatchObject({
      name: 'system-users',
      component: 'system/UserList',
      meta: { title: '用户管理', componentName: 'UserList' },
    });
    expect(users?.meta.permissionList).toContainEqual({
      action: 'system:user:add',
      type: '1',
      describe: '用户添加',
    });
    expect(users && 'children' in users).toBe(false);
    expect(users && 'redirect' in users).toBe(false);
    const hidden = system?.children?.find((c) => c.path === '/account/center');
    expect(hidden?.hidden).toBe(true);
    expect(flatten(result.menu).every((m) => !m.component.includes(':'))).toBe(true);
    expect(result.sysSafeMode).toBe(false);
    expect(result.auth).toContainEqual({ action: 'system:user:add', type: '1', describe: '用户添加' });
    expect(result.allAuth).toContainEqual({
      action: 'system:user:add',
      status: '1',
      type: '1',
      describe: '用户添加',
    });
    expect(result.codeList).toContain('screening:result:read');
    // The admin holds every button but the clinical ones (issue 19: those go to the centre).
    const clinical = result.allAuth.filter((a) => isClinicalPermission(a.action)).map((a) => a.action);
    expect(clinical.sort()).toEqual([...CLINICAL_PERMISSIONS].sort());
    expect(result.auth.length).toBe(result.allAuth.length - clinical.length);
    expect(result.auth.some((a) => isClinicalPermission(a.action))).toBe(false);
  });

  it('gives 班主任 no individual result reads and only hidden system pages', async () => {
    const { result } = await permissions('banzhuren');
    expect(result.codeList).toContain('screening:result:list');
    expect(result.codeList).not.toContain('screening:result:read');
    // Only the hidden account pages live under 系统管理, so JeecgBoot hides the folder itself.
    const system = result.menu.find((m) => m.path === '/system');
    expect(system).toMatchObject({ hidden: true, meta: { hideMenu: true } });
    expect(system?.children?.map((c) => c.path).sort()).toEqual([
      '/account/center',
      '/account/settings/base',
      '/isps/userAnnouncement',
    ]);
    expect(flatten(result.menu).map((m) => m.path)).not.toContain('/system/users');
    expect(result.menu[0]?.path).toBe('/dashboard/analysis');
    expect(result.allAuth.length).toBeGreaterThan(result.auth.length);
  });

  it("gives the platform operator the platform's menu, not a school's", async () => {
    const { result } = await permissions('pingtai');
    expect(result.menu.map((m) => m.meta.title)).toEqual(['首页', '数据驾驶舱', '统计台账', '系统管理']);
    const titles = flatten(result.menu).map((m) => m.meta.title);
    expect(titles).toEqual(expect.arrayContaining(['租户管理', '用户管理', '系统日志', '定时任务']));
    expect(titles).not.toContain('学院管理');
    // The cockpits its home cards open, and the region's statistics, ledgers and the contracts.
    const paths = flatten(result.menu).map((m) => m.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/cockpit/condition',
        '/cockpit/psychologicalTests',
        '/cockpit/careerPlanning',
        '/cockpit/lectureHall',
        '/cockpit/schoolDataCockpit',
        '/statistics/overview',
        '/statistics/ledger',
        '/statistics/fee',
      ]),
    );
    expect(paths.filter((p) => p.startsWith('/screening') || p.startsWith('/crisis'))).toEqual([]);
    // A school's administrator keeps the school's folders.
    const school = (await permissions('admin')).result.menu.map((m) => m.meta.title);
    expect(school).toEqual(expect.arrayContaining(['学校架构', '心理测评', '系统管理']));
  });

  it('adds department-role grants to the user roles', async () => {
    const { result } = await permissions('xinli');
    expect(result.codeList).toEqual(
      expect.arrayContaining(['screening:result:read', 'counselling:rota:edit']),
    );
    const rota = flatten(result.menu).find((m) => m.path === '/counselling/rotas');
    expect(rota?.name).toBe('counselling-rotas');
  });

  it('enforces button codes server-side: HTTP 200, code 510', async () => {
    const { token } = await permissions('banzhuren');
    const { status, body } = await t.call({
      method: 'GET',
      url: '/jeecg-boot/sys/log/list',
      headers: auth(token),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code: 510, message: Msg.noPermission, result: null });
    const admin = await t.login('admin');
    expect(
      (await t.call({ method: 'GET', url: '/jeecg-boot/sys/log/list', headers: auth(admin) })).body.success,
    ).toBe(true);
  });
});
