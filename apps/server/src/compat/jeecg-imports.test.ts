import { EXCEL_CONTENT_TYPE, ResultCode, type SheetImportResult } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SheetImportMsg } from '../core/spreadsheet/sheet-import.ts';
import { sysAnnouncement, sysCategory, sysDepart } from '../db/schema.ts';
import { multipart } from '../test/multipart.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// The 导入/导出 buttons of JeecgBoot's system pages, as both consoles send them: the export a GET
// with the list's query (a blob), the import a multipart POST of field `file` (Vue2's a-upload and
// Vue3's useListPage both name it so) with the console's own headers.
let t: TestApp;
const token: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'banzhuren']) token[name] = await t.login(name);
});
afterAll(() => t.close());

type Console = 'vue2' | 'vue3';
const headersOf = (console: Console, who: string): Record<string, string> =>
  console === 'vue3'
    ? { 'x-access-token': token[who] ?? '', 'x-version': 'v3', 'x-tenant-id': '1000' }
    : { 'x-access-token': token[who] ?? '', 'tenant-id': '1000' };

/** A workbook in JeecgBoot's layout: two title rows, the header row, the data. */
async function workbook(header: string[], rows: string[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('导入');
  sheet.addRow(['导入报表']);
  sheet.addRow(['导出人:admin']);
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

async function sheetRows(payload: Buffer | Uint8Array): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(payload).buffer);
  const rows: string[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
  });
  return rows;
}

async function upload(path: string, data: Uint8Array, console: Console = 'vue2', who = 'admin') {
  const { payload, contentType } = multipart([{ name: 'file', filename: '导入.xlsx', data }]);
  const res = await t.call({
    method: 'POST',
    url: `/jeecg-boot${path}`,
    headers: { ...headersOf(console, who), 'content-type': contentType },
    payload,
  });
  return res.body as { success: boolean; code: number; message: string; result: SheetImportResult | null };
}

function download(path: string, console: Console = 'vue2', query: Record<string, string> = {}) {
  const search = new URLSearchParams({ _t: '1764259200', ...query });
  return t.app.inject({
    method: 'GET',
    url: `/jeecg-boot${path}?${search}`,
    headers: headersOf(console, 'admin'),
  });
}

describe('system-page imports (both consoles)', () => {
  it('职务: imports every row, and the export reads back as the same rows', async () => {
    const data = await workbook(
      ['职务编码', '职务名称', '职级'],
      [
        ['IMP01', '导入职务一', '中级'],
        ['IMP02', '导入职务二', ''],
      ],
    );
    const reply = await upload('/sys/position/importExcel', data, 'vue3');
    expect(reply).toMatchObject({ success: true, message: SheetImportMsg.imported(2) });
    expect(reply.result).toMatchObject({ totalCount: 2, errorCount: 0, successCount: 2 });
    const exported = await download('/sys/position/exportXls', 'vue3', { code: 'IMP01' });
    expect(await sheetRows(exported.rawPayload)).toContainEqual(['IMP01', '导入职务一', '中级']);
  });

  it('all or nothing: one bad row writes none and links the error list (code 201)', async () => {
    const data = await workbook(
      ['职务编码', '职务名称', '职级'],
      [
        ['IMP11', '好的一行', ''],
        ['IMP01', '编码已存在', ''],
        ['IMP11', '文件内重复', '无此职级'],
        ['bad code!', '', ''],
      ],
    );
    const reply = await upload('/sys/position/importExcel', data);
    expect(reply).toMatchObject({
      success: true,
      code: ResultCode.IMPORT_PARTIAL,
      message: SheetImportMsg.rejected(3, 4),
    });
    expect(reply.result).toMatchObject({ totalCount: 4, errorCount: 3, successCount: 0 });
    const fileUrl = reply.result?.fileUrl ?? '';
    expect(fileUrl).toMatch(/^\/sys\/common\/static\/importError\/[0-9a-f]{32}\.xlsx$/);
    const list = await download('/sys/position/exportXls', 'vue2', { code: 'IMP11' });
    expect((await sheetRows(list.rawPayload)).slice(3)).toEqual([]);
    const errors = await t.app.inject({
      method: 'GET',
      url: `/jeecg-boot${fileUrl}`,
      headers: headersOf('vue2', 'admin'),
    });
    const rows = await sheetRows(errors.rawPayload);
    expect(rows[2]).toEqual(['职务编码', '职务名称', '职级', '行号', '错误原因']);
    expect(rows.slice(3).map((row) => [row[3], row[4]])).toEqual([
      ['5', '职务编码：已存在'],
      ['6', '职级：无此职级 不是可选的职级；职务编码：与第 4 行重复'],
      ['7', expect.stringContaining('职务名称：请输入职务名称')],
    ]);
  });

  it('角色, 数据字典 and 编码校验规则 import by their add forms’ rules', async () => {
    const roles = await upload(
      '/sys/role/importExcel',
      await workbook(['角色名称', '角色编码', '备注'], [['导入角色', 'imported_role', '由文件导入']]),
    );
    expect(roles).toMatchObject({ success: true, message: SheetImportMsg.imported(1) });
    const dicts = await upload(
      '/sys/dict/importExcel',
      await workbook(['字典名称', '字典编号', '描述'], [['导入字典', 'imported_dict', '']]),
      'vue3',
    );
    expect(dicts).toMatchObject({ success: true, message: SheetImportMsg.imported(1) });
    const rules = await upload(
      '/sys/checkRule/importExcel',
      await workbook(
        ['规则名称', '规则Code', '规则JSON', '规则描述'],
        [
          ['导入规则', 'imported_rule', '[{"digits":"*","pattern":"^[0-9]+$","message":"只能是数字"}]', ''],
          ['坏的规则', 'bad_rule', 'not json', ''],
        ],
      ),
    );
    expect(rules).toMatchObject({ code: ResultCode.IMPORT_PARTIAL, message: SheetImportMsg.rejected(1, 2) });
    const again = await upload(
      '/sys/role/importExcel',
      await workbook(['角色名称', '角色编码', '备注'], [['再导一次', 'imported_role', '']]),
    );
    expect(again.code).toBe(ResultCode.IMPORT_PARTIAL);
    expect(again.result?.errorCount).toBe(1);
  });

  it('分类字典 and 部门: exported as trees (parents by code) and imported back as new branches', async () => {
    const categories = await download('/sys/category/exportXls');
    expect(categories.headers['content-type']).toBe(EXCEL_CONTENT_TYPE);
    const categoryRows = await sheetRows(categories.rawPayload);
    expect(categoryRows[0]).toEqual(['分类字典报表']);
    expect(categoryRows[2]).toEqual(['分类名称', '分类编码', '父级编码']);

    const tree = await upload(
      '/sys/category/importExcel',
      await workbook(
        ['分类名称', '分类编码', '父级编码'],
        [
          ['导入子类', 'Z90A01', 'Z90'],
          ['导入根类', 'Z90', ''],
        ],
      ),
      'vue3',
    );
    expect(tree).toMatchObject({ success: true, message: SheetImportMsg.imported(2) });
    const [root] = await t.db.select().from(sysCategory).where(eq(sysCategory.code, 'Z90'));
    const [child] = await t.db.select().from(sysCategory).where(eq(sysCategory.code, 'Z90A01'));
    expect(child?.pid).toBe(root?.id);
    expect(root?.hasChild).toBe('1');
    const wrongPrefix = await upload(
      '/sys/category/importExcel',
      await workbook(['分类名称', '分类编码', '父级编码'], [['前缀不对', 'Y01', 'Z90']]),
    );
    expect(wrongPrefix.code).toBe(ResultCode.IMPORT_PARTIAL);

    const departs = await download('/sys/sysDepart/exportXls', 'vue3');
    const departRows = await sheetRows(departs.rawPayload);
    expect(departRows[2]?.slice(0, 3)).toEqual(['部门名称', '部门编码', '上级部门编码']);
    const [rootDepart] = departRows.slice(3).filter((row) => row[2] === '');
    expect(rootDepart).toBeDefined();
    // Re-importing an export would duplicate the school: its codes are taken, nothing is written.
    const again = await upload('/sys/sysDepart/importExcel', new Uint8Array(departs.rawPayload));
    expect(again.code).toBe(ResultCode.IMPORT_PARTIAL);

    const branch = await upload(
      '/sys/sysDepart/importExcel',
      await workbook(
        ['部门名称', '部门编码', '上级部门编码', '排序', '机构类别'],
        [
          ['导入教研室', 'N2', 'N1', '2', '部门'],
          ['导入学院', 'N1', rootDepart?.[1] ?? '', '1', '2'],
        ],
      ),
      'vue3',
    );
    expect(branch).toMatchObject({ success: true, message: SheetImportMsg.imported(2) });
    const [college] = await t.db.select().from(sysDepart).where(eq(sysDepart.departName, '导入学院'));
    const [office] = await t.db.select().from(sysDepart).where(eq(sysDepart.departName, '导入教研室'));
    expect(office?.parentId).toBe(college?.id);
    expect(office?.orgCode.startsWith(college?.orgCode ?? '?')).toBe(true);
    expect(college?.orgCode.startsWith(rootDepart?.[1] ?? '?')).toBe(true);
  });

  it('定时任务: a row naming a class to load (JeecgBoot’s SampleJob) or a job the school has is refused', async () => {
    const exported = await download('/sys/quartzJob/exportXls', 'vue3');
    const [existing] = (await sheetRows(exported.rawPayload)).slice(3);
    const reply = await upload(
      '/sys/quartzJob/importExcel',
      await workbook(
        ['任务类名', 'cron表达式', '参数', '描述', '状态'],
        [
          ['org.jeecg.modules.quartz.job.SampleJob', '0/1 * * * * ?', '', '示例', '停止'],
          [existing?.[0] ?? '', existing?.[1] ?? '', '', '', '正常'],
        ],
      ),
      'vue3',
    );
    expect(reply).toMatchObject({ code: ResultCode.IMPORT_PARTIAL, message: SheetImportMsg.rejected(2, 2) });
  });

  it('系统通告: drafts for everybody by the add form’s rules (content sanitised), JeecgBoot’s headers too', async () => {
    // JeecgBoot's own export of SysAnnouncement: 通告对象类型 and the dictionaries' texts.
    const header = [
      '标题',
      '内容',
      '开始时间',
      '结束时间',
      '发布人',
      '优先级',
      '消息类型',
      '通告对象类型',
      '发布状态',
    ];
    const bad = await upload(
      '/sys/annountCement/importExcel',
      await workbook(header, [
        ['导入的通告', '<p>正文</p>', '', '', 'admin', '重要', '通知公告', '全体用户', '已发布'],
        ['', '无标题', '', '', '', '', '', '', ''],
        ['指定的人', '正文', '', '', '', '', '', '指定用户', ''],
        ['时间倒了', '正文', '2026-03-02', '2026-03-01', '', '加急', '', '', ''],
      ]),
    );
    expect(bad).toMatchObject({ code: ResultCode.IMPORT_PARTIAL, message: SheetImportMsg.rejected(3, 4) });
    const errors = await t.app.inject({
      method: 'GET',
      url: `/jeecg-boot${bad.result?.fileUrl ?? ''}`,
      headers: headersOf('vue2', 'admin'),
    });
    expect((await sheetRows(errors.rawPayload)).slice(3).map((row) => row.at(-1))).toEqual([
      '标题：请输入标题',
      '通告对象：指定用户的通告请在页面上添加并选择接收人',
      '优先级：加急 不是可选的值（一般、重要、紧急）；结束时间：不能早于开始时间',
    ]);
    expect(await t.db.select().from(sysAnnouncement).where(eq(sysAnnouncement.titile, '导入的通告'))).toEqual(
      [],
    );

    const good = await upload(
      '/sys/annountCement/importExcel',
      await workbook(header, [
        [
          '导入的通告',
          '<p onclick="x()">正文<script>alert(1)</script></p>',
          '2026-03-01',
          '2026-03-31',
          'admin',
          '重要',
          '通知公告',
          '全体用户',
          '已发布',
        ],
        ['第二条', '', '', '', '', 'H', '2', 'ALL', ''],
      ]),
      'vue3',
    );
    expect(good).toMatchObject({ success: true, message: SheetImportMsg.imported(2) });
    const [first] = await t.db.select().from(sysAnnouncement).where(eq(sysAnnouncement.titile, '导入的通告'));
    // A file never publishes: the notice is a draft until 发布 on the page.
    expect(first).toMatchObject({
      msgContent: '<p>正文</p>',
      priority: 'M',
      msgCategory: '1',
      msgType: 'ALL',
      sendStatus: '0',
    });
    const [second] = await t.db.select().from(sysAnnouncement).where(eq(sysAnnouncement.titile, '第二条'));
    expect(second).toMatchObject({ priority: 'H', msgCategory: '2', sendStatus: '0' });

    const refused = await upload(
      '/sys/annountCement/importExcel',
      await workbook(header, []),
      'vue2',
      'banzhuren',
    );
    expect(refused).toMatchObject({ success: false, code: 510 });
  });

  it('needs the page’s import permission, and takes only .xlsx', async () => {
    const data = await workbook(['职务编码', '职务名称', '职级'], [['IMP21', '无权导入', '']]);
    const refused = await upload('/sys/position/importExcel', data, 'vue2', 'banzhuren');
    expect(refused).toMatchObject({ success: false, code: 510 });
    const { payload, contentType } = multipart([{ name: 'file', filename: 'old.xls', data }]);
    const xls = await t.call({
      method: 'POST',
      url: '/jeecg-boot/sys/role/importExcel',
      headers: { ...headersOf('vue2', 'admin'), 'content-type': contentType },
      payload,
    });
    expect(xls.body).toMatchObject({ success: false, message: SheetImportMsg.wrongFile });
  });
});
