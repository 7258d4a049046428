import {
  type DepartNode,
  DepartPermissionMsg,
  type DepartRole,
  Msg,
  type PermissionTreeNode,
} from '@xinmiao/shared';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysPermission } from '../../db/schema.ts';
import { grantToRole } from '../../test/grant.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const token: Record<string, string> = {};
const ids: Record<string, string> = {};

const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, who = 'admin') =>
  t.call({
    method,
    url: `/jeecg-boot${url}`,
    headers: auth(token[who] ?? ''),
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  await grantToRole(t, 1001, 'banzhuren', ['system:depart:list', 'system:depart:assign']);
  for (const name of ['admin', 'xinli', 'zhongxue']) token[name] = await t.login(name);
  const buttons = await t.db
    .select({ id: sysPermission.id, perms: sysPermission.perms })
    .from(sysPermission)
    .where(inArray(sysPermission.perms, ['system:user:list', 'system:log:list']));
  for (const b of buttons) ids[b.perms ?? ''] = b.id;
  const found = await call('GET', `/sys/sysDepart/searchBy?keyWord=${encodeURIComponent('心理健康')}`);
  ids.center = (found.body.result as DepartNode[])[0]?.id ?? '';
  const roles = await call('GET', `/sys/sysDepartRole/list?deptId=${ids.center}`);
  ids.duty = (roles.body.result as { records: DepartRole[] }).records[0]?.id ?? '';
});
afterAll(() => t.close());

const userList = () => call('GET', '/sys/user/list', undefined, 'xinli');

describe('department permissions', () => {
  it("a department's grants bound what its roles may grant; a role grant applies on the holder's next request", async () => {
    expect((await userList()).body.code).toBe(510);
    const outside = await call('POST', '/sys/sysDepartPermission/saveDeptRolePermission', {
      roleId: ids.duty,
      permissionIds: ids['system:user:list'],
    });
    expect(outside.body.message).toBe(DepartPermissionMsg.outsideDepart);

    const saved = await call('POST', '/sys/permission/saveDepartPermission', {
      departId: ids.center,
      permissionIds: `${ids['system:user:list']},${ids['system:log:list']},`,
    });
    expect(saved.body.message).toBe(DepartPermissionMsg.saved);
    const held = (await call('GET', `/sys/permission/queryDepartPermission?departId=${ids.center}`)).body
      .result as string[];
    expect(held.sort()).toEqual([ids['system:user:list'], ids['system:log:list']].sort());
    const tree = (
      await call('GET', `/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${ids.center}`)
    ).body.result as { treeList: PermissionTreeNode[]; ids: string[] };
    expect(tree.treeList.map((n) => n.title).sort()).toEqual(['日志查询', '用户查询']);
    expect(tree.ids).toHaveLength(2);

    const granted = await call('POST', '/sys/sysDepartPermission/saveDeptRolePermission', {
      roleId: ids.duty,
      permissionIds: ids['system:user:list'],
    });
    expect(granted.body.message).toBe(DepartPermissionMsg.saved);
    expect(
      (await call('GET', `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${ids.duty}`)).body.result,
    ).toEqual([ids['system:user:list']]);
    expect((await userList()).body.success).toBe(true);

    // Taking the permission from the department takes it from its roles too.
    await call('POST', '/sys/permission/saveDepartPermission', {
      departId: ids.center,
      permissionIds: ids['system:log:list'],
    });
    expect(
      (await call('GET', `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${ids.duty}`)).body.result,
    ).toEqual([]);
    expect((await userList()).body.code).toBe(510);
  });

  it('refuses ids outside the catalogue and stays inside the tenant', async () => {
    const bad = await call('POST', '/sys/permission/saveDepartPermission', {
      departId: ids.center,
      permissionIds: "x' or 1=1 --",
    });
    expect(bad.body).toMatchObject({ success: false, message: Msg.referenceMissing });
    expect(
      (await call('GET', `/sys/permission/queryDepartPermission?departId=${ids.center}`)).body.result,
    ).toEqual([ids['system:log:list']]);
    const as1001 = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
      call(method, url, payload, 'zhongxue');
    expect(
      (await as1001('GET', `/sys/permission/queryDepartPermission?departId=${ids.center}`)).body.result,
    ).toEqual([]);
    const tree = await as1001(
      'GET',
      `/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${ids.center}`,
    );
    expect(tree.body.result).toEqual({ treeList: [], ids: [] });
    expect(
      (await as1001('GET', `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${ids.duty}`)).body
        .result,
    ).toEqual([]);
    const save = await as1001('POST', '/sys/permission/saveDepartPermission', {
      departId: ids.center,
      permissionIds: '',
    });
    expect(save.body.message).toBe(DepartPermissionMsg.departMissing);
    const role = await as1001('POST', '/sys/sysDepartPermission/saveDeptRolePermission', {
      roleId: ids.duty,
      permissionIds: '',
    });
    expect(role.body.message).toBe(DepartPermissionMsg.roleMissing);
    expect(
      (await call('GET', `/sys/permission/queryDepartPermission?departId=${ids.center}`)).body.result,
    ).toEqual([ids['system:log:list']]);
  });
});
