import { POSITION_MESSAGES, type SysPosition } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysPosition } from '../../db/schema.ts';
import { grantToRole } from '../../test/grant.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const token: Record<string, string> = {};
let foreignId = '';
beforeAll(async () => {
  t = await createTestApp();
  await grantToRole(t, 1001, 'banzhuren', ['system:position:list']);
  for (const name of ['admin', 'banzhuren', 'zhongxue']) token[name] = await t.login(name);
  [foreignId = ''] = await new TenantDb(t.db, 1001).insert(sysPosition, { code: 'middle', name: '中学职务' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who = 'admin', payload?: object) =>
  t.call({
    method,
    url: `/jeecg-boot${url}`,
    headers: auth(token[who] ?? ''),
    ...(payload ? { payload } : {}),
  });
type Row = SysPosition & { postRank_dictText?: string };
const list = async (query = '', who = 'admin') =>
  ((await call('GET', `/sys/position/list${query}`, who)).body.result as { records: Row[] }).records;

describe('职务管理', () => {
  it('needs a session and the buttons', async () => {
    expect((await t.call({ method: 'GET', url: '/jeecg-boot/sys/position/list' })).status).toBe(401);
    expect((await call('GET', '/sys/position/list', 'banzhuren')).body.code).toBe(510);
  });

  it('adds, lists with the rank text, finds by code, edits and deletes', async () => {
    const added = await call('POST', '/sys/position/add', 'admin', {
      code: 'zhuren',
      name: '中心主任',
      postRank: '4',
    });
    expect(added.body).toMatchObject({ success: true, message: POSITION_MESSAGES.addOk });
    const twice = await call('POST', '/sys/position/add', 'admin', { code: 'zhuren', name: '又一个' });
    expect(twice.body).toMatchObject({ success: false, message: '职务编码已存在' });
    const [row] = await list('?name=*主任*');
    expect(row).toMatchObject({
      code: 'zhuren',
      name: '中心主任',
      postRank: '4',
      postRank_dictText: '副高级',
    });
    const found = await call('GET', '/sys/position/queryByCode?code=zhuren');
    expect(found.body.result).toMatchObject({ id: row?.id, name: '中心主任' });
    const edited = await call('PUT', '/sys/position/edit', 'admin', {
      id: row?.id,
      code: 'zhuren',
      name: '主任',
      postRank: '5',
    });
    expect(edited.body.message).toBe(POSITION_MESSAGES.editOk);
    expect((await list())[0]).toMatchObject({ name: '主任', postRank_dictText: '正高级' });
    await call('POST', '/sys/position/add', 'admin', { code: 'ganshi', name: '干事' });
    const ids = (await list()).map((p) => p.id);
    expect((await call('DELETE', `/sys/position/delete?id=${ids[0]}`)).body.message).toBe(
      POSITION_MESSAGES.deleteOk,
    );
    expect((await call('DELETE', `/sys/position/deleteBatch?ids=${ids[1]},`)).body.message).toBe(
      POSITION_MESSAGES.deleteBatchOk,
    );
    expect(await list()).toEqual([]);
  });

  it('validates input and refuses unknown sort fields', async () => {
    const empty = await call('POST', '/sys/position/add', 'admin', { code: '', name: 'x' });
    expect(empty.body.message).toBe('请输入职务编码');
    const bad = await call('POST', '/sys/position/add', 'admin', {
      code: "a'; drop table sys_position;--",
      name: 'x',
    });
    expect(bad.body.message).toBe('职务编码只能包含字母、数字、下划线和短横线');
    const sort = await call(
      'GET',
      `/sys/position/list?column=${encodeURIComponent('name;select pg_sleep(3)')}`,
    );
    expect(sort.body.success).toBe(false);
    const superQuery = encodeURIComponent(
      JSON.stringify([{ field: 'name', rule: 'USE_SQL_RULES', val: '1=1' }]),
    );
    expect((await call('GET', `/sys/position/list?superQueryParams=${superQuery}`)).body.success).toBe(false);
  });

  it("cannot list, read, change, delete or detect another school's positions", async () => {
    expect(await list()).toEqual([]);
    const byCode = await call('GET', '/sys/position/queryByCode?code=middle');
    const missing = await call('GET', '/sys/position/queryByCode?code=absent');
    expect({ ...byCode.body, timestamp: 0 }).toEqual({ ...missing.body, timestamp: 0 });
    const edit = await call('PUT', '/sys/position/edit', 'admin', {
      id: foreignId,
      code: 'middle',
      name: '改',
    });
    expect(edit.body.message).toBe(POSITION_MESSAGES.notFound);
    expect((await call('DELETE', `/sys/position/delete?id=${foreignId}`)).body.message).toBe(
      POSITION_MESSAGES.notFound,
    );
    expect((await call('DELETE', `/sys/position/deleteBatch?ids=${foreignId}`)).body.message).toBe(
      POSITION_MESSAGES.notFound,
    );
    // Same code in our school is fine: codes are unique per school.
    expect(
      (await call('POST', '/sys/position/add', 'admin', { code: 'middle', name: '我们的' })).body.success,
    ).toBe(true);
    expect((await list('', 'zhongxue')).map((p) => p.name)).toEqual(['中学职务']);
  });
});
