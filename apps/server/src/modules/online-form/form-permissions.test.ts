import { FORM_BUTTONS, formPermissionCode, type MenuItem, type PermissionTreeNode } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { onlForm, sysRole } from '../../db/schema.ts';
import { replay } from '../../test/jeecg-console.ts';
import { type Caller, signIn } from '../../test/signed-in.ts';
import { type Body, createTestApp, type TestApp } from '../../test/test-app.ts';

// Each main form gets its own menu and buttons; its data calls need the form's own codes.
let t: TestApp;
let call: Caller;
let token: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ call, token } = await signIn(t, ['admin', 'banzhuren', 'zhongxue']));
});
afterAll(() => t.close());

const formOf = (code: string, name: string) => ({
  code,
  name,
  fields: [{ name: 'title', label: '标题', type: 'text', query: 'single' }],
});

const flatten = <T extends { children?: T[] }>(nodes: T[]): T[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

async function treeOf(who: string): Promise<PermissionTreeNode[]> {
  const body = await call('GET', '/sys/role/queryTreeList', who);
  return flatten((body.result as { treeList: PermissionTreeNode[] }).treeList);
}

async function roleId(tenantId: number, code: string): Promise<string> {
  const role = await new TenantDb(t.db, tenantId).first(sysRole, eq(sysRole.roleCode, code));
  if (!role) throw new Error(`no role ${code}`);
  return role.id;
}

async function granted(tenantId: number, who: string, role: string): Promise<string[]> {
  const body = await call(
    'GET',
    `/sys/permission/queryRolePermission?roleId=${await roleId(tenantId, role)}`,
    who,
  );
  return body.result as string[];
}

async function grant(who: string, tenantId: number, role: string, ids: string[]): Promise<Body> {
  const current = await granted(tenantId, who, role);
  return call('POST', '/sys/permission/saveRolePermission', who, {
    roleId: await roleId(tenantId, role),
    permissionIds: [...current, ...ids].join(','),
    lastpermissionIds: current.join(','),
  });
}

describe('表单开发: permissions generated per form', () => {
  let menuA: PermissionTreeNode;
  let formA = '';
  let formB = '';

  beforeAll(async () => {
    for (const [code, name] of [
      ['perm_a', '表单甲'],
      ['perm_b', '表单乙'],
    ] as const) {
      expect((await call('POST', '/online/cgform/head/add', 'admin', formOf(code, name))).success).toBe(true);
      expect((await call('POST', `/online/cgform/api/form/${code}`, 'admin', { title: name })).success).toBe(
        true,
      );
    }
    const tdb = new TenantDb(t.db, 1000);
    formA = (await tdb.first(onlForm, eq(onlForm.code, 'perm_a')))?.id ?? '';
    formB = (await tdb.first(onlForm, eq(onlForm.code, 'perm_b')))?.id ?? '';
    const tree = await treeOf('admin');
    const found = tree.find((n) => n.title === '表单甲');
    if (!found) throw new Error('no menu for 表单甲');
    menuA = found;
  });

  it("shows each form's menu and its six buttons in its own school's 角色授权 tree only", async () => {
    expect(menuA.menuType).toBe(1);
    expect(menuA.children?.map((c) => c.title)).toEqual(Object.values(FORM_BUTTONS));
    const designer = (await treeOf('admin')).find((n) => n.title === '表单开发');
    expect(menuA.parentId).toBe(designer?.parentId);
    // The other school's tree (what its 角色授权 reads) has neither form, and its menu payload neither.
    const theirs = await t.services.permissions.catalogRows(1001);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((row) => row.name === '表单甲' || row.perms?.includes(formA))).toBe(false);
    const menu = await call('GET', '/sys/permission/getUserPermissionByToken', 'zhongxue');
    expect(JSON.stringify(menu.result)).not.toContain(formA);
  });

  it("gives the creating school's admin role the form's codes at once", async () => {
    const adminIds = await granted(1000, 'admin', 'admin');
    expect(adminIds).toEqual(
      expect.arrayContaining([menuA.key, ...(menuA.children ?? []).map((c) => c.key)]),
    );
    for (const code of ['perm_a', 'perm_b']) {
      expect((await call('GET', `/online/cgform/api/getData/${code}`)).success).toBe(true);
    }
  });

  it("opens a form's data to a role only with that form's own button", async () => {
    // Nothing granted yet: 510 even for a form of the school.
    expect((await call('GET', '/online/cgform/api/getData/perm_a', 'banzhuren')).code).toBe(510);
    const list = menuA.children?.find((c) => c.title === FORM_BUTTONS.list);
    const saved = await grant('admin', 1000, 'banzhuren', [menuA.key, list?.key ?? '']);
    expect(saved, String(saved.message)).toMatchObject({ success: true });
    const rows = await call('GET', '/online/cgform/api/getData/perm_a', 'banzhuren');
    expect(rows).toMatchObject({ success: true });
    // Form A's list opens neither form B nor A's other buttons.
    expect((await call('GET', '/online/cgform/api/getData/perm_b', 'banzhuren')).code).toBe(510);
    expect((await call('GET', '/online/cgform/api/getFormItem/perm_b', 'banzhuren')).code).toBe(510);
    expect((await call('POST', '/online/cgform/api/form/perm_a', 'banzhuren', { title: 'x' })).code).toBe(
      510,
    );
    const id = (rows.result as { records: { id: string }[] }).records[0]?.id;
    expect((await call('DELETE', `/online/cgform/api/form/perm_a/${id}`, 'banzhuren')).code).toBe(510);
    expect((await call('GET', '/online/cgform/api/exportXls/perm_a', 'banzhuren')).code).toBe(510);
    expect(formPermissionCode(formA, 'list')).not.toBe(formPermissionCode(formB, 'list'));
  });

  it("refuses to grant one school's form buttons to another school's role", async () => {
    const add = menuA.children?.find((c) => c.title === FORM_BUTTONS.add)?.key ?? '';
    // What saveRolePermission checks every id against: the other school does not know it.
    expect(await t.services.permissions.liveRows([add], 1001)).toEqual([]);
    expect(await t.services.permissions.liveRows([add], 1000)).toHaveLength(1);
  });

  it("gives JeecgBoot's consoles the form's menu as our online list in their frame", async () => {
    const FRAME = `{{ window._CONFIG['domianURL'] }}/sys/embed/enter?to=%2Fonline%2FcgformList%2Fperm_a&token=\${token}`;
    const menus = async (console: 'vue2' | 'vue3') => {
      const reply = await replay(
        t,
        { console, method: 'GET', path: '/sys/permission/getUserPermissionByToken' },
        { token: token.admin ?? '', tenantId: 1000 },
      );
      return flatten((reply.body.result as { menu: MenuItem[] }).menu);
    };
    const vue2 = (await menus('vue2')).find((m) => m.meta.title === '表单甲');
    expect(vue2).toMatchObject({ component: 'layouts/IframePageView', meta: { url: FRAME } });
    const vue3 = (await menus('vue3')).find((m) => m.meta.title === '表单甲');
    expect(vue3?.component).toBe(FRAME);
    const ours = await call('GET', '/sys/permission/getUserPermissionByToken');
    const own = flatten((ours.result as { menu: MenuItem[] }).menu).find((m) => m.meta.title === '表单甲');
    expect(own).toMatchObject({
      path: '/online/cgformList/perm_a',
      component: 'modules/online/cgform/auto/OnlCgformAutoList',
    });
    expect(own?.meta.permissionList?.map((p) => p.action)).toContain(
      `online:formData:list,${formPermissionCode(formA, 'list')}`,
    );
  });

  it('renames the menu with the form and removes it, with its grants, when the form goes', async () => {
    const edited = await call('PUT', '/online/cgform/head/edit', 'admin', {
      id: formB,
      code: 'perm_b',
      name: '表单乙二',
      fields: [{ no: 1, name: 'title', label: '标题', type: 'text', query: 'single' }],
    });
    expect(edited, String(edited.message)).toMatchObject({ success: true });
    expect((await treeOf('admin')).some((n) => n.title === '表单乙二')).toBe(true);
    expect(
      (await call('DELETE', `/online/cgform/head/delete?id=${formB}&confirmName=表单乙二`)).success,
    ).toBe(true);
    const tree = await treeOf('admin');
    expect(tree.some((n) => n.title === '表单乙二')).toBe(false);
    expect(tree.some((n) => n.title === '表单甲')).toBe(true);
  });
});
