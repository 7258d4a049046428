import type { ImportItemsResult, ScaleDetail } from '@xinmiao/shared';
import { EXCEL_CONTENT_TYPE, importedMessage, ScaleMsg } from '@xinmiao/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { spreadsheetPool } from '../../core/spreadsheet/pool.ts';
import { zipOf } from '../../core/spreadsheet/test/zip.ts';
import { UploadMsg } from '../../core/spreadsheet/upload-kind.ts';
import { evalScaleVersion } from '../../db/schema.ts';
import { multipart, type Part } from '../../test/multipart.ts';
import { auth, type Body, createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Caller, caller, customDefinition, LIB } from './test/scales-fixture.ts';

let t: TestApp;
let token: string;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin');
  admin = caller(t, token);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(evalScaleVersion);
});

async function xlsx(rows: readonly (readonly (string | number)[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('题库').addRows(rows.map((r) => [...r]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const gad7Rows = (): (string | number)[][] => [
  ['题号', '题目', '选项1', '选项2', '选项3', '选项4'],
  ...Array.from({ length: 8 }, (_, i) => [i + 1, `授权第${i + 1}题`, '甲', '乙', '丙', '丁']),
];

async function upload(parts: readonly Part[], query = '', as = token): Promise<Body> {
  const { payload, contentType } = multipart(parts);
  const res = await t.call({
    method: 'POST',
    url: `${LIB}/importItemsFile${query}`,
    headers: { ...auth(as), 'content-type': contentType },
    payload,
  });
  return res.body;
}

const file = (filename: string, data: Uint8Array, name = 'file'): Part => ({ name, filename, data });
const scaleField = (code: string): Part => ({ name: 'scaleCode', value: code });
const stored = async () => (await t.db.select().from(evalScaleVersion)).length;
const errorsOf = (body: Body) => (body.result as ImportItemsResult).errors;

describe('POST /saas/devEvalTableinfo/importItemsFile (.xlsx)', () => {
  it('imports a valid workbook under any field name as a new version that takes effect once enabled', async () => {
    const body = await upload([scaleField('GAD7'), file('题库.xlsx', await xlsx(gad7Rows()), 'files[]')]);
    expect(body).toMatchObject({ success: true, code: 200, message: importedMessage(8, '1.0-题库1') });
    expect(body.result).toEqual({ version: '1.0-题库1', imported: 8, errors: [] });
    const before = (await admin.get(`${LIB}/queryById?id=GAD7`)).result as ScaleDetail;
    expect([before.currentVersion, before.items[0]?.text]).not.toContain('授权第1题');
    expect(before.currentVersion).toBe('1.0');
    await admin.post(`${LIB}/enableVersion`, { id: 'GAD7', version: '1.0-题库1' });
    const d = (await admin.get(`${LIB}/queryById?id=GAD7`)).result as ScaleDetail;
    expect(d.currentVersion).toBe('1.0-题库1');
    expect(d.items[0]?.text).toBe('授权第1题');
    expect(d.items[0]?.options.map((o) => [o.label, o.score])).toEqual([
      ['甲', 0],
      ['乙', 1],
      ['丙', 2],
      ['丁', 3],
    ]);
  });

  it('reports every row error with its spreadsheet row and imports nothing', async () => {
    const rows = gad7Rows();
    rows[2] = [2, '', '甲', '乙', '丙', '丁'];
    rows[4] = ['四', '文字', '甲', '乙'];
    const body = await upload([scaleField('GAD7'), file('bad.xlsx', await xlsx(rows))]);
    expect(body).toMatchObject({ success: false, code: 500 });
    expect(body.message).toContain(ScaleMsg.importFailed);
    expect(errorsOf(body).map((e) => [e.row, e.field])).toEqual([
      [3, '题目'],
      [5, '题号'],
      [5, 'options'],
    ]);
    expect(await stored()).toBe(0);
  });

  it('reads the downloaded template back, title rows included', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${LIB}/itemBankTemplate?scaleCode=SDS`,
      headers: auth(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(EXCEL_CONTENT_TYPE);
    const fileName = 'SDS-题库模板.xlsx';
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(fileName)}`);
    const data = res.rawPayload;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(data).buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).text).toContain('（SDS）题库 · 版本 1.0 · 共 20 题');
    expect(sheet?.getRow(3).values).toEqual([undefined, '题号', '题目', '选项1', '选项2', '选项3', '选项4']);
    const body = await upload([file(fileName, data)], '?scaleCode=SDS');
    expect(body).toMatchObject({ success: true, result: { version: '1.0-题库1', imported: 20 } });
    expect(await admin.get(`${LIB}/itemBankTemplate?scaleCode=NOPE`)).toMatchObject({
      success: false,
      message: ScaleMsg.notFound,
    });
  });

  it('takes item banks for the tenant’s own custom scales', async () => {
    await admin.post(`${LIB}/add`, customDefinition('XM_FILE'));
    const rows = [['题号', '题目'], ...[1, 2, 3, 4].map((n) => [n, `授权自定义第${n}题`])];
    const body = await upload([scaleField('XM_FILE'), file('custom.xlsx', await xlsx(rows))]);
    expect(body).toMatchObject({ success: true, result: { version: '1.0-题库1' } });
    await admin.post(`${LIB}/enableVersion`, { id: 'XM_FILE', version: '1.0-题库1' });
    const d = (await admin.get(`${LIB}/queryById?id=XM_FILE`)).result as ScaleDetail;
    expect([d.currentVersion, d.items[3]?.text]).toEqual(['1.0-题库1', '授权自定义第4题']);
    const preview = await admin.post(`${LIB}/previewScore`, { id: 'XM_FILE', answers: [1, 3, 3, 3] });
    expect(preview.result).toMatchObject({ version: '1.0-题库1', total: 12, band: '需关注' });
  });
});

describe('importItemsFile rejects what it cannot read', () => {
  it('explains .xls and other extensions', async () => {
    const xls = await upload([scaleField('GAD7'), file('old.xls', await xlsx(gad7Rows()))]);
    expect(xls).toMatchObject({ success: false, message: expect.stringContaining(ScaleMsg.importFailed) });
    expect(errorsOf(xls)).toEqual([{ row: null, field: '(file)', message: UploadMsg.legacyXls }]);
    expect(UploadMsg.legacyXls).toContain('另存为” .xlsx');
    const csv = await upload([scaleField('GAD7'), file('bank.csv', Buffer.from('题号,题目\n1,a'))]);
    expect(errorsOf(csv)[0]?.message).toBe(UploadMsg.wrongExtension);
  });

  it('checks that a .xlsx really is a zip workbook', async () => {
    const renamed = await upload([scaleField('GAD7'), file('bank.xlsx', Buffer.from('题号\t题目\n1\ta'))]);
    expect(errorsOf(renamed)[0]?.message).toBe(UploadMsg.notXlsx);
    const ole = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]);
    const legacy = await upload([scaleField('GAD7'), file('bank.xlsx', ole)]);
    expect(errorsOf(legacy)[0]?.message).toBe(UploadMsg.legacyXls);
    const zipNoWorkbook = zipOf([{ name: 'a.txt', data: Buffer.from('hello') }]);
    const notBook = await upload([scaleField('GAD7'), file('bank.xlsx', zipNoWorkbook)]);
    expect(errorsOf(notBook)[0]?.field).toBe('(file)');
    expect(await stored()).toBe(0);
  });

  it('refuses a zip bomb before unpacking it', async () => {
    const bomb = zipOf([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(40 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const body = await upload([scaleField('GAD7'), file('bomb.xlsx', bomb)]);
    expect(errorsOf(body)[0]?.message).toBe(UploadMsg.xlsxTooBig);
  });

  it('refuses a 1 MB workbook whose end record announces one entry of a thousand', async () => {
    const MB = 1024 * 1024;
    const inflated = Buffer.alloc(MB);
    const entries = Array.from({ length: 1000 }, (_, i) => ({
      name: `xl/media/image${i}.png`,
      data: inflated,
    }));
    const hostile = zipOf(entries, { announced: 1 });
    expect(hostile.length).toBeLessThan(1.5 * MB);
    const body = await upload([scaleField('GAD7'), file('bank.xlsx', hostile)]);
    expect(body).toMatchObject({ success: false, code: 500 });
    expect(errorsOf(body)).toEqual([{ row: null, field: '(file)', message: UploadMsg.xlsxTooBig }]);
    const fewer = await upload([
      scaleField('GAD7'),
      file('bank.xlsx', zipOf(entries.slice(0, 150), { announced: 1 })),
    ]);
    expect(errorsOf(fewer)[0]?.message).toBe(UploadMsg.xlsxInconsistent);
    expect(await stored()).toBe(0);
  });

  it('refuses hidden entries and ZIP64 in Chinese', async () => {
    const book = await xlsx(gad7Rows());
    const hidden = zipOf([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }], {
      hidden: [{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(1000) }],
    });
    expect(errorsOf(await upload([scaleField('GAD7'), file('h.xlsx', hidden)]))[0]?.message).toBe(
      UploadMsg.xlsxInconsistent,
    );
    const extra = Buffer.alloc(20);
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(16, 2);
    const zip64 = zipOf([{ name: 'xl/workbook.xml', data: book, extra }]);
    expect(errorsOf(await upload([scaleField('GAD7'), file('z.xlsx', zip64)]))[0]?.message).toBe(
      UploadMsg.xlsxUnsupported,
    );
    expect(await stored()).toBe(0);
  });

  it('limits uploads to one file of at most 5 MB', async () => {
    const big = Buffer.concat([await xlsx(gad7Rows()), Buffer.alloc(5 * 1024 * 1024)]);
    const oversize = await upload([scaleField('GAD7'), file('big.xlsx', big)]);
    expect(oversize).toMatchObject({ success: false, code: 500, message: '文件不能超过 5 MB' });
    const two = await upload([
      scaleField('GAD7'),
      file('a.xlsx', await xlsx(gad7Rows())),
      file('b.xlsx', await xlsx(gad7Rows())),
    ]);
    expect(two).toMatchObject({ success: false, message: '一次只能上传一个文件' });
    expect(await stored()).toBe(0);
  });

  it('needs a file, a scale and the import permission', async () => {
    const none = await upload([scaleField('GAD7')]);
    expect(none).toMatchObject({ success: false, message: '请选择要上传的文件' });
    const noScale = await upload([file('a.xlsx', await xlsx(gad7Rows()))]);
    expect(errorsOf(noScale)).toEqual([{ row: null, field: 'scale', message: '请选择量表' }]);
    const xinli = await t.login('xinli');
    const denied = await upload([scaleField('GAD7'), file('a.xlsx', await xlsx(gad7Rows()))], '', xinli);
    expect(denied).toMatchObject({ code: 510 });
    const { payload, contentType } = multipart([file('a.xlsx', await xlsx(gad7Rows()))]);
    const anonymous = await t.call({
      method: 'POST',
      url: `${LIB}/importItemsFile`,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(anonymous.status).toBe(401);
    expect(await stored()).toBe(0);
  });
});

describe('importItemsFile (.json)', () => {
  const bank = {
    scale: 'GAD7',
    items: Array.from({ length: 8 }, (_, i) => ({ number: i + 1, text: `J${i}` })),
  };

  it('imports the JSON format, naming its own scale', async () => {
    const body = await upload([file('bank.json', Buffer.from(`\uFEFF${JSON.stringify(bank)}`))]);
    expect(body).toMatchObject({ success: true, result: { version: '1.0-题库1', imported: 8 } });
  });

  it('reports a JSON bank for another scale than the one chosen', async () => {
    const body = await upload([scaleField('PHQ9'), file('bank.json', Buffer.from(JSON.stringify(bank)))]);
    expect(errorsOf(body)).toEqual([
      { row: null, field: 'scale', message: '题库的量表代码 GAD7 与所选量表 PHQ9 不一致' },
    ]);
  });
});

describe('item banks are read in the spreadsheet pool, never on the event loop (issue 19)', () => {
  /** Whether the reply's work went through the pool: the pool took a job for it. */
  async function pooled(reply: () => Promise<Body>): Promise<{ pooled: boolean; body: Body }> {
    const before = spreadsheetPool().accepted;
    const body = await reply();
    return { pooled: spreadsheetPool().accepted > before, body };
  }
  const items = Array.from({ length: 8 }, (_, i) => ({ number: i + 1, text: `P${i}` }));

  it('a JSON file, a JSON body and pasted rows each go to the pool, and the scale check follows', async () => {
    const json = await pooled(() =>
      upload([file('bank.json', Buffer.from(JSON.stringify({ scale: 'GAD7', items })))]),
    );
    expect(json).toMatchObject({ pooled: true, body: { success: true, result: { imported: 8 } } });
    const body = await pooled(() => admin.post(`${LIB}/importItems`, { scale: 'GAD7', items }));
    expect(body).toMatchObject({ pooled: true, body: { success: true, result: { imported: 8 } } });
    const rows = gad7Rows().map((r) => r.map(String));
    const pasted = await pooled(() =>
      admin.post(`${LIB}/importItems`, { scale: 'GAD7', rows: rows.slice(0, 5) }),
    );
    expect(pasted.pooled).toBe(true);
    expect(errorsOf(pasted.body)).toEqual([
      { row: null, field: 'items', message: 'GAD7 1.0 有 8 题，题库提供了 4 题' },
    ]);
  });
});
