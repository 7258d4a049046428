import { CGREPORT_MESSAGES, Msg, type ReportColumns, type ReportConfig } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { onlCgreportHead } from '../../db/schema.ts';
import { auth, type Body, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const token: Record<string, string> = {};
let foreignId = '';
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'banzhuren']) token[name] = await t.login(name);
  [foreignId = ''] = await new TenantDb(t.db, 1001).insert(onlCgreportHead, {
    code: 'middle_only',
    name: '中学报表',
    source: 'position',
    columns: ['code', 'name'],
    searchFields: [],
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
type Row = Record<string, string | number | null>;
type Page = { records: Row[]; total: number; size: number; current: number; pages: number };
const data = async (code: string, query = '', who = 'admin') =>
  (await call('GET', `/online/cgreport/api/getData/${code}${query}`, who)).body;
const page = (body: Body) => body.result as Page;

const positionReport = {
  code: 'pos_pick',
  name: '职务选择',
  source: 'position',
  columns: ['code', 'name', 'postRank'],
  searchFields: ['name', 'postRank'],
  sortField: 'code',
  sortOrder: 'asc',
};

describe('报表配置 admin', () => {
  it('needs a session and the button', async () => {
    expect((await t.call({ method: 'GET', url: '/jeecg-boot/online/cgreport/head/list' })).status).toBe(401);
    expect((await call('GET', '/online/cgreport/head/list', 'banzhuren')).body.code).toBe(510);
  });

  it('lists the seeded defaults, adds, edits and deletes a config', async () => {
    const seeded = (await call('GET', '/online/cgreport/head/list?column=code&order=asc')).body.result as {
      records: ReportConfig[];
    };
    expect(seeded.records.map((r) => r.code)).toEqual([
      'depart_select',
      'user_select',
      'xlwy_incident_stats',
    ]);
    const added = await call('POST', '/online/cgreport/head/add', 'admin', positionReport);
    expect(added.body).toMatchObject({ success: true, message: CGREPORT_MESSAGES.addOk });
    const twice = await call('POST', '/online/cgreport/head/add', 'admin', positionReport);
    expect(twice.body).toMatchObject({ success: false, message: '报表编码已存在' });
    const [row] = (
      (await call('GET', '/online/cgreport/head/list?code=pos_pick')).body.result as {
        records: ReportConfig[];
      }
    ).records;
    expect(row).toMatchObject({
      source: 'position',
      columns: ['code', 'name', 'postRank'],
      sortOrder: 'asc',
    });
    const edited = await call('PUT', '/online/cgreport/head/edit', 'admin', {
      ...positionReport,
      id: row?.id,
      name: '职务',
    });
    expect(edited.body.message).toBe(CGREPORT_MESSAGES.editOk);
    expect((await call('GET', `/online/cgreport/head/queryById?id=${row?.id}`)).body.result).toMatchObject({
      name: '职务',
    });
    expect((await call('DELETE', `/online/cgreport/head/delete?id=${row?.id}`)).body.message).toBe(
      CGREPORT_MESSAGES.deleteOk,
    );
  });

  it('refuses fields outside the source whitelist, and SQL-looking codes', async () => {
    const add = (patch: object) =>
      call('POST', '/online/cgreport/head/add', 'admin', { ...positionReport, ...patch });
    expect((await add({ source: 'user', columns: ['username', 'password'] })).body.message).toBe(
      '字段「password」不是数据源「用户」的字段',
    );
    expect((await add({ source: 'user', columns: ['username'], searchFields: ['email'] })).body.message).toBe(
      '字段「email」不能作为「用户」的查询条件',
    );
    expect(
      (await add({ source: 'user', columns: ['username'], searchFields: [], sortField: 'phone' })).body
        .message,
    ).toBe('字段「phone」不能作为「用户」的排序字段');
    expect((await add({ source: 'sys_user' })).body.message).toBe('请选择数据源');
    expect((await add({ code: "x'; drop table onl_cgreport_head;--" })).body.message).toBe(
      '报表编码须以字母开头，只能包含字母、数字和下划线',
    );
  });

  it("another school's config reads, edits and deletes like a missing one", async () => {
    expect((await call('GET', `/online/cgreport/head/queryById?id=${foreignId}`)).body.message).toBe(
      CGREPORT_MESSAGES.notFound,
    );
    const edit = await call('PUT', '/online/cgreport/head/edit', 'admin', {
      ...positionReport,
      id: foreignId,
    });
    expect(edit.body.message).toBe(CGREPORT_MESSAGES.notFound);
    expect((await call('DELETE', `/online/cgreport/head/delete?id=${foreignId}`)).body.message).toBe(
      CGREPORT_MESSAGES.notFound,
    );
    for (const key of ['middle_only', foreignId]) {
      expect(await data(key)).toMatchObject({ success: false, message: CGREPORT_MESSAGES.reportMissing });
    }
  });
});

describe('online report API', () => {
  it('getRpColumns gives the columns, dictionary options and the config id', async () => {
    const reply = await call('GET', '/online/cgreport/api/getRpColumns/user_select');
    const result = reply.body.result as ReportColumns;
    expect(result.cgRpConfigName).toBe('用户选择');
    expect(result.columns.map((c) => c.dataIndex)).toEqual([
      'username',
      'realname',
      'sex',
      'workNo',
      'phone',
    ]);
    expect(result.columns.find((c) => c.dataIndex === 'sex')).toMatchObject({
      title: '性别',
      customRender: 'sex',
    });
    expect(result.dictOptions.sex?.map((o) => o.text)).toEqual(expect.arrayContaining(['男', '女']));
    expect(result.defaultSorter).toBe('username=asc');
    const byId = await call('GET', `/online/cgreport/api/getColumns/${result.cgRpConfigId}`);
    expect((byId.body.result as ReportColumns).cgRpConfigName).toBe('用户选择');
    const info = await call('GET', `/online/cgreport/api/getQueryInfo/${result.cgRpConfigId}`);
    expect(info.body.result).toEqual([
      { field: 'username', label: '账号', view: 'text', mode: 'single', hidden: '0' },
      { field: 'realname', label: '姓名', view: 'text', mode: 'single', hidden: '0' },
    ]);
    expect((await call('GET', '/online/cgreport/api/getRpColumns/nope')).body.message).toBe(
      CGREPORT_MESSAGES.reportMissing,
    );
  });

  it('getData returns only id and the configured fields, with dictionary texts', async () => {
    const body = await data('user_select', '?username=admin');
    const [admin] = page(body).records;
    expect(Object.keys(admin ?? {}).sort()).toEqual(
      ['id', 'username', 'realname', 'sex', 'workNo', 'phone', 'sex_dictText'].sort(),
    );
    expect(admin?.username).toBe('admin');
    const users = page(await data('user_select', '?pageSize=200')).records.map((r) => r.username);
    expect(users).toEqual([...users].sort());
    expect(users).not.toContain('zhongxue');
  });

  it('pages: disjoint pages, the same total, MyBatis-Plus page fields', async () => {
    const first = page(await data('depart_select', '?pageNo=1&pageSize=2'));
    const second = page(await data('depart_select', '?pageNo=2&pageSize=2'));
    expect(first.records).toHaveLength(2);
    expect(second.total).toBe(first.total);
    expect(first).toMatchObject({ size: 2, current: 1, pages: Math.ceil(first.total / 2) });
    const ids = new Set(first.records.map((r) => r.id));
    expect(second.records.some((r) => ids.has(r.id))).toBe(false);
    expect((await data('depart_select', '?pageSize=201')).success).toBe(false);
  });

  it('searches with QueryGenerator values, self_ parameters and the sort whitelist', async () => {
    const like = page(await data('depart_select', `?departName=${encodeURIComponent('*心理*')}`)).records;
    expect(like.map((r) => r.departName)).toContain('心理健康教育中心');
    const exact = page(
      await data('depart_select', `?self_departName=${encodeURIComponent("'心理健康教育中心'")}`),
    );
    expect(exact.records.map((r) => r.departName)).toEqual(['心理健康教育中心']);
    const asc = page(await data('depart_select', '?column=departOrder&order=asc&pageSize=200')).records;
    expect(asc.length).toBeGreaterThan(1);
  });

  it('refuses names outside the report whitelist: parameters, self_ fields and sort columns', async () => {
    for (const query of [
      '?password=x',
      '?email=a',
      '?tenant_id=1000',
      '?self_password=x',
      '?username_begin=a',
    ]) {
      expect(await data('user_select', query), query).toMatchObject({
        success: false,
        message: CGREPORT_MESSAGES.unknownParam,
      });
    }
    for (const column of [
      'password',
      'phone',
      'tenant_id',
      'id;select pg_sleep(3)',
      'createTime desc, (select 1)',
    ]) {
      const body = await data('user_select', `?column=${encodeURIComponent(column)}&order=asc`);
      expect(body, column).toMatchObject({ success: false, message: Msg.sortFieldUnknown });
    }
  });

  it('treats injected values as values: they match nothing', async () => {
    const payloads = ["admin' or '1'='1", "%' or 1=1 --", "1' and (select 1 from pg_sleep(3))='1", '*'];
    for (const payload of payloads) {
      const search = page(await data('user_select', `?username=${encodeURIComponent(payload)}`));
      expect(search.records, payload).toEqual([]);
      const fixed = page(await data('user_select', `?self_username=${encodeURIComponent(payload)}`));
      expect(fixed.records, payload).toEqual([]);
    }
  });

  it("reads a source only with the source's own permission", async () => {
    expect(await data('user_select', '', 'banzhuren')).toMatchObject({ success: false, code: 510 });
    const columns = await call('GET', '/online/cgreport/api/getRpColumns/user_select', 'banzhuren');
    expect(columns.body).toMatchObject({ success: false, code: 510 });
  });
});
