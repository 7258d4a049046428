import {
  type DataRuleRecord,
  type MenuItem,
  PERMISSION_MESSAGES,
  type PermissionNode,
  type UserPermission,
} from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysPermission, sysRole } from '../../db/schema.ts';
import { grantToRole } from '../../test/grant.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await grantToRole(t, 1001, 'banzhuren', ['system:permission:list', 'system:permission:edit']);
  for (const name of ['admin', 'banzhuren', 'zhongxue']) token[name] = await t.login(name);
});
afterAll(() => t.close());

const url = (path: string) => `/jeecg-boot${path}`;
const get = (path: string, who = 'admin') =>
  t.call({ method: 'GET', url: url(path), headers: auth(token[who] ?? '') });
const del = (path: string, who = 'admin') =>
  t.call({ method: 'DELETE', url: url(path), headers: auth(token[who] ?? '') });
const send = (path: string, payload: object, who = 'admin', method: 'POST' | 'PUT' = 'POST') =>
  t.call({ method, url: url(path), headers: auth(token[who] ?? ''), payload });

const flat = (nodes: PermissionNode[]): PermissionNode[] =>
  nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const flatMenu = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flatMenu(i.children ?? [])]);
async function listed(who = 'admin') {
  return flat((await get('/sys/permission/list', who)).body.result as PermissionNode[]);
}
async function menuOf(who: string) {
  const reply = await get('/sys/permission/getUserPermissionByToken', who);
  return flatMenu((reply.body.result as UserPermission).menu);
}
async function idOf(path: string) {
  const [row] = await t.db.select().from(sysPermission).where(eq(sysPermission.url, path));
  return row?.id ?? '';
}

describe('菜单管理', () => {
  it('needs the button', async () => {
    expect((await get('/sys/permission/list', 'banzhuren')).body.code).toBe(510);
    expect((await send('/sys/permission/edit', { id: '1', name: 'x' }, 'banzhuren', 'PUT')).body.code).toBe(
      510,
    );
  });

  it('lists the catalogue as a tree with menu types and buttons', async () => {
    const tree = (await get('/sys/permission/list')).body.result as PermissionNode[];
    const system = tree.find((n) => n.url === '/system');
    expect(system).toMatchObject({ menuType: 0, component: 'layouts/RouteView', icon: 'setting' });
    const roles = system?.children?.find((n) => n.url === '/system/roles');
    expect(roles).toMatchObject({ menuType: 1, component: 'system/RoleUserList' });
    expect(roles?.children?.find((n) => n.perms === 'system:role:assign')).toMatchObject({ menuType: 2 });
  });

  it('a school’s edit changes its own menu only', async () => {
    const id = await idOf('/relax/planet');
    const edited = await send(
      '/sys/permission/edit',
      { id, name: '放松一下', icon: 'heart', sortNo: 9, keepAlive: 1, url: '/relax/planet', menuType: 1 },
      'admin',
      'PUT',
    );
    expect(edited.body.message).toBe(PERMISSION_MESSAGES.editOk);
    expect((await listed()).find((n) => n.id === id)).toMatchObject({
      name: '放松一下',
      icon: 'heart',
      keepAlive: true,
      overridden: true,
    });
    expect((await menuOf('banzhuren')).find((m) => m.path === '/relax/planet')?.meta).toMatchObject({
      title: '放松一下',
      icon: 'heart',
      keepAlive: true,
    });
    // The other school still sees the catalogue's entry.
    expect((await listed('zhongxue')).find((n) => n.id === id)).toMatchObject({
      name: '减压星球',
      overridden: false,
    });
    expect((await menuOf('zhongxue')).find((m) => m.path === '/relax/planet')?.meta.title).toBe('减压星球');

    const hidden = await send('/sys/permission/edit', { id, name: '放松一下', hidden: true }, 'admin', 'PUT');
    expect(hidden.body.success).toBe(true);
    expect((await menuOf('banzhuren')).find((m) => m.path === '/relax/planet')?.hidden).toBe(true);

    expect((await send(`/sys/permission/reset?id=${id}`, {}, 'admin', 'PUT')).body.success).toBe(true);
    expect((await listed()).find((n) => n.id === id)).toMatchObject({ name: '减压星球', overridden: false });
  });

  it('refuses structural changes, additions and deletions: the catalogue is the platform’s', async () => {
    const id = await idOf('/relax/planet');
    const moved = await send('/sys/permission/edit', { id, name: 'x', url: '/evil' }, 'admin', 'PUT');
    expect(moved.body.message).toBe(PERMISSION_MESSAGES.platformOnly);
    const typed = await send(
      '/sys/permission/edit',
      { id, name: 'x', component: 'system/UserList' },
      'admin',
      'PUT',
    );
    expect(typed.body.message).toBe(PERMISSION_MESSAGES.platformOnly);
    expect((await send('/sys/permission/add', { name: '新菜单', url: '/x' })).body.message).toBe(
      PERMISSION_MESSAGES.platformOnly,
    );
    expect((await del(`/sys/permission/delete?id=${id}`)).body.message).toBe(
      PERMISSION_MESSAGES.platformOnly,
    );
    expect(
      (await send('/sys/permission/edit', { id: "1' or '1'='1", name: 'x' }, 'admin', 'PUT')).body.message,
    ).toBe(PERMISSION_MESSAGES.notFound);
  });
});

describe('数据规则', () => {
  const rule = (permissionId: string, extra: object = {}) => ({
    permissionId,
    ruleName: '本人发布',
    ruleColumn: 'createBy',
    ruleConditions: '=',
    ruleValue: '#{sys_user_code}',
    ...extra,
  });
  const rulesOf = async (permissionId: string, who = 'admin') =>
    (await get(`/sys/permission/getPermRuleListByPermId?permissionId=${permissionId}`, who)).body.result as
      | DataRuleRecord[]
      | null;

  it('accepts only whitelisted columns, known conditions and variables', async () => {
    const page = await idOf('/system/announcements');
    expect((await get(`/sys/permission/ruleFields?permissionId=${page}`)).body.result).toContain('createBy');
    const add = (extra: object, id = page) => send('/sys/permission/addPermissionRule', rule(id, extra));
    expect((await add({ ruleColumn: 'password' })).body.message).toBe(PERMISSION_MESSAGES.unknownColumn);
    expect((await add({ ruleColumn: 'create_by; drop table sys_log' })).body.success).toBe(false);
    expect((await add({ ruleConditions: 'USE_SQL_RULES', ruleValue: '1=1' })).body.message).toBe(
      PERMISSION_MESSAGES.sqlRules,
    );
    expect((await add({ ruleConditions: 'OR 1=1' })).body.success).toBe(false);
    expect((await add({ ruleValue: '#{sys_password}' })).body.message).toBe(
      PERMISSION_MESSAGES.unknownVariable,
    );
    expect((await add({}, await idOf('/relax/planet'))).body.message).toBe(PERMISSION_MESSAGES.noRuleFields);
    expect((await rulesOf(page)) ?? []).toEqual([]);
  });

  it('accepts a rule on 学生管理: the student policy is registered with its fields', async () => {
    const page = await idOf('/school/students');
    expect((await get(`/sys/permission/ruleFields?permissionId=${page}`)).body.result).toEqual(
      expect.arrayContaining(['studentNo', 'enrolYear', 'orgCode']),
    );
    const added = await send(
      '/sys/permission/addPermissionRule',
      rule(page, { ruleName: '2023级', ruleColumn: 'enrolYear', ruleValue: '2023' }),
    );
    expect(added.body.message).toBe(PERMISSION_MESSAGES.ruleAddOk);
    const [stored] = (await rulesOf(page)) ?? [];
    expect(stored?.ruleColumn).toBe('enrolYear');
    await del(`/sys/permission/deletePermissionRule?id=${stored?.id}`);
  });

  it('compiles stored rules to bound conditions: an injected value matches nothing', async () => {
    const page = await idOf('/system/announcements');
    await send('/sys/annountCement/add', { titile: '管理员的通知', msgCategory: '1', priority: 'L' });
    const added = await send(
      '/sys/permission/addPermissionRule',
      rule(page, { ruleName: '注入', ruleValue: "x' or '1'='1" }),
    );
    expect(added.body.message).toBe(PERMISSION_MESSAGES.ruleAddOk);
    await send('/sys/permission/addPermissionRule', rule(page));
    const [injected, own] = (await rulesOf(page)) ?? [];
    expect(own?.ruleValue).toBe('#{sys_user_code}');

    const admin = await new TenantDb(t.db, 1000).first(sysRole, eq(sysRole.roleCode, 'admin'));
    const choose = (ids: string) =>
      send('/sys/role/datarule', { permissionId: page, roleId: admin?.id ?? '', dataRuleIds: ids });
    const total = async () => ((await get('/sys/annountCement/list')).body.result as { total: number }).total;
    const before = await total();
    expect(before).toBeGreaterThan(0);
    await choose(injected?.id ?? '');
    expect(await total()).toBe(0);
    await choose(own?.id ?? '');
    expect(await total()).toBe(before);
    await choose('');
  });

  it('edits and deletes a rule of this school only', async () => {
    const page = await idOf('/system/announcements');
    const [first] = (await rulesOf(page)) ?? [];
    const id = first?.id ?? '';
    expect((await rulesOf(page, 'zhongxue')) ?? []).toEqual([]);
    const foreignEdit = await send(
      '/sys/permission/editPermissionRule',
      { ...rule(page), id },
      'zhongxue',
      'PUT',
    );
    expect(foreignEdit.body.message).toBe(PERMISSION_MESSAGES.notFound);
    expect((await del(`/sys/permission/deletePermissionRule?id=${id}`, 'zhongxue')).body.message).toBe(
      PERMISSION_MESSAGES.notFound,
    );
    const edited = await send(
      '/sys/permission/editPermissionRule',
      { ...rule(page, { ruleName: '改名' }), id },
      'admin',
      'PUT',
    );
    expect(edited.body.message).toBe(PERMISSION_MESSAGES.ruleEditOk);
    expect((await rulesOf(page))?.find((r) => r.id === id)?.ruleName).toBe('改名');
    expect((await del(`/sys/permission/deletePermissionRule?id=${id}`)).body.message).toBe(
      PERMISSION_MESSAGES.ruleDeleteOk,
    );
    expect((await rulesOf(page))?.some((r) => r.id === id)).toBe(false);
  });
});
