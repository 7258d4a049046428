import {
  EXCEL_CONTENT_TYPE,
  ONLINE_FORM_MESSAGES,
  ResultCode,
  type SheetImportResult,
} from '@xinmiao/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SpreadsheetMsg } from '../../core/spreadsheet/messages.ts';
import { SheetImportMsg } from '../../core/spreadsheet/sheet-import.ts';
import { workbookZip, worksheet } from '../../core/spreadsheet/test/workbook-zip.ts';
import { grantToRole } from '../../test/grant.ts';
import { multipart } from '../../test/multipart.ts';
import { type Caller, signIn } from '../../test/signed-in.ts';
import { auth, type Body, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let call: Caller;
let token: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  // The other school's 班主任 holds the buttons: isolation is then the tenant's, not the role's.
  await grantToRole(t, 1001, 'banzhuren', [
    'online:formData:list',
    'online:formData:import',
    'online:formData:export',
  ]);
  ({ call, token } = await signIn(t, ['admin', 'zhongxue']));
});
afterAll(() => t.close());

type Row = Record<string, string | number | null>;
const rowsOf = async (code: string, who = 'admin') =>
  (
    (await call('GET', `/online/cgform/api/getData/${code}?pageSize=100&column=createTime&order=asc`, who))
      .result as { records: Row[] }
  ).records;

const HEADER = ['班级', '事件数', '性别', '周', '上报时间', '备注'];
const visits = {
  code: 'visits',
  name: '家访记录',
  fields: [
    { name: 'className', label: '班级', type: 'text', required: true, maxLength: 10, query: 'single' },
    { name: 'incidents', label: '事件数', type: 'int' },
    { name: 'sex', label: '性别', type: 'dict', dictCode: 'sex' },
    { name: 'weekOf', label: '周', type: 'date' },
    { name: 'reportedAt', label: '上报时间', type: 'datetime' },
    { name: 'note', label: '备注', type: 'textarea' },
  ],
};

/** A workbook in the export's layout: two title rows, the header, then `rows`. */
async function workbook(rows: (string | number)[][], header = HEADER): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('家访记录');
  sheet.addRow(['家访记录报表']);
  sheet.addRow(['导出人:admin']);
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

async function upload(code: string, data: Uint8Array, who = 'admin', filename = 'rows.xlsx'): Promise<Body> {
  const { payload, contentType } = multipart([{ name: 'file', filename, data }]);
  const res = await t.call({
    method: 'POST',
    url: `/jeecg-boot/online/cgform/api/importXls/${code}`,
    headers: { ...auth(token[who] ?? ''), 'content-type': contentType },
    payload,
  });
  return res.body;
}

async function sheetRows(data: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(data).buffer);
  const rows: string[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))),
    );
  });
  return rows;
}

const download = (url: string, who = 'admin') =>
  t.app.inject({ method: 'GET', url: `/jeecg-boot${url}`, headers: auth(token[who] ?? '') });

describe('表单数据 导入', () => {
  it('creates the form', async () => {
    expect(await call('POST', '/online/cgform/head/add', 'admin', visits)).toMatchObject({ success: true });
  });

  it('writes nothing when any row is bad, and reports every bad row and column in Chinese', async () => {
    const body = await upload(
      'visits',
      await workbook([
        ['高一(1)班', 2, '男', '2026-09-07', '2026-09-07 08:30', ''],
        ['', 'x', '未知', '2026-02-30', '昨天', ''],
        ['高一(2)班高一(2)班高一', 1, '', '', '', ''],
      ]),
    );
    expect(body).toMatchObject({ success: true, code: ResultCode.IMPORT_PARTIAL });
    const result = body.result as SheetImportResult;
    expect(result).toMatchObject({ totalCount: 3, errorCount: 2, successCount: 0 });
    expect(body.message).toBe(SheetImportMsg.rejected(2, 3));
    expect(await rowsOf('visits')).toEqual([]);
    const file = await download(String(result.fileUrl));
    expect(file.statusCode).toBe(200);
    const reasons = (await sheetRows(file.rawPayload)).slice(3).map((r) => `${r.at(-2)}|${r.at(-1)}`);
    expect(reasons).toEqual([
      '5|请输入班级；事件数须为整数；性别的取值不在字典中；周的日期格式不正确；上报时间的日期格式不正确',
      '6|班级最多 10 个字符',
    ]);
  });

  it('writes every row of a good file, dictionary texts as their values and dates as days', async () => {
    const body = await upload(
      'visits',
      await workbook([
        ['高一(1)班', 2, '男', '2026-09-07', '2026-09-07 08:30', '已约谈'],
        ['高一(2)班', '', '2', '', '', ''],
      ]),
    );
    expect(body).toMatchObject({ success: true, message: SheetImportMsg.imported(2) });
    const rows = await rowsOf('visits');
    expect(rows).toHaveLength(2);
    const byClass = new Map(rows.map((r) => [r.className, r]));
    expect(byClass.get('高一(1)班')).toMatchObject({
      className: '高一(1)班',
      incidents: 2,
      sex: '1',
      weekOf: '2026-09-07',
      reportedAt: '2026-09-07 08:30:00',
      note: '已约谈',
    });
    expect(byClass.get('高一(2)班')).toMatchObject({
      className: '高一(2)班',
      incidents: null,
      sex: '2',
      weekOf: null,
    });
  });

  it("never reaches another school's form: its code reads as missing", async () => {
    const body = await upload('visits', await workbook([['高一(3)班', 1, '', '', '', '']]), 'zhongxue');
    expect(body).toMatchObject({ success: false, message: ONLINE_FORM_MESSAGES.formMissing });
    expect(await rowsOf('visits')).toHaveLength(2);
    const exported = await call('GET', '/online/cgform/api/exportXls/visits', 'zhongxue');
    expect(exported).toMatchObject({ success: false, message: ONLINE_FORM_MESSAGES.formMissing });
  });

  it('refuses hostile or wrong files with a clear message', async () => {
    const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
    const far = await workbookZip(
      worksheet(`<row r="1">${inline('A1', '班级')}${inline('ZZZZZZ', 'x')}</row>`),
    );
    expect(await upload('visits', far)).toMatchObject({
      success: false,
      message: SpreadsheetMsg.columnBeyond('ZZZZZZ', 82),
    });
    const flood = Array.from({ length: 60_000 }, (_, i) => `<si><t>${i}</t></si>`).join('');
    const strings = await workbookZip(worksheet('<row r="1"/>'), `<sst>${flood}</sst>`);
    expect(await upload('visits', strings)).toMatchObject({
      success: false,
      message: SpreadsheetMsg.tooManyStrings(50_000),
    });
    expect(await upload('visits', new TextEncoder().encode('not a zip'))).toMatchObject({ success: false });
    expect(await upload('visits', await workbook([]), 'admin', 'rows.csv')).toMatchObject({
      success: false,
      message: SheetImportMsg.wrongFile,
    });
    expect(await upload('visits', await workbook([['a']], ['无关']))).toMatchObject({
      success: false,
      message: SheetImportMsg.noHeader('班级'),
    });
    expect(await rowsOf('visits')).toHaveLength(2);
  });
});

describe('表单数据 导出', () => {
  it('writes the rows of the list query, titled by labels, dictionary texts and formatted dates', async () => {
    const res = await download('/online/cgform/api/exportXls/visits');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(EXCEL_CONTENT_TYPE);
    const rows = await sheetRows(res.rawPayload);
    expect(rows.slice(0, 2)).toEqual([['家访记录报表'], ['导出人:admin']]);
    expect(rows[2]).toEqual(HEADER);
    // One import's rows share their creation time: their order is not asserted.
    expect(rows.slice(3).sort()).toEqual([
      ['高一(1)班', '2', '男', '2026-09-07', '2026-09-07 08:30:00', '已约谈'],
      ['高一(2)班', '', '女', '', '', ''],
    ]);
    const filtered = await download(
      `/online/cgform/api/exportXls/visits?className=${encodeURIComponent('*(2)*')}`,
    );
    expect((await sheetRows(filtered.rawPayload)).slice(3).map((r) => r[0])).toEqual(['高一(2)班']);
  });

  it('imports its own export back', async () => {
    const res = await download('/online/cgform/api/exportXls/visits');
    expect(await upload('visits', new Uint8Array(res.rawPayload))).toMatchObject({
      success: true,
      message: SheetImportMsg.imported(2),
    });
    expect(await rowsOf('visits')).toHaveLength(4);
  });
});
