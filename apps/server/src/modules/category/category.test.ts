import { CATEGORY_MESSAGES, type DictItem, type SysCategory, type TreeSelectNode } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysCategory } from '../../db/schema.ts';
import { grantToRole } from '../../test/grant.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';
import { nextCategoryCode } from './codes.ts';

let t: TestApp;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await grantToRole(t, 1001, 'banzhuren', ['system:category:list', 'system:category:add']);
  for (const name of ['admin', 'banzhuren', 'zhongxue']) token[name] = await t.login(name);
  await new TenantDb(t.db, 1001).insert(sysCategory, {
    id: 'foreign',
    pid: '0',
    name: '中学分类',
    code: 'A01',
  });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who = 'admin', payload?: object) =>
  t.call({
    method,
    url: `/jeecg-boot${url}`,
    headers: auth(token[who] ?? ''),
    ...(payload ? { payload } : {}),
  });
const same = (a: { body: object }, b: { body: object }) =>
  expect({ ...a.body, timestamp: 0 }).toEqual({ ...b.body, timestamp: 0 });
const roots = async (who = 'admin') =>
  ((await call('GET', '/sys/category/rootList', who)).body.result as { records: SysCategory[] }).records;
const children = async (pid: string, who = 'admin') =>
  (await call('GET', `/sys/category/childList?pid=${pid}`, who)).body.result as SysCategory[];

describe('category codes', () => {
  it('follow JeecgBoot: A01, A02 … A99, B01; children extend the parent', () => {
    expect(nextCategoryCode('', [])).toBe('A01');
    expect(nextCategoryCode('', ['A01', 'A02'])).toBe('A03');
    expect(nextCategoryCode('', ['A99'])).toBe('B01');
    expect(nextCategoryCode('A01', ['A01A01', 'A01A07'])).toBe('A01A08');
  });
});

describe('分类字典', () => {
  it('needs a session and the buttons', async () => {
    expect((await t.call({ method: 'GET', url: '/jeecg-boot/sys/category/rootList' })).status).toBe(401);
    expect((await call('GET', '/sys/category/rootList', 'banzhuren')).body.code).toBe(510);
  });

  it('builds a tree with generated codes and lazy-loads it', async () => {
    expect((await call('POST', '/sys/category/add', 'admin', { name: '学科' })).body.message).toBe(
      CATEGORY_MESSAGES.addOk,
    );
    await call('POST', '/sys/category/add', 'admin', { name: '年级' });
    const [subject, grade] = await roots();
    expect([subject?.code, grade?.code]).toEqual(['A01', 'A02']);
    await call('POST', '/sys/category/add', 'admin', { pid: subject?.id, name: '心理学' });
    await call('POST', '/sys/category/add', 'admin', { pid: subject?.id, name: '教育学' });
    const kids = await children(subject?.id ?? '');
    expect(kids.map((k) => [k.name, k.code])).toEqual([
      ['心理学', 'A01A01'],
      ['教育学', 'A01A02'],
    ]);
    expect((await roots())[0]?.hasChild).toBe('1');

    const treeRoot = (await call('GET', '/sys/category/loadTreeRoot?async=true&pcode=A01')).body
      .result as TreeSelectNode[];
    expect(treeRoot.map((n) => n.title)).toEqual(['心理学', '教育学']);
    const top = (await call('GET', '/sys/category/loadTreeRoot?async=true&pcode=0')).body
      .result as TreeSelectNode[];
    expect(top.map((n) => [n.title, n.isLeaf])).toEqual([
      ['学科', false],
      ['年级', true],
    ]);
    const lazy = (await call('GET', `/sys/category/loadTreeChildren?pid=${subject?.id}`)).body
      .result as TreeSelectNode[];
    expect(lazy.map((n) => n.code)).toEqual(['A01A01', 'A01A02']);
    const byCode = (await call('GET', '/sys/category/loadTreeData?pcode=A01')).body
      .result as TreeSelectNode[];
    expect(byCode.map((n) => n.title)).toEqual(['心理学', '教育学']);
    const byPid = (await call('GET', `/sys/category/loadTreeData?pid=${subject?.id}`)).body
      .result as TreeSelectNode[];
    expect(byPid.map((n) => n.code)).toEqual(['A01A01', 'A01A02']);
    const sqlCondition = await call(
      'GET',
      `/sys/category/loadTreeData?pcode=A01&condition=${encodeURIComponent('{"1=1) or (1":"1"}')}`,
    );
    expect(sqlCondition.body.success).toBe(false);
    const one = await call('GET', '/sys/category/loadOne?field=code&val=A01A02');
    expect(one.body.result).toMatchObject({ name: '教育学' });
    const column = await call('GET', '/sys/category/loadOne?field=name%20or%201%3D1&val=x');
    expect(column.body).toMatchObject({ success: false, message: '只能按编码或 id 查询' });
    const names = await call('GET', `/sys/category/loadDictItem/?ids=${kids[1]?.id},${kids[0]?.id},nope`);
    expect(names.body.result).toEqual(['教育学', '心理学']);
    const all = (await call('GET', '/sys/category/loadAllData?code=A01')).body.result as DictItem[];
    expect(all.map((d) => d.text)).toEqual(['心理学', '教育学']);
  });

  it('checks chosen codes against the parent and the tree', async () => {
    const [subject] = await roots();
    const bad = await call('GET', `/sys/category/checkCode?pid=${subject?.id}&code=B01`);
    expect(bad.body).toMatchObject({ success: false, message: CATEGORY_MESSAGES.codeBadPrefix('A01') });
    const taken = await call('GET', `/sys/category/checkCode?pid=${subject?.id}&code=A01A01`);
    expect(taken.body.message).toBe(CATEGORY_MESSAGES.codeTaken);
    const free = await call('GET', `/sys/category/checkCode?pid=${subject?.id}&code=A01A09`);
    expect(free.body).toMatchObject({ success: true, message: CATEGORY_MESSAGES.codeFree });
    const added = await call('POST', '/sys/category/add', 'admin', {
      pid: subject?.id,
      name: '医学',
      code: 'B07',
    });
    expect(added.body.message).toBe(CATEGORY_MESSAGES.codeBadPrefix('A01'));
    const injected = await call('POST', '/sys/category/add', 'admin', { name: 'x', code: "A01' or '1'='1" });
    expect(injected.body).toMatchObject({ success: false, message: '分类编码只能包含字母和数字' });
  });

  it('renames, and deletes a node with its subtree', async () => {
    const [subject, grade] = await roots();
    const renamed = await call('PUT', '/sys/category/edit', 'admin', { id: grade?.id, name: '学段' });
    expect(renamed.body.message).toBe(CATEGORY_MESSAGES.editOk);
    const [first] = await children(subject?.id ?? '');
    await call('POST', '/sys/category/add', 'admin', { pid: first?.id, name: '发展心理学' });
    expect((await call('DELETE', `/sys/category/delete?id=${subject?.id}`)).body.message).toBe(
      CATEGORY_MESSAGES.deleteOk,
    );
    expect((await roots()).map((r) => r.name)).toEqual(['学段']);
    expect(await new TenantDb(t.db, 1000).count(sysCategory)).toBe(1);
  });

  it("cannot list, read, change, delete or detect another school's nodes", async () => {
    expect((await roots()).map((r) => r.id)).not.toContain('foreign');
    expect(await children('foreign')).toEqual([]);
    expect((await call('GET', '/sys/category/loadTreeChildren?pid=foreign')).body.result).toEqual([]);
    expect((await call('GET', '/sys/category/loadDictItem/?ids=foreign')).body.result).toEqual([]);
    same(
      await call('GET', '/sys/category/loadOne?field=id&val=foreign'),
      await call('GET', '/sys/category/loadOne?field=id&val=nope'),
    );
    const missing = await call('PUT', '/sys/category/edit', 'admin', { id: 'nope', name: 'x' });
    const foreign = await call('PUT', '/sys/category/edit', 'admin', { id: 'foreign', name: 'x' });
    expect({ ...foreign.body, timestamp: 0 }).toEqual({ ...missing.body, timestamp: 0 });
    expect((await call('DELETE', '/sys/category/delete?id=foreign')).body.message).toBe(
      CATEGORY_MESSAGES.notFound,
    );
    const under = await call('POST', '/sys/category/add', 'admin', { pid: 'foreign', name: 'x' });
    expect(under.body.message).toBe(CATEGORY_MESSAGES.parentMissing);
    // Their A01 does not block ours, and theirs is intact.
    expect((await call('GET', '/sys/category/checkCode?code=A09')).body.success).toBe(true);
    expect((await roots('zhongxue')).map((r) => r.name)).toEqual(['中学分类']);
  });
});
