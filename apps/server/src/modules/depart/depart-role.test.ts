import { type DepartNode, type DepartRole, DepartRoleMsg } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantToRole } from '../../test/grant.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const token: Record<string, string> = {};
const ids: Record<string, string> = {};

const base = '/jeecg-boot/sys/sysDepartRole';
const get = (url: string, who = 'admin') =>
  t.call({ method: 'GET', url: `${base}${url}`, headers: auth(token[who] ?? '') });
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  who = 'admin',
) =>
  t.call({ method, url: `${base}${url}`, headers: auth(token[who] ?? ''), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  await grantToRole(t, 1001, 'banzhuren', ['system:depart:list', 'system:depart:assign']);
  for (const name of ['admin', 'zhongxue']) token[name] = await t.login(name);
  const tree = await t.call({
    method: 'GET',
    url: '/jeecg-boot/sys/sysDepart/searchBy?keyWord=%E5%BF%83%E7%90%86%E5%81%A5%E5%BA%B7',
    headers: auth(token.admin ?? ''),
  });
  ids.center = (tree.body.result as DepartNode[])[0]?.id ?? '';
  const users = await t.call({
    method: 'GET',
    url: '/jeecg-boot/sys/user/list?username=xinli',
    headers: auth(token.admin ?? ''),
  });
  ids.xinli = (users.body.result as { records: { id: string }[] }).records[0]?.id ?? '';
});
afterAll(() => t.close());

const rolesOf = async (query: string, who = 'admin') =>
  ((await get(`/list?${query}`, who)).body.result as { records: DepartRole[] }).records;

describe('department roles', () => {
  it('adds, lists by department, edits and validates', async () => {
    const bad = await send('POST', '/add', { departId: ids.center, roleName: '组长', roleCode: "x' or 1=1" });
    expect(bad.body.message).toBe(DepartRoleMsg.codePattern);
    const added = await send('POST', '/add', { departId: ids.center, roleName: '组长', roleCode: 'leader' });
    expect(added.body).toMatchObject({ success: true, message: DepartRoleMsg.addOk });
    const listed = await rolesOf(`deptId=${ids.center}`);
    expect(listed.map((r) => r.roleCode).sort()).toEqual(['duty_counsellor', 'leader']);
    ids.leader = listed.find((r) => r.roleCode === 'leader')?.id ?? '';
    const edit = await send('PUT', '/edit', { id: ids.leader, roleName: '咨询组长', roleCode: 'leader' });
    expect(edit.body.message).toBe(DepartRoleMsg.editOk);
    expect((await get(`/queryById?id=${ids.leader}`)).body.result).toMatchObject({ roleName: '咨询组长' });
    const dup = await send('POST', '/add', { departId: ids.center, roleName: '重复', roleCode: 'leader' });
    expect(dup.body.message).toBe('部门角色编码已存在');
  });

  it("sets a member's roles of the department and lists the role's users", async () => {
    const set = await send('POST', '/deptRoleUserAdd', {
      userId: ids.xinli,
      departId: ids.center,
      newRoleId: `${ids.leader},`,
    });
    expect(set.body.message).toBe(DepartRoleMsg.savedOk);
    const held = (await get(`/getDeptRoleByUserId?userId=${ids.xinli}&departId=${ids.center}`)).body
      .result as { droleId: string }[];
    expect(held.map((h) => h.droleId)).toEqual([ids.leader]);
    const users = (await get(`/roleUsers?roleId=${ids.leader}`)).body.result as { username: string }[];
    expect(users.map((u) => u.username)).toEqual(['xinli']);
    const admin = await t.call({
      method: 'GET',
      url: '/jeecg-boot/sys/user/list?username=admin',
      headers: auth(token.admin ?? ''),
    });
    const adminId = (admin.body.result as { records: { id: string }[] }).records[0]?.id;
    const outsider = await send('POST', '/deptRoleUserAdd', {
      userId: adminId,
      departId: ids.center,
      newRoleId: ids.leader,
    });
    expect(outsider.body.message).toBe(DepartRoleMsg.userMissing);
  });

  it("another school cannot see, change, assign or delete this school's department roles", async () => {
    expect(await rolesOf(`deptId=${ids.center}`, 'zhongxue')).toEqual([]);
    expect((await get(`/queryById?id=${ids.leader}`, 'zhongxue')).body.message).toBe(DepartRoleMsg.notFound);
    const edit = await send('PUT', '/edit', { id: ids.leader, roleName: '改', roleCode: 'x' }, 'zhongxue');
    expect(edit.body.message).toBe(DepartRoleMsg.notFound);
    const add = await send(
      'POST',
      '/add',
      { departId: ids.center, roleName: '寄生', roleCode: 'p' },
      'zhongxue',
    );
    expect(add.body.message).toBe(DepartRoleMsg.departMissing);
    const assign = await send(
      'POST',
      '/deptRoleUserAdd',
      { userId: ids.xinli, departId: ids.center, newRoleId: '' },
      'zhongxue',
    );
    expect(assign.body.message).toBe(DepartRoleMsg.userMissing);
    expect((await send('DELETE', `/delete?id=${ids.leader}`, undefined, 'zhongxue')).body.message).toBe(
      DepartRoleMsg.notFound,
    );
    expect((await get(`/roleUsers?roleId=${ids.leader}`, 'zhongxue')).body.result).toEqual([]);
  });

  it('a member who leaves the department loses its department roles', async () => {
    const edit = await t.call({
      method: 'PUT',
      url: '/jeecg-boot/sys/user/edit',
      headers: auth(token.admin ?? ''),
      payload: { id: ids.xinli, realname: '林心怡', selecteddeparts: '' },
    });
    expect(edit.body.success).toBe(true);
    expect((await get(`/roleUsers?roleId=${ids.leader}`)).body.result).toEqual([]);
    const back = await t.call({
      method: 'PUT',
      url: '/jeecg-boot/sys/user/edit',
      headers: auth(token.admin ?? ''),
      payload: { id: ids.xinli, realname: '林心怡', selecteddeparts: ids.center },
    });
    expect(back.body.success).toBe(true);
    await send('POST', '/deptRoleUserAdd', {
      userId: ids.xinli,
      departId: ids.center,
      newRoleId: ids.leader,
    });
    expect((await get(`/roleUsers?roleId=${ids.leader}`)).body.result).toHaveLength(1);
  });

  it('deletes a role and its holders with it', async () => {
    expect((await send('DELETE', `/deleteBatch?ids=${ids.leader},`)).body.message).toBe(
      DepartRoleMsg.deleteOk,
    );
    expect((await get(`/roleUsers?roleId=${ids.leader}`)).body.result).toEqual([]);
    expect((await rolesOf(`deptId=${ids.center}`)).map((r) => r.roleCode)).toEqual(['duty_counsellor']);
  });
});
