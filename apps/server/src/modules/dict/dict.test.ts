import { type DictItem, Msg } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysDict, sysDictItem, sysPosition } from '../../db/schema.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin');
  const other = new TenantDb(t.db, 1001);
  const [dictId = ''] = await other.insert(sysDict, { dictName: '仅中学', dictCode: 'b_only' });
  await other.insert(sysDictItem, { dictId, itemText: '秘密', itemValue: 'x' });
  await other.insert(sysPosition, { code: 'zx_jiaoyan', name: '教研组长' });
  await new TenantDb(t.db, 1000).insert(sysPosition, { code: 'dx_fuzeren', name: '中心负责人' });
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url, headers: auth(token) });
const items = (code: string) => get(`/jeecg-boot/sys/dict/getDictItems/${encodeURIComponent(code)}`);

describe('dictionaries', () => {
  it('getDictItems returns a plain dictionary with code 0', async () => {
    const { body } = await items('sex');
    expect(body).toMatchObject({ success: true, code: 0 });
    expect(body.result).toEqual([
      { value: '1', text: '男', title: '男', label: '男', color: null, jsonObject: null },
      { value: '2', text: '女', title: '女', label: '女', color: null, jsonObject: null },
    ]);
  });

  it("never serves another tenant's dictionary: same reply as a missing one", async () => {
    const foreign = await items('b_only');
    const missing = await items('no_such_dict');
    expect(foreign.body.result).toEqual([]);
    expect({ ...foreign.body, timestamp: 0 }).toEqual({ ...missing.body, timestamp: 0 });
  });

  it('queryAllDictItems (code 200) and refleshCache (code 0)', async () => {
    const all = await get('/jeecg-boot/sys/dict/queryAllDictItems');
    expect(all.body).toMatchObject({ success: true, code: 200 });
    const map = all.body.result as Record<string, DictItem[]>;
    expect(Object.keys(map)).toEqual(expect.arrayContaining(['sex', 'yn', 'crisis_level', 'org_category']));
    expect(map.b_only).toBeUndefined();
    const refresh = await get('/jeecg-boot/sys/dict/refleshCache');
    expect(refresh.body).toMatchObject({ success: true, code: 0 });
  });

  it('resolves registered table dictionaries within the tenant only', async () => {
    const { body } = await items('sys_depart,depart_name,org_code');
    const list = body.result as DictItem[];
    expect(list.map((d) => d.text)).toContain('计算机学院');
    expect(list.map((d) => d.text)).not.toContain('另一所示范中学');
    const users = (await items('sys_user,realname,username')).body.result as DictItem[];
    // Staff and the demo class's student accounts; never 另一所示范中学's zhongxue.
    expect(users.map((u) => u.value).sort()).toEqual([
      '20230101',
      '20230102',
      '20230103',
      'admin',
      'banzhuren',
      'fudaoyuan',
      'liangxiao',
      'shengya',
      'xinli',
      'zhuren',
    ]);
  });

  it("names positions of the caller's school only, by code and by id (账户设置 职位)", async () => {
    const byCode = (await items('sys_position,name,code')).body.result as DictItem[];
    expect(byCode.map((p) => [p.value, p.text])).toEqual([['dx_fuzeren', '中心负责人']]);
    const byId = (await items('sys_position,name,id')).body.result as DictItem[];
    expect(byId.map((p) => p.text)).toEqual(['中心负责人']);
    const [own] = await new TenantDb(t.db, 1000).list(sysPosition);
    expect(byId[0]?.value).toBe(own?.id);
  });

  it("names the caller's own schools only via sys_tenant, never another school (账户设置 租户)", async () => {
    const mine = (await items('sys_tenant,name,id')).body.result as DictItem[];
    expect(mine.map((s) => [s.value, s.text])).toContainEqual(['1000', '心苗示范大学']);
    expect(mine.map((s) => s.text)).not.toContain('另一所示范中学');
    const translated = await get('/jeecg-boot/sys/dict/loadDictItem/sys_tenant,name,id?key=1000,1001');
    expect(translated.body.result).toEqual(['心苗示范大学']);
    const searched = await get('/jeecg-boot/sys/dict/loadDict/sys_tenant,name,id?keyword=示范');
    expect((searched.body.result as DictItem[]).map((s) => s.text)).not.toContain('另一所示范中学');
    const zhongxue = await t.login('zhongxue');
    const theirs = await t.call({
      method: 'GET',
      url: `/jeecg-boot/sys/dict/getDictItems/${encodeURIComponent('sys_tenant,name,id')}`,
      headers: auth(zhongxue),
    });
    expect((theirs.body.result as DictItem[]).map((s) => [s.value, s.text])).toEqual([
      ['1001', '另一所示范中学'],
    ]);
  });

  // wire-contract §8 rows 6, 11–16: table-dictionary and tree injection attempts.
  it.each([
    'sys_user,username,password',
    'sys_user ,username,password',
    'sys_user,realname,password',
    '`sys_user`,username,password',
    'sys_user,(select password from sys_user limit 1),id',
    'sys_depart,depart_name,id,1=1',
    "sys_depart,depart_name,id,depart_name like '%'",
    'sys_depart,depart_name,org_code where 1=1--',
    'pg_catalog.pg_user,usename,passwd',
    'sys_depart,depart_name,id;drop table sys_user',
    'x.js',
    'sex or 1=1',
    "sex'--",
  ])('rejects %s', async (code) => {
    const { status, body } = await items(code);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code: 500, message: Msg.dictCodeBad, result: null });
  });

  it('has no unsigned or anonymous dictionary back doors', async () => {
    const anon = await t.call({ method: 'GET', url: '/jeecg-boot/sys/dict/getDictItems/x.js' });
    expect(anon.status).toBe(401);
    for (const url of [
      '/jeecg-boot/sys/dict/queryTableData?table=sys_user&text=password&code=username',
      '/jeecg-boot/sys/api/getDictItems?dictCode=sys_user%20,username,password',
      '/jeecg-boot/sys/api/queryTableDictItemsByCode?table=sys_user&text=password&code=username',
      '/jeecg-boot/sys/api/queryFilterTableDictInfo?table=sys_user&text=password&code=username&filterSql=1=1',
    ]) {
      const { body } = await get(url);
      expect(body).toMatchObject({ success: false, code: 404 });
      expect(JSON.stringify(body)).not.toMatch(/scrypt/);
    }
  });
});
