import { DICT_MESSAGES, type DictItem, type SysDict, type SysDictItem } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysDict, sysDictItem } from '../../db/schema.ts';
import { grantToRole } from '../../test/grant.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const token: Record<string, string> = {};
let foreignDictId = '';
let foreignItemId = '';

beforeAll(async () => {
  t = await createTestApp();
  await grantToRole(t, 1001, 'banzhuren', [
    'system:dict:list',
    'system:dict:add',
    'system:dict:edit',
    'system:dict:delete',
  ]);
  for (const name of ['admin', 'banzhuren', 'zhongxue']) token[name] = await t.login(name);
  const other = new TenantDb(t.db, 1001);
  [foreignDictId = ''] = await other.insert(sysDict, { dictName: '中学专用', dictCode: 'middle_only' });
  [foreignItemId = ''] = await other.insert(sysDictItem, {
    dictId: foreignDictId,
    itemText: '秘密',
    itemValue: 's',
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

type Page<T> = { records: T[]; total: number };
const dictByCode = async (code: string, who = 'admin') =>
  ((await call('GET', `/sys/dict/list?dictCode=${code}`, who)).body.result as Page<SysDict>).records[0];

describe('数据字典 CRUD', () => {
  it('needs a session and the buttons', async () => {
    expect((await t.call({ method: 'GET', url: '/jeecg-boot/sys/dict/list' })).status).toBe(401);
    expect((await call('GET', '/sys/dict/list', 'banzhuren')).body.code).toBe(510);
    expect(
      (await call('POST', '/sys/dictItem/add', 'banzhuren', { dictId: 'x', itemText: 'a', itemValue: 'a' }))
        .body.code,
    ).toBe(510);
  });

  it('adds, lists, edits and deletes a dictionary with its items', async () => {
    const added = await call('POST', '/sys/dict/add', 'admin', {
      dictName: '咨询方式',
      dictCode: 'consult_way',
    });
    expect(added.body).toMatchObject({ success: true, message: DICT_MESSAGES.addOk });
    const twice = await call('POST', '/sys/dict/add', 'admin', {
      dictName: '又一个',
      dictCode: 'consult_way',
    });
    expect(twice.body).toMatchObject({ success: false, message: '字典编码已存在' });
    const dict = await dictByCode('consult_way');
    expect(dict).toMatchObject({ dictName: '咨询方式', type: 0, createBy: 'admin' });

    const item = { dictId: dict?.id, itemText: '面谈', itemValue: 'face', sortOrder: 2 };
    expect((await call('POST', '/sys/dictItem/add', 'admin', item)).body.message).toBe(DICT_MESSAGES.addOk);
    await call('POST', '/sys/dictItem/add', 'admin', {
      ...item,
      itemText: '电话',
      itemValue: 'phone',
      sortOrder: 1,
    });
    const again = await call('POST', '/sys/dictItem/add', 'admin', { ...item, itemText: '重复' });
    expect(again.body).toMatchObject({ success: false, message: DICT_MESSAGES.itemValueTaken });

    const items = (await call('GET', `/sys/dictItem/list?dictId=${dict?.id}`)).body.result as Page<
      SysDictItem & { status_dictText?: string }
    >;
    expect(items.records.map((i) => i.itemValue)).toEqual(['phone', 'face']);
    // `_dictText` from the list engine: status 1 reads 启用 through dict_item_status.
    expect(items.records[0]).toMatchObject({ status: 1, status_dictText: '启用' });

    const served = (await call('GET', '/sys/dict/getDictItems/consult_way')).body.result as DictItem[];
    expect(served.map((d) => d.text)).toEqual(['电话', '面谈']);

    const face = items.records.find((i) => i.itemValue === 'face');
    const edited = await call('PUT', '/sys/dictItem/edit', 'admin', {
      ...item,
      id: face?.id,
      itemText: '当面',
      status: 0,
    });
    expect(edited.body.message).toBe(DICT_MESSAGES.editOk);
    const enabled = (await call('GET', '/sys/dict/getDictItems/consult_way')).body.result as DictItem[];
    expect(enabled.map((d) => d.text)).toEqual(['电话']);

    const renamed = await call('PUT', '/sys/dict/edit', 'admin', {
      id: dict?.id,
      dictName: '咨询形式',
      dictCode: 'consult_way',
    });
    expect(renamed.body.message).toBe(DICT_MESSAGES.editOk);
    expect((await dictByCode('consult_way'))?.dictName).toBe('咨询形式');

    expect((await call('DELETE', `/sys/dictItem/delete?id=${face?.id}`)).body.message).toBe(
      DICT_MESSAGES.deleteOk,
    );
    expect((await call('DELETE', `/sys/dict/delete?id=${dict?.id}`)).body.message).toBe(
      DICT_MESSAGES.deleteOk,
    );
    expect(await dictByCode('consult_way')).toBeUndefined();
    expect((await call('GET', '/sys/dict/getDictItems/consult_way')).body.result).toEqual([]);
  });

  it('deletes a batch, tolerating the trailing comma', async () => {
    await call('POST', '/sys/dict/add', 'admin', { dictName: '甲', dictCode: 'batch_a' });
    await call('POST', '/sys/dict/add', 'admin', { dictName: '乙', dictCode: 'batch_b' });
    const ids = [(await dictByCode('batch_a'))?.id, (await dictByCode('batch_b'))?.id];
    const gone = await call('DELETE', `/sys/dict/deleteBatch?ids=${ids.join(',')},`);
    expect(gone.body).toMatchObject({ success: true, message: DICT_MESSAGES.deleteOk });
    expect(await dictByCode('batch_a')).toBeUndefined();
  });

  it('validates with the spec wording', async () => {
    const empty = await call('POST', '/sys/dict/add', 'admin', { dictName: '', dictCode: 'x' });
    expect(empty.body).toMatchObject({ success: false, message: '请输入字典名称' });
    const bad = await call('POST', '/sys/dict/add', 'admin', {
      dictName: '坏',
      dictCode: "x'; drop table sys_dict;--",
    });
    expect(bad.body.message).toBe('字典编码只能包含字母、数字和下划线，且以字母开头');
    const sort = await call('GET', '/sys/dict/list?column=dict_code;select%201');
    expect(sort.body.success).toBe(false);
  });

  it("cannot list, read, change or delete another school's dictionary or items", async () => {
    expect(await dictByCode('middle_only')).toBeUndefined();
    expect(
      ((await call('GET', `/sys/dictItem/list?dictId=${foreignDictId}`)).body.result as Page<unknown>).total,
    ).toBe(0);
    const missing = await call('PUT', '/sys/dict/edit', 'admin', {
      id: 'nope',
      dictName: 'x',
      dictCode: 'x_y',
    });
    const foreign = await call('PUT', '/sys/dict/edit', 'admin', {
      id: foreignDictId,
      dictName: 'x',
      dictCode: 'x_y',
    });
    expect({ ...foreign.body, timestamp: 0 }).toEqual({ ...missing.body, timestamp: 0 });
    expect((await call('DELETE', `/sys/dict/delete?id=${foreignDictId}`)).body.message).toBe(
      DICT_MESSAGES.notFound,
    );
    expect((await call('DELETE', `/sys/dictItem/delete?id=${foreignItemId}`)).body.message).toBe(
      DICT_MESSAGES.notFound,
    );
    const intoForeign = await call('POST', '/sys/dictItem/add', 'admin', {
      dictId: foreignDictId,
      itemText: 'a',
      itemValue: 'a',
    });
    expect(intoForeign.body.message).toBe(DICT_MESSAGES.notFound);
    const edit = await call('PUT', '/sys/dictItem/edit', 'admin', {
      id: foreignItemId,
      dictId: foreignDictId,
      itemText: '改',
      itemValue: 's',
    });
    expect(edit.body.message).toBe(DICT_MESSAGES.notFound);
    // The other school still sees its own rows unchanged.
    const theirs = (await call('GET', `/sys/dictItem/list?dictId=${foreignDictId}`, 'zhongxue')).body
      .result as Page<SysDictItem>;
    expect(theirs.records.map((i) => i.itemText)).toEqual(['秘密']);
  });
});
