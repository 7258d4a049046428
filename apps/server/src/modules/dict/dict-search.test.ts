import { DICT_MESSAGES, type DictItem, Msg, type TreeSelectNode } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysCategory, sysCheckRule, sysPosition } from '../../db/schema.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin');
  await new TenantDb(t.db, 1000).insert(sysPosition, { code: 'zhuren', name: '主任' });
  await new TenantDb(t.db, 1001).insert(sysPosition, { code: 'secret_code', name: '中学职务' });
  await new TenantDb(t.db, 1000).insert(sysCategory, [
    { id: 'c1', pid: '0', name: '学科', code: 'A01', hasChild: '1' },
    { id: 'c2', pid: 'c1', name: '心理学', code: 'A01A01' },
  ]);
  await new TenantDb(t.db, 1001).insert(sysCheckRule, {
    ruleName: '中学规则',
    ruleCode: 'middle_rule',
    ruleJson: [{ digits: '*', pattern: '.*', message: 'x' }],
  });
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url: `/jeecg-boot${url}`, headers: auth(token) });
const enc = encodeURIComponent;

describe('loadDict and loadDictItem (server registry only)', () => {
  it('searches a registered table dictionary by keyword, with paging', async () => {
    const all = await get(`/sys/dict/loadDict/${enc('sys_user,realname,username')}?keyword=${enc('林')}`);
    expect(all.body).toMatchObject({ success: true, code: 0 });
    expect((all.body.result as DictItem[]).map((d) => d.value)).toEqual(['xinli']);
    const two = await get(
      `/sys/dict/loadDict/${enc('sys_user,realname,username')}?keyword=${enc('admin,xinli')}`,
    );
    expect((two.body.result as DictItem[]).map((d) => d.value).sort()).toEqual(['admin', 'xinli']);
    const page = await get(`/sys/dict/loadDict/${enc('sys_user,realname,username')}?pageNo=1&pageSize=2`);
    expect(page.body.result).toHaveLength(2);
    const ordered = await get(
      `/sys/dict/loadDict/${enc('sys_user,realname,username')}?keyword=${enc('林[orderby:password,asc]')}`,
    );
    expect((ordered.body.result as DictItem[]).map((d) => d.value)).toEqual(['xinli']);
  });

  it('translates keys of plain and table dictionaries', async () => {
    const plain = await get('/sys/dict/loadDictItem/sex?key=2,1,9');
    expect(plain.body.result).toEqual(['女', '男']);
    const kept = await get('/sys/dict/loadDictItem/sex?key=2,9&delNotExist=false');
    expect(kept.body.result).toEqual(['女', '9']);
    const table = await get(`/sys/dict/loadDictItem/${enc('sys_user,realname,username')}?key=xinli`);
    expect(table.body.result).toEqual(['林心怡']);
  });

  // wire-contract §8 rows 13, 14, 16: loadDict / loadDictItem with table-dictionary injection.
  it.each([
    'sex',
    'sys_user,password,username',
    'sys_user,username,password',
    'sys_user ,realname,username',
    '`sys_user`,realname,username',
    'sys_user,realname,username,1=1',
    "sys_user,realname,username where '1'='1'",
    'sys_user,(select password from sys_user limit 1),username',
    'pg_catalog.pg_user,usename,passwd',
    'sys_depart,depart_name,id;drop table sys_user',
    'x.js',
  ])('loadDict refuses %s', async (code) => {
    const { status, body } = await get(`/sys/dict/loadDict/${enc(code)}?keyword=a`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code: 500, message: Msg.dictCodeBad, result: null });
  });

  it.each(["sex'--", 'sys_user,password,username', 'sex or 1=1'])('loadDictItem refuses %s', async (code) => {
    const { body } = await get(`/sys/dict/loadDictItem/${enc(code)}?key=a`);
    expect(body).toMatchObject({ success: false, message: Msg.dictCodeBad });
  });

  it('a keyword is data: quotes and SQL in it match nothing and leak nothing', async () => {
    // wire-contract §8 row 14 (#9491/#9522): loadDict exists now, over the registry only.
    for (const keyword of [
      "' or '1'='1",
      "%' and 1=(select 1)--",
      "a' union select password from sys_user--",
      "1' and (select 1 from pg_sleep(3))='1",
      '[orderby:password,asc]x',
    ]) {
      const { body } = await get(
        `/sys/dict/loadDict/${enc('sys_user,realname,username')}?keyword=${enc(keyword)}`,
      );
      expect(body).toMatchObject({ success: true, result: [] });
    }
  });
});

describe('loadTreeData', () => {
  it('serves registered trees, roots first then children', async () => {
    const roots = await get(
      '/sys/dict/loadTreeData?pid=&tableName=sys_category&text=name&code=id&pidField=pid',
    );
    expect(roots.body).toMatchObject({ success: true, code: 0 });
    expect(roots.body.result as TreeSelectNode[]).toEqual([
      { key: 'c1', title: '学科', value: 'c1', code: 'A01', isLeaf: false, parentId: '0', children: null },
    ]);
    const kids = await get(
      '/sys/dict/loadTreeData?pid=c1&tableName=sys_category&text=name&code=code&pidField=pid',
    );
    expect((kids.body.result as TreeSelectNode[]).map((n) => [n.title, n.value, n.isLeaf])).toEqual([
      ['心理学', 'A01A01', true],
    ]);
    const departs = await get(
      '/sys/dict/loadTreeData?pid=&tableName=sys_depart&text=depart_name&code=id&pidField=parent_id',
    );
    expect((departs.body.result as TreeSelectNode[]).map((n) => n.title)).toEqual(['心苗示范大学']);
  });

  // wire-contract §8 row 6 (#1887, CVE-2023-38992, #9520).
  it.each([
    'tableName=sys_user&text=password&code=username&pidField=id',
    `tableName=sys_category&text=name&code=id&pidField=pid&condition=${enc('{"1=1) or (1":"1"}')}`,
    `tableName=sys_category&text=name&code=id&pidField=pid&condition=${enc('{"_tableFilterSql":"1=1"}')}`,
    'tableName=sys_category&text=(select password from sys_user limit 1)&code=id&pidField=pid',
    'tableName=sys_category&text=name&code=id&pidField=pid or 1=1',
    'tableName=sys_category;drop table sys_category&text=name&code=id&pidField=pid',
  ])('refuses %s', async (query) => {
    const { status, body } = await get(`/sys/dict/loadTreeData?pid=&${query}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, message: DICT_MESSAGES.treeBad });
    expect(JSON.stringify(body)).not.toMatch(/scrypt/);
  });
});

describe('/sys/duplicate/check', () => {
  const check = (q: string) => get(`/sys/duplicate/check?${q}`);

  it('answers JeecgBoot-style for whitelisted pairs, within the tenant', async () => {
    expect((await check('tableName=sys_position&fieldName=code&fieldVal=zhuren')).body).toMatchObject({
      success: false,
      message: DICT_MESSAGES.valueTaken,
    });
    const free = await check('tableName=sys_position&fieldName=code&fieldVal=new_code');
    expect(free.body).toMatchObject({ success: true, code: 200, message: DICT_MESSAGES.valueFree });
    const empty = await check('tableName=sys_position&fieldName=code&fieldVal=');
    expect(empty.body).toMatchObject({ success: true, code: 500, message: DICT_MESSAGES.valueEmpty });
    // Another school's code reads as free: nothing about it can be detected.
    const foreign = await check('tableName=sys_position&fieldName=code&fieldVal=secret_code');
    expect(foreign.body.message).toBe(DICT_MESSAGES.valueFree);
    const dict = await check('tableName=sys_dict&fieldName=dict_code&fieldVal=sex');
    expect(dict.body.message).toBe(DICT_MESSAGES.valueTaken);
  });

  it('excludes the row being edited (dataId)', async () => {
    const rows = await new TenantDb(t.db, 1000).list(sysPosition);
    const own = rows.find((r) => r.code === 'zhuren');
    const { body } = await check(`tableName=sys_position&fieldName=code&fieldVal=zhuren&dataId=${own?.id}`);
    expect(body.message).toBe(DICT_MESSAGES.valueFree);
  });

  // wire-contract §8 row 9 (CVE-2022-45206, CVE-2023-38905, CVE-2023-41543). sys_user's username,
  // work_no, phone and email are answered for user administrators (users/jeecg-user-form.test.ts).
  it.each([
    ['sys_user', 'password'],
    ['sys_user', 'salt'],
    ['sys_position', 'code/*%0A*/or/**/1=1'],
    ['sys_position', '(select(pg_sleep(3)))'],
    ['sys_position where 1=1 --', 'code'],
    ['pg_catalog.pg_user', 'passwd'],
    ['sys_position', 'name'],
    ['SYS_POSITION', 'CODE'],
    ['constructor', 'prototype'],
  ])('refuses table %s field %s', async (table, field) => {
    const { status, body } = await check(`tableName=${enc(table)}&fieldName=${enc(field)}&fieldVal=x`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, message: DICT_MESSAGES.duplicateUnknown });
  });

  it('takes a hostile value as data', async () => {
    const { body } = await check(`tableName=sys_position&fieldName=code&fieldVal=${enc("x' or '1'='1")}`);
    expect(body.message).toBe(DICT_MESSAGES.valueFree);
  });
});

describe('/sys/checkRule/checkByCode', () => {
  it('applies the stored rules in order', async () => {
    const pass = await get('/sys/checkRule/checkByCode?ruleCode=common&value=a12345');
    expect(pass.body).toMatchObject({ success: true, code: 200 });
    const first = await get('/sys/checkRule/checkByCode?ruleCode=common&value=112345');
    expect(first.body).toMatchObject({
      success: false,
      message: '首位必须是字母',
      result: { digits: '1', beginIndex: 0, endIndex: 1, checkValue: '1', passed: false },
    });
    const rest = await get('/sys/checkRule/checkByCode?ruleCode=common&value=a12');
    expect(rest.body).toMatchObject({ success: false, message: '其余须为 5 到 17 位字母或数字' });
  });

  it("knows no other school's rule and no unknown code", async () => {
    for (const code of ['middle_rule', 'nope', "common' or 1=1--"]) {
      const { body } = await get(`/sys/checkRule/checkByCode?ruleCode=${enc(code)}&value=x`);
      expect(body).toMatchObject({ success: false, message: DICT_MESSAGES.ruleUnknown });
    }
  });
});
