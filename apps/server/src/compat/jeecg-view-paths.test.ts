import type { MenuItem } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleRequest, replay } from '../test/jeecg-console.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin');
});
afterAll(() => t.close());

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);

async function components(console: 'vue2' | 'vue3'): Promise<Map<string, string>> {
  const request: ConsoleRequest = {
    console,
    method: 'GET',
    path: '/sys/permission/getUserPermissionByToken',
  };
  const reply = await replay(t, request, { token, tenantId: 1000 });
  const menu = (reply.body.result as { menu: MenuItem[] }).menu;
  return new Map(flatten(menu).map((item) => [item.path, item.component]));
}

describe('menu view paths per console', () => {
  it('Vue3 (X-Version: v3) gets its own views for the system pages', async () => {
    const vue3 = await components('vue3');
    expect(Object.fromEntries(vue3)).toMatchObject({
      '/system': 'layouts/default/index',
      '/system/users': 'system/user/index',
      '/system/roles': 'system/role/index',
      '/system/permissions': 'system/menu/index',
      '/system/departs': 'system/depart/index',
      '/system/dicts': 'system/dict/index',
      '/system/positions': 'system/position/index',
      '/system/categories': 'system/category/index',
      '/system/tenants': 'system/tenant/index',
      '/system/announcements': 'system/notice/index',
      '/system/checkRule': 'system/checkRule/index',
      '/system/logs': 'monitor/log/index',
      '/system/jobs': 'monitor/quartz/index',
      '/account/settings/base': 'system/usersetting/UserSetting',
    });
    // Pages JeecgBoot has no view for keep their own keys.
    expect(vue3.get('/screening/tasks')).toBe('screening/tasks');
  });

  it('Vue2 (no header) keeps its views', async () => {
    const vue2 = await components('vue2');
    expect(Object.fromEntries(vue2)).toMatchObject({
      '/system': 'layouts/RouteView',
      '/system/users': 'system/UserList',
      '/system/jobs': 'system/QuartzJobList',
      '/system/logs': 'system/LogList',
    });
  });
});
