import {
  type PermissionCode,
  type PermissionTreeNode,
  ROLE_MESSAGES,
  type Role,
  type RoleUser,
} from '@xinmiao/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryCache } from '../../core/cache.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysPermission, sysPermissionDataRule, sysRole, sysUser } from '../../db/schema.ts';
import { grantToRole } from '../../test/grant.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ cache: memoryCache() });
  await grantToRole(t, 1001, 'banzhuren', [
    'system:role:list',
    'system:role:edit',
    'system:role:delete',
    'system:role:assign',
  ]);
  for (const name of ['admin', 'banzhuren', 'zhongxue']) token[name] = await t.login(name);
});
afterAll(() => t.close());

const url = (path: string) => `/jeecg-boot${path}`;
const get = (path: string, who = 'admin') =>
  t.call({ method: 'GET', url: url(path), headers: auth(token[who] ?? '') });
const del = (path: string, who = 'admin') =>
  t.call({ method: 'DELETE', url: url(path), headers: auth(token[who] ?? '') });
const post = (path: string, payload: object, who = 'admin', method: 'POST' | 'PUT' = 'POST') =>
  t.call({ method, url: url(path), headers: auth(token[who] ?? ''), payload });

async function roleOf(tenantId: number, code: string) {
  const row = await new TenantDb(t.db, tenantId).first(sysRole, eq(sysRole.roleCode, code));
  if (!row) throw new Error(`no role ${code}`);
  return row;
}
async function idsOf(...codes: PermissionCode[]): Promise<string[]> {
  const rows = await t.db.select().from(sysPermission).where(inArray(sysPermission.perms, codes));
  return rows.map((r) => r.id);
}
async function menuId(path: string): Promise<string> {
  const [row] = await t.db.select().from(sysPermission).where(eq(sysPermission.url, path));
  return row?.id ?? '';
}
async function userId(username: string, tenantId = 1000): Promise<string> {
  const rows = await t.db.select().from(sysUser).where(eq(sysUser.username, username));
  return rows.find((u) => u.tenantId === tenantId)?.id ?? '';
}
async function codesOf(who: string): Promise<string[]> {
  const reply = await get('/sys/permission/getUserPermissionByToken', who);
  return (reply.body.result as { codeList: string[] }).codeList;
}

describe('role routes', () => {
  it('need a session and the button', async () => {
    expect((await t.call({ method: 'GET', url: url('/sys/role/list') })).status).toBe(401);
    expect((await get('/sys/role/list', 'banzhuren')).body.code).toBe(510);
    expect((await post('/sys/role/add', { roleName: 'x', roleCode: 'x' }, 'banzhuren')).body.code).toBe(510);
  });

  it('list, filter and read the school’s roles only', async () => {
    const list = await get('/sys/role/list?roleCode=*zhu*');
    const records = (list.body.result as { records: Role[] }).records;
    expect(records.map((r) => r.roleCode)).toEqual(['banzhuren']);
    expect(records[0]?.tenantId).toBe(1000);
    const all = (await get('/sys/role/queryall')).body.result as Role[];
    expect(all.map((r) => r.roleCode).sort()).toEqual([
      'admin',
      'banzhuren',
      'centre_head',
      'fudaoyuan',
      'shengya',
      'student',
      'xinli',
    ]);
    const other = await roleOf(1001, 'banzhuren');
    expect((await get(`/sys/role/queryById?id=${other.id}`)).body.message).toBe(ROLE_MESSAGES.notFound);
  });

  it('add, check the code per school, edit and delete', async () => {
    const added = await post('/sys/role/add', {
      roleName: '测评专员',
      roleCode: 'cepingzy',
      dataScope: 'depart',
    });
    expect(added.body).toMatchObject({ success: true, message: ROLE_MESSAGES.addOk });
    const again = await post('/sys/role/add', { roleName: '重复', roleCode: 'cepingzy' });
    expect(again.body).toMatchObject({ success: false, message: ROLE_MESSAGES.codeTaken });
    expect((await get('/sys/role/checkRoleCode?roleCode=cepingzy')).body.success).toBe(false);
    // The same code is free in another school, and asking reveals nothing about this one.
    expect((await get('/sys/role/checkRoleCode?roleCode=cepingzy', 'zhongxue')).body.success).toBe(true);
    const role = await roleOf(1000, 'cepingzy');
    expect((await get(`/sys/role/checkRoleCode?roleCode=cepingzy&id=${role.id}`)).body.success).toBe(true);

    const edited = await post(
      '/sys/role/edit',
      { id: role.id, roleName: '测评专员2', roleCode: 'cepingzy', description: '负责测评' },
      'admin',
      'PUT',
    );
    expect(edited.body.message).toBe(ROLE_MESSAGES.editOk);
    const read = (await get(`/sys/role/queryById?id=${role.id}`)).body.result as Role;
    expect(read).toMatchObject({ roleName: '测评专员2', description: '负责测评', dataScope: 'all' });

    expect((await del(`/sys/role/delete?id=${role.id}`)).body.message).toBe(ROLE_MESSAGES.deleteOk);
    expect((await get(`/sys/role/queryById?id=${role.id}`)).body.message).toBe(ROLE_MESSAGES.notFound);
  });

  it('refuse malformed and injected input', async () => {
    const bad = await post('/sys/role/add', { roleName: '坏', roleCode: "x'; drop table sys_role;--" });
    expect(bad.body.success).toBe(false);
    expect(bad.body.message).toContain('角色编码只能包含');
    const sorted = await get('/sys/role/list?column=role_code;drop&order=asc');
    expect(sorted.body.success).toBe(false);
    const ids = await del(`/sys/role/deleteBatch?ids=${encodeURIComponent("' or 1=1 --,")}`);
    expect(ids.body.message).toBe(ROLE_MESSAGES.notFound);
    expect((await get('/sys/role/queryall')).body.result).toHaveLength(7);
  });

  it('cannot read, change or delete another school’s role (same reply as a missing id)', async () => {
    const mine = await roleOf(1000, 'fudaoyuan');
    const asOther = 'zhongxue';
    expect((await get(`/sys/role/queryById?id=${mine.id}`, asOther)).body.message).toBe(
      ROLE_MESSAGES.notFound,
    );
    const edit = await post('/sys/role/edit', { id: mine.id, roleName: 'x', roleCode: 'fudaoyuan' }, asOther);
    expect(edit.body.message).toBe(ROLE_MESSAGES.notFound);
    expect((await del(`/sys/role/delete?id=${mine.id}`, asOther)).body.message).toBe(ROLE_MESSAGES.notFound);
    const grant = await post(
      '/sys/permission/saveRolePermission',
      { roleId: mine.id, permissionIds: '' },
      asOther,
    );
    expect(grant.body.message).toBe(ROLE_MESSAGES.notFound);
    const users = await get(`/sys/user/userRoleList?roleId=${mine.id}`, asOther);
    expect((users.body.result as { records: unknown[] }).records).toEqual([]);
    expect(await roleOf(1000, 'fudaoyuan')).toMatchObject({ roleName: mine.roleName });
  });
});

describe('role grants', () => {
  it('tree lists menus and buttons; a role’s grants read back', async () => {
    const tree = (await get('/sys/permission/queryTreeList')).body.result as {
      treeList: PermissionTreeNode[];
      ids: string[];
    };
    const system = tree.treeList.find((n) => n.title === '系统管理');
    const roles = system?.children?.find((n) => n.title === '角色管理');
    expect(roles?.children?.map((n) => n.menuType)).toContain(2);
    const role = await roleOf(1000, 'banzhuren');
    const granted = (await get(`/sys/permission/queryRolePermission?roleId=${role.id}`)).body
      .result as string[];
    expect(granted).toEqual(expect.arrayContaining(await idsOf('relax:planet:use')));
  });

  it('a removed button is gone on the user’s next request, even with a cached set', async () => {
    expect(await codesOf('banzhuren')).toContain('relax:planet:use');
    const role = await roleOf(1000, 'banzhuren');
    const granted = (await get(`/sys/permission/queryRolePermission?roleId=${role.id}`)).body
      .result as string[];
    const [button] = await idsOf('relax:planet:use');
    const next = granted.filter((id) => id !== button);
    const saved = await post('/sys/permission/saveRolePermission', {
      roleId: role.id,
      permissionIds: next.join(','),
      lastpermissionIds: granted.join(','),
    });
    expect(saved.body.message).toBe(ROLE_MESSAGES.saveOk);
    expect(await codesOf('banzhuren')).not.toContain('relax:planet:use');
  });

  it('a withdrawn button is refused on the next request, though the set was cached', async () => {
    const role = await roleOf(1000, 'banzhuren');
    const [button] = await idsOf('system:role:list');
    const grant = (permissionIds: string, lastpermissionIds: string) =>
      post('/sys/permission/saveRolePermission', { roleId: role.id, permissionIds, lastpermissionIds });
    expect((await get('/sys/role/list', 'banzhuren')).body.code).toBe(510);
    await grant(button ?? '', '');
    expect((await get('/sys/role/list', 'banzhuren')).body.success).toBe(true);
    await grant('', button ?? '');
    expect((await get('/sys/role/list', 'banzhuren')).body.code).toBe(510);
  });

  it('refuses unknown permission ids', async () => {
    const role = await roleOf(1000, 'banzhuren');
    const reply = await post('/sys/permission/saveRolePermission', {
      roleId: role.id,
      permissionIds: "1' or '1'='1",
    });
    expect(reply.body.message).toBe(ROLE_MESSAGES.unknownPermission);
  });

  it('refuses to take the role-admin right from the acting administrator', async () => {
    const admin = await roleOf(1000, 'admin');
    const granted = (await get(`/sys/permission/queryRolePermission?roleId=${admin.id}`)).body
      .result as string[];
    const [assign] = await idsOf('system:role:assign');
    const reply = await post('/sys/permission/saveRolePermission', {
      roleId: admin.id,
      permissionIds: granted.filter((id) => id !== assign).join(','),
    });
    expect(reply.body).toMatchObject({ success: false, message: ROLE_MESSAGES.lockout });
    expect(await codesOf('admin')).toContain('system:role:assign');

    const me = await userId('admin');
    const leave = await del(`/sys/user/deleteUserRole?roleId=${admin.id}&userId=${me}`);
    expect(leave.body.message).toBe(ROLE_MESSAGES.lockout);
    expect((await del(`/sys/role/delete?id=${admin.id}`)).body.message).toBe(ROLE_MESSAGES.lockout);

    // With the right held through a second role, the first may let it go.
    await post('/sys/role/add', { roleName: '授权员', roleCode: 'shouquan' });
    const second = await roleOf(1000, 'shouquan');
    await post('/sys/permission/saveRolePermission', { roleId: second.id, permissionIds: assign ?? '' });
    await post('/sys/user/addSysUserRole', { roleId: second.id, userIdList: [me] });
    const now = await post('/sys/permission/saveRolePermission', {
      roleId: admin.id,
      permissionIds: granted.filter((id) => id !== assign).join(','),
    });
    expect(now.body.message).toBe(ROLE_MESSAGES.saveOk);
    expect(await codesOf('admin')).toContain('system:role:assign');
  });
});

describe('role users', () => {
  it('lists, adds and removes members of this school only', async () => {
    const role = await roleOf(1000, 'fudaoyuan');
    const list = async () =>
      ((await get(`/sys/user/userRoleList?roleId=${role.id}`)).body.result as { records: RoleUser[] })
        .records;
    expect((await list()).map((u) => u.username)).toEqual(['fudaoyuan']);
    const banzhuren = await userId('banzhuren');
    const stranger = await userId('zhongxue', 1001);
    const foreign = await post('/sys/user/addSysUserRole', { roleId: role.id, userIdList: [stranger] });
    expect(foreign.body.message).toBe(ROLE_MESSAGES.userNotMember);
    const added = await post('/sys/user/addSysUserRole', {
      roleId: role.id,
      userIdList: [banzhuren, banzhuren],
    });
    expect(added.body.message).toBe(ROLE_MESSAGES.userAddOk);
    expect((await list()).map((u) => u.username).sort()).toEqual(['banzhuren', 'fudaoyuan']);
    const named = await get(`/sys/user/userRoleList?roleId=${role.id}&username=ban`);
    expect((named.body.result as { records: RoleUser[] }).records.map((u) => u.username)).toEqual([
      'banzhuren',
    ]);
    expect(await codesOf('banzhuren')).toContain('school:student:add');
    const removed = await del(`/sys/user/deleteUserRoleBatch?roleId=${role.id}&userIds=${banzhuren},`);
    expect(removed.body.message).toBe(ROLE_MESSAGES.userDeleteOk);
    expect((await list()).map((u) => u.username)).toEqual(['fudaoyuan']);
    expect(await codesOf('banzhuren')).not.toContain('school:student:add');
  });
});

describe('role membership and the cached permission set', () => {
  it('a member removed from a role is refused its buttons on the next request', async () => {
    await post('/sys/role/add', { roleName: '角色查看', roleCode: 'liebiao' });
    const role = await roleOf(1000, 'liebiao');
    await post('/sys/permission/saveRolePermission', {
      roleId: role.id,
      permissionIds: (await idsOf('system:role:list')).join(','),
    });
    const teacher = await userId('banzhuren');
    await post('/sys/user/addSysUserRole', { roleId: role.id, userIdList: [teacher] });
    expect((await get('/sys/role/list', 'banzhuren')).body.success).toBe(true);
    await del(`/sys/user/deleteUserRoleBatch?roleId=${role.id}&userIds=${teacher}`);
    expect((await get('/sys/role/list', 'banzhuren')).body.code).toBe(510);
    await post('/sys/user/addSysUserRole', { roleId: role.id, userIdList: [teacher] });
    expect((await get('/sys/role/list', 'banzhuren')).body.success).toBe(true);
    await del(`/sys/role/delete?id=${role.id}`);
    expect((await get('/sys/role/list', 'banzhuren')).body.code).toBe(510);
  });
});

describe('role data rules', () => {
  it('lists a page’s rules and saves a role’s choice among them', async () => {
    const page = await menuId('/system/announcements');
    const role = await roleOf(1000, 'xinli');
    expect((await get(`/sys/role/datarule/${page}/${role.id}`)).body.message).toBe(ROLE_MESSAGES.noDataRules);
    const tdb = new TenantDb(t.db, 1000);
    const [ruleId] = await tdb.insert(sysPermissionDataRule, {
      permissionId: page,
      ruleName: '只看自己发的',
      ruleColumn: 'createBy',
      ruleConditions: '=',
      ruleValue: '#{sys_user_code}',
    });
    const noGrant = await post('/sys/role/datarule', {
      permissionId: page,
      roleId: role.id,
      dataRuleIds: ruleId,
    });
    expect(noGrant.body.message).toBe(ROLE_MESSAGES.grantFirst);
    const admin = await roleOf(1000, 'admin');
    const saved = await post('/sys/role/datarule', {
      permissionId: page,
      roleId: admin.id,
      dataRuleIds: `${ruleId},not-a-rule,`,
    });
    expect(saved.body.message).toBe(ROLE_MESSAGES.dataRuleSaveOk);
    const read = (await get(`/sys/role/datarule/${page}/${admin.id}`)).body.result as { drChecked: string };
    expect(read.drChecked).toBe(ruleId);
    // Another school sees neither the rule nor the choice.
    const other = await roleOf(1001, 'banzhuren');
    expect((await get(`/sys/role/datarule/${page}/${other.id}`, 'zhongxue')).body.message).toBe(
      ROLE_MESSAGES.noDataRules,
    );
  });
});
