import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleRequest, replay } from '../test/jeecg-console.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'banzhuren']) token[name] = await t.login(name);
  const notice = await replay(
    t,
    {
      console: 'vue2',
      method: 'POST',
      path: '/sys/annountCement/add',
      body: { titile: '导出的通告', msgCategory: '1' },
    },
    session('admin'),
  );
  expect(notice.body.success).toBe(true);
});
afterAll(() => t.close());

const session = (who: string) => ({ token: token[who] ?? '', tenantId: 1000 });

/** The sheet's rows as text, title rows included. */
async function sheetRows(payload: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(payload).buffer);
  const rows: string[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
  });
  return rows;
}

/** Downloads as the consoles do (a blob, the list's search form and default sort as the query). */
async function download(request: ConsoleRequest, who = 'admin') {
  const query = new URLSearchParams({ _t: '1764259200', ...request.query });
  const headers: Record<string, string> =
    request.console === 'vue3'
      ? { 'x-access-token': token[who] ?? '', 'x-version': 'v3', 'x-tenant-id': '1000' }
      : { 'x-access-token': token[who] ?? '', 'tenant-id': '1000' };
  const options: InjectOptions = { method: 'GET', url: `/jeecg-boot${request.path}?${query}`, headers };
  return t.app.inject(options);
}

async function listCodes(path: string, field: string): Promise<string[]> {
  const reply = await replay(
    t,
    { console: 'vue3', method: 'GET', path, query: { pageNo: '1', pageSize: '1000' } },
    session('admin'),
  );
  return (reply.body.result as { records: Record<string, string>[] }).records.map((r) => r[field] ?? '');
}

const EXPORTS = [
  {
    path: '/sys/dict/exportXls',
    list: '/sys/dict/list',
    code: 'dictCode',
    header: '字典编号',
    title: '数据字典报表',
  },
  {
    path: '/sys/role/exportXls',
    list: '/sys/role/list',
    code: 'roleCode',
    header: '角色编码',
    title: '角色报表',
  },
];

describe('exports of JeecgBoot’s system pages', () => {
  for (const spec of EXPORTS) {
    it(`${spec.path} downloads the list's rows in JeecgBoot's layout, from both consoles`, async () => {
      const codes = await listCodes(spec.list, spec.code);
      expect(codes.length).toBeGreaterThan(0);
      for (const console of ['vue2', 'vue3'] as const) {
        const reply = await download({
          console,
          method: 'GET',
          path: spec.path,
          query: { column: 'createTime', order: 'desc' },
        });
        expect(reply.statusCode).toBe(200);
        expect(reply.headers['content-disposition']).toContain('attachment');
        const rows = await sheetRows(reply.rawPayload);
        expect(rows[0]).toEqual([spec.title]);
        expect(rows[1]?.[0]).toMatch(/^导出人:/);
        const column = rows[2]?.indexOf(spec.header) ?? -1;
        expect(column).toBeGreaterThanOrEqual(0);
        expect(
          rows
            .slice(3)
            .map((r) => r[column])
            .sort(),
        ).toEqual([...codes].sort());
      }
    });
  }

  it('applies the search form and the ticked rows', async () => {
    const filtered = await download({
      console: 'vue2',
      method: 'GET',
      path: '/sys/dict/exportXls',
      query: { dictCode: 'sex', column: 'createTime', order: 'desc' },
    });
    expect((await sheetRows(filtered.rawPayload)).slice(3).map((r) => r[1])).toEqual(['sex']);

    const roles = await replay(
      t,
      { console: 'vue3', method: 'GET', path: '/sys/role/list', query: { pageNo: '1', pageSize: '2' } },
      session('admin'),
    );
    const [first] = (roles.body.result as { records: { id: string; roleCode: string }[] }).records;
    const ticked = await download({
      console: 'vue3',
      method: 'GET',
      path: '/sys/role/exportXls',
      query: { selections: `${first?.id},`, column: 'createTime', order: 'desc' },
    });
    expect((await sheetRows(ticked.rawPayload)).slice(3).map((r) => r[1])).toEqual([first?.roleCode]);
  });

  it('needs the export button, and keeps the sort whitelist', async () => {
    const refused = await download(
      { console: 'vue2', method: 'GET', path: '/sys/role/exportXls', query: {} },
      'banzhuren',
    );
    expect(refused.json()).toMatchObject({ success: false, code: 510 });
    const badSort = await download({
      console: 'vue3',
      method: 'GET',
      path: '/sys/dict/exportXls',
      query: { column: 'password', order: 'desc' },
    });
    expect(badSort.json()).toMatchObject({ success: false, message: '请注意，将要排序的列字段不存在' });
  });
});
