import { EXCEL_CONTENT_TYPE, ResultCode, type UserImportResult, type UserRecord } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysLog } from '../../db/schema.ts';
import { multipart } from '../../test/multipart.ts';
import { auth, type Body, createTestApp, type TestApp } from '../../test/test-app.ts';
import { ImportReplyMsg } from './import-routes.ts';
import { ImportMsg } from './import-rows.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const HEADER = ['登录账号', '真实姓名', '性别', '手机号码', '部门编码', '角色编码', '初始密码'];

/** A workbook in JeecgBoot's import layout: two title rows, the header, then `rows`. */
async function workbook(rows: string[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户');
  sheet.addRow(['用户信息']);
  sheet.addRow(['导出人:admin']);
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

async function upload(data: Uint8Array, filename = 'users.xlsx', query = ''): Promise<Body> {
  const { payload, contentType } = multipart([{ name: 'file', filename, data }]);
  const res = await t.call({
    method: 'POST',
    url: `/jeecg-boot/sys/user/importExcel${query}`,
    headers: { ...auth(admin), 'content-type': contentType },
    payload,
  });
  return res.body;
}

async function usernames(): Promise<string[]> {
  const { body } = await t.call({
    method: 'GET',
    url: '/jeecg-boot/sys/user/list?pageSize=100',
    headers: auth(admin),
  });
  return (body.result as { records: UserRecord[] }).records.map((r) => r.username);
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

const GOOD = ['teacher01', '王老师', '男', '13900000001', 'A01', 'fudaoyuan', 'Teach2024a'];

describe('user import', () => {
  it('writes nothing when any row is bad, and lists every bad row and why (code 201)', async () => {
    const body = await upload(
      await workbook([
        GOOD,
        ['ab', '短名', '男', '', '', '', 'Teach2024a'],
        ['teacher01', '重复', '女', '', '', '', 'Teach2024a'],
        ['teacher03', '弱密码', '', '', '', '', '12345678'],
        ['teacher04', '错部门', '', '139000000', 'Z99', 'nope', 'Teach2024a'],
        ['admin', '已存在', '', '', '', '', 'Teach2024a'],
      ]),
    );
    expect(body).toMatchObject({ success: true, code: ResultCode.IMPORT_PARTIAL });
    const result = body.result as UserImportResult;
    expect(result).toMatchObject({ totalCount: 6, errorCount: 5, successCount: 0 });
    expect(body.message).toBe(ImportReplyMsg.rejected(5, 6));
    expect(await usernames()).not.toContain('teacher01');
    expect(result.fileName).toBe('用户导入错误清单.xlsx');
    expect(result.fileUrl).toMatch(/^\/sys\/common\/static\/importError\/[0-9a-f]{32}\.xlsx$/);
    const file = await t.app.inject({
      method: 'GET',
      url: `/jeecg-boot${result.fileUrl}`,
      headers: auth(admin),
    });
    expect(file.statusCode).toBe(200);
    const other = await t.login('zhongxue');
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/jeecg-boot${result.fileUrl}`,
      headers: auth(other),
    });
    expect(elsewhere.statusCode).toBe(404);
    const rows = await sheetRows(file.rawPayload);
    const reasons = rows.slice(3).map((r) => `${r[0]}|${r.at(-1)}`);
    expect(reasons).toEqual([
      'ab|登录账号：长度6到18个字符',
      'teacher01|登录账号：与第 4 行重复',
      'teacher03|初始密码：密码必须同时包含字母和数字',
      'teacher04|手机号码：请输入正确手机号；部门编码：Z99 不存在；角色编码：nope 不存在',
      'admin|登录账号：用户名已存在',
    ]);
    expect(JSON.stringify(rows)).not.toContain('Teach2024a');
  });

  it('a dry run only checks; the real run adds every row with its department and role', async () => {
    const data = await workbook([GOOD, ['teacher02', '李老师', '女', '', '', '', 'Teach2024b']]);
    const dry = await upload(data, 'users.xlsx', '?dryRun=true');
    expect(dry).toMatchObject({ success: true, message: ImportReplyMsg.checked(2) });
    expect(await usernames()).not.toContain('teacher01');
    const real = await upload(data);
    expect(real).toMatchObject({ success: true, message: ImportReplyMsg.imported(2) });
    expect(await usernames()).toEqual(expect.arrayContaining(['teacher01', 'teacher02']));
    const token = await t.login('teacher01', 'Teach2024a');
    const departs = await t.call({
      method: 'GET',
      url: '/jeecg-boot/sys/user/getCurrentUserDeparts',
      headers: auth(token),
    });
    expect((departs.body.result as { list: { orgCode: string }[] }).list.map((d) => d.orgCode)).toEqual([
      'A01',
    ]);
  });

  it('refuses other files', async () => {
    expect((await upload(new Uint8Array([1, 2, 3]), 'users.xls')).success).toBe(false);
    expect((await upload(new TextEncoder().encode('a,b'), 'users.xlsx')).success).toBe(false);
    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRow(['姓名', '电话']);
    const noHeader = await upload(new Uint8Array(await book.xlsx.writeBuffer()));
    expect(noHeader).toMatchObject({ success: false, message: ImportMsg.noHeader });
  });
});

describe('user export', () => {
  it("exports the tenant's users in the import layout, never a password hash, and audits the read", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/jeecg-boot/sys/user/exportXls?realname=*管理*',
      headers: auth(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(EXCEL_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename=".+\.xlsx"; filename\*=UTF-8''/,
    );
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(['用户信息报表']);
    expect(rows[2]?.slice(0, 2)).toEqual(['登录账号', '真实姓名']);
    expect(rows.slice(3).map((r) => r[0])).toEqual(['admin']);
    expect(rows[3]).toContain('admin');
    expect(JSON.stringify(rows)).not.toMatch(/scrypt|\$/);
    await t.registrar.logsWritten();
    const logged = await t.db
      .select()
      .from(sysLog)
      .where(eq(sysLog.requestUrl, '/jeecg-boot/sys/user/exportXls'));
    expect(logged.map((l) => l.logContent)).toEqual([expect.stringContaining('导出用户')]);
    const audit = await t.call({
      method: 'GET',
      url: '/jeecg-boot/sys/audit/readList',
      headers: auth(admin),
    });
    expect(JSON.stringify(audit.body.result)).toContain('/sys/user/exportXls');
  });
});
