import type { PermissionNode } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleRequest, replay } from '../../test/jeecg-console.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'banzhuren']) token[name] = await t.login(name);
});
afterAll(() => t.close());

const session = (who: string) => ({ token: token[who] ?? '', tenantId: 1000 });
const get = (path: string, query?: Record<string, string>): ConsoleRequest => ({
  console: 'vue2',
  method: 'GET',
  path,
  ...(query ? { query } : {}),
});

async function wholeTree(): Promise<PermissionNode[]> {
  const reply = await t.call({
    method: 'GET',
    url: '/jeecg-boot/sys/permission/list',
    headers: auth(token.admin ?? ''),
  });
  return reply.body.result as PermissionNode[];
}

describe('JeecgBoot menu page, level by level', () => {
  it('getSystemMenuList answers the top level without children, as /sys/permission/list roots', async () => {
    const roots = await wholeTree();
    const reply = await replay(t, get('/sys/permission/getSystemMenuList'), session('admin'));
    expect(reply.body.success).toBe(true);
    const level = reply.body.result as PermissionNode[];
    expect(level.map((n) => n.id)).toEqual(roots.map((n) => n.id));
    expect(level.every((n) => n.children === undefined)).toBe(true);
    expect(level.some((n) => !n.leaf)).toBe(true);
  });

  it('getSystemSubmenu and getSystemSubmenuBatch answer the children of the entries asked', async () => {
    const roots = await wholeTree();
    const [first, second] = roots.filter((n) => n.children?.length);
    if (!first || !second) throw new Error('seeded menu has fewer than two folders');
    const one = await replay(
      t,
      get('/sys/permission/getSystemSubmenu', { parentId: first.id }),
      session('admin'),
    );
    expect((one.body.result as PermissionNode[]).map((n) => n.id)).toEqual(first.children?.map((n) => n.id));

    const batch = await replay(
      t,
      get('/sys/permission/getSystemSubmenuBatch', { parentIds: `${first.id},${second.id},` }),
      session('admin'),
    );
    const grouped = batch.body.result as Record<string, PermissionNode[]>;
    expect(Object.keys(grouped).sort()).toEqual([first.id, second.id].sort());
    expect(grouped[second.id]?.map((n) => n.id)).toEqual(second.children?.map((n) => n.id));
  });

  it('queryPermissionRule lists a page’s data rules, filtered, for 菜单管理 only', async () => {
    const page = (await wholeTree()).flatMap((n) => n.children ?? []).find((n) => n.url === '/system/users');
    if (!page) throw new Error('用户管理 missing from the menu');
    const fields = await t.call({
      method: 'GET',
      url: `/jeecg-boot/sys/permission/ruleFields?permissionId=${page.id}`,
      headers: auth(token.admin ?? ''),
    });
    const [column] = fields.body.result as string[];
    const added = await t.call({
      method: 'POST',
      url: '/jeecg-boot/sys/permission/addPermissionRule',
      headers: auth(token.admin ?? ''),
      payload: {
        permissionId: page.id,
        ruleName: '本部门',
        ruleColumn: column,
        ruleConditions: '=',
        ruleValue: '#{sys_org_code}',
      },
    });
    expect(added.body.success).toBe(true);
    const rules = async (who: string, query: Record<string, string> = {}) =>
      (
        await replay(
          t,
          get('/sys/permission/queryPermissionRule', { permissionId: page.id, ...query }),
          session(who),
        )
      ).body;
    expect(((await rules('admin')).result as { ruleName: string }[]).map((r) => r.ruleName)).toEqual([
      '本部门',
    ]);
    expect((await rules('admin', { ruleName: '部门' })).result).toHaveLength(1);
    expect((await rules('admin', { ruleName: '其他' })).result).toHaveLength(0);
    expect((await rules('banzhuren')).code).toBe(510);
  });
});
