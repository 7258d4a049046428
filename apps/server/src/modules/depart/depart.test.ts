import { type DepartIdNode, DepartMsg, type DepartNode } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantToRole } from '../../test/grant.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await grantToRole(t, 1001, 'banzhuren', [
    'system:depart:list',
    'system:depart:add',
    'system:depart:edit',
    'system:depart:delete',
  ]);
  for (const name of ['admin', 'banzhuren', 'zhongxue']) token[name] = await t.login(name);
});
afterAll(() => t.close());

const base = '/jeecg-boot/sys/sysDepart';
const get = (url: string, who = 'admin') =>
  t.call({ method: 'GET', url: `${base}${url}`, headers: auth(token[who] ?? '') });
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  who = 'admin',
) =>
  t.call({ method, url: `${base}${url}`, headers: auth(token[who] ?? ''), ...(payload ? { payload } : {}) });

const flatten = (nodes: DepartNode[]): DepartNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
async function tree(who = 'admin'): Promise<DepartNode[]> {
  return (await get('/queryTreeList', who)).body.result as DepartNode[];
}
async function byName(name: string, who = 'admin'): Promise<DepartNode> {
  const node = flatten(await tree(who)).find((n) => n.departName === name);
  if (!node) throw new Error(`no depart ${name}`);
  return node;
}

describe('department trees', () => {
  it('needs a session and the button', async () => {
    expect((await t.call({ method: 'GET', url: `${base}/queryTreeList` })).status).toBe(401);
    expect((await get('/queryTreeList', 'banzhuren')).body.code).toBe(510);
  });

  it('builds the tree with JeecgBoot codes and leaf flags', async () => {
    const [root, ...others] = await tree();
    expect(others).toEqual([]);
    expect(root).toMatchObject({
      departName: '心苗示范大学',
      orgCode: 'A01',
      orgCategory: '1',
      isLeaf: false,
    });
    const college = root?.children?.[0];
    expect(college?.orgCode).toMatch(/^A01A\d{2}$/);
    expect(college?.key).toBe(college?.id);
    const ids = (await get('/queryIdTree')).body.result as DepartIdNode[];
    expect(ids[0]).toMatchObject({ key: root?.id, title: '心苗示范大学', isLeaf: false });
  });

  it('lazy levels, search, my departments, schools', async () => {
    const roots = (await get('/queryDepartTreeSync')).body.result as DepartNode[];
    expect(roots.map((d) => d.departName)).toEqual(['心苗示范大学']);
    const level = (await get(`/queryDepartTreeSync?pid=${roots[0]?.id}`)).body.result as DepartNode[];
    expect(level.map((d) => d.departName)).toContain('心理健康教育中心');
    expect(level.find((d) => d.departName === '心理健康教育中心')?.isLeaf).toBe(true);
    expect(level.find((d) => d.departName === '计算机学院')?.isLeaf).toBe(false);
    const found = (await get(`/searchBy?keyWord=${encodeURIComponent('健康')}`)).body.result as DepartNode[];
    expect(found.map((d) => d.departName)).toEqual(['心理健康教育中心']);
    expect((await get(`/searchBy?keyWord=${encodeURIComponent("%' or 1=1 --")}`)).body.result).toEqual([]);
    expect((await get(`/searchBy?keyWord=${encodeURIComponent('%')}`)).body.result).toEqual([]);
    const mine = (await get('/queryMyDeptTreeList', 'banzhuren')).body.result as DepartNode[];
    expect(mine.map((d) => d.departName)).toEqual(['2023级1班']);
    const schools = (
      await t.call({ method: 'POST', url: `${base}/getSchoolList`, headers: auth(token.admin ?? '') })
    ).body.result as DepartNode[];
    expect(schools.map((d) => d.departName)).toEqual(['心苗示范大学']);
  });
});

describe('department changes', () => {
  it('adds children with the next code, any org category, and validates', async () => {
    const center = await byName('心理健康教育中心');
    expect((await send('POST', '/add', { departName: '', parentId: center.id })).body.message).toBe(
      DepartMsg.nameRequired,
    );
    expect((await send('POST', '/add', { departName: 'x', orgCategory: "1' or 1=1" })).body.message).toBe(
      DepartMsg.category,
    );
    const first = await send('POST', '/add', {
      departName: '咨询一组',
      parentId: center.id,
      orgCategory: '3',
    });
    expect(first.body).toMatchObject({ success: true, message: DepartMsg.addOk });
    expect((first.body.result as DepartNode).orgCode).toBe(`${center.orgCode}A01`);
    const second = await send('POST', '/add', {
      departName: '咨询二组',
      parentId: center.id,
      orgCategory: 'class',
    });
    expect(second.body.result as DepartNode).toMatchObject({
      orgCode: `${center.orgCode}A02`,
      orgCategory: 'class',
    });
    const root = await send('POST', '/add', { departName: '第二校区', orgCategory: '1' });
    expect(root.body.result as DepartNode).toMatchObject({ orgCode: 'A02', orgType: '1', parentId: null });
    const missing = await send('POST', '/add', { departName: '孤儿', parentId: 'nope' });
    expect(missing.body.message).toBe(DepartMsg.parentMissing);
  });

  it('edits, and refuses deleting a department with children or members', async () => {
    const group = await byName('咨询二组');
    const edit = await send('PUT', '/edit', {
      id: group.id,
      departName: '咨询二组(改)',
      departOrder: 3,
      memo: '备注',
    });
    expect(edit.body).toMatchObject({ success: true, message: DepartMsg.editOk });
    expect((await get(`/queryById?id=${group.id}`)).body.result).toMatchObject({
      departName: '咨询二组(改)',
      memo: '备注',
      orgCode: group.orgCode,
    });
    const center = await byName('心理健康教育中心');
    const move = await send('PUT', '/edit', {
      id: group.id,
      departName: '咨询二组',
      parentId: center.parentId,
    });
    expect(move.body.message).toBe(DepartMsg.parentFixed);
    const same = await send('PUT', '/edit', {
      id: group.id,
      departName: '咨询二组(改)',
      parentId: center.id,
      departOrder: 3,
      memo: '备注',
    });
    expect(same.body.success).toBe(true);
    expect((await send('DELETE', `/delete?id=${center.id}`)).body.message).toBe(DepartMsg.hasChildren);
    const klass = await byName('2023级1班');
    expect((await send('DELETE', `/delete?id=${klass.id}`)).body.message).toBe(DepartMsg.hasMembers);
    const first = await byName('咨询一组');
    const removed = await send('DELETE', `/deleteBatch?ids=${first.id},${group.id},`);
    expect(removed.body).toMatchObject({ success: true });
    expect(flatten(await tree()).map((d) => d.departName)).not.toContain('咨询一组');
    // A deleted code is not handed out again.
    const third = await send('POST', '/add', { departName: '咨询三组', parentId: center.id });
    expect((third.body.result as DepartNode).orgCode).toBe(`${center.orgCode}A03`);
  });
});

describe('tenant isolation', () => {
  it("another school cannot see, change or delete this school's departments", async () => {
    const center = await byName('心理健康教育中心');
    const theirs = flatten(await tree('zhongxue')).map((d) => d.departName);
    expect(theirs).toEqual(['另一所示范中学', '初一年级', '初一(1)班']);
    expect((await get(`/queryById?id=${center.id}`, 'zhongxue')).body.message).toBe(DepartMsg.notFound);
    expect((await get(`/queryDepartTreeSync?pid=${center.id}`, 'zhongxue')).body.result).toEqual([]);
    const edit = await send('PUT', '/edit', { id: center.id, departName: '被改了' }, 'zhongxue');
    expect(edit.body.message).toBe(DepartMsg.notFound);
    const child = await send('POST', '/add', { departName: '寄生', parentId: center.id }, 'zhongxue');
    expect(child.body.message).toBe(DepartMsg.parentMissing);
    expect((await send('DELETE', `/delete?id=${center.id}`, undefined, 'zhongxue')).body.message).toBe(
      DepartMsg.notFound,
    );
    expect((await byName('心理健康教育中心')).departName).toBe('心理健康教育中心');
  });
});
