import { ResultCode, type Staff, type StaffImportResult } from '@xinmiao/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { schoolSession } from '../test-support.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof schoolSession>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await schoolSession(t, ['admin', 'banzhuren']);
});
afterAll(() => t.close());

async function upload(rows: (string | number)[][], who = 'admin', allOrNothing = '0') {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('教职工').addRows([['工号', '姓名', '登录账号', '类型', '手机号'], ...rows]);
  const { payload, contentType } = multipart([
    { name: 'allOrNothing', value: allOrNothing },
    { name: 'file', filename: 'staff.xlsx', data: Buffer.from(await workbook.xlsx.writeBuffer()) },
  ]);
  return t.call({
    method: 'POST',
    url: '/jeecg-boot/school/staff/importExcel',
    headers: { ...s.headers(who), 'content-type': contentType },
    payload,
  });
}

const staff = async () =>
  ((await s.get('/school/staff/list?pageSize=100', 'admin')).body.result as { records: Staff[] }).records;

describe('staff import', () => {
  it('upserts by 工号, links accounts of this school only, reports bad rows with code 201', async () => {
    const reply = await upload([
      ['T1003', '陈班主（改）', 'banzhuren', '班主任', '13800000003'],
      ['T9001', '外校', 'zhongxue', '教师', ''],
      ['T9002', '抢账号', 'fudaoyuan', '教师', ''],
      ['T9003', '坏类型', 'admin', '校长', ''],
    ]);
    expect(reply.body.code).toBe(ResultCode.IMPORT_PARTIAL);
    const result = reply.body.result as StaffImportResult;
    expect(result).toMatchObject({ total: 4, okCount: 1, errorCount: 3 });
    expect(result.errors.map((e) => e.message)).toEqual([
      '该账号不是本校成员，请先在用户管理中创建账号',
      '该账号已是工号 T1002 的教职工',
      '请选择类型',
    ]);
    const rows = await staff();
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.workNo === 'T1003')?.name).toBe('陈班主（改）');
  });

  it('all or nothing writes nothing when a row is bad; needs the import permission', async () => {
    const reply = await upload(
      [
        ['T9100', '新老师', 'admin', '教师', ''],
        ['', '无工号', 'admin', '教师', ''],
      ],
      'admin',
      '1',
    );
    expect(reply.body.result).toMatchObject({ okCount: 0, errorCount: 1 });
    expect((await staff()).some((r) => r.workNo === 'T9100')).toBe(false);
    expect((await upload([['T9', '甲', 'admin', '教师', '']], 'banzhuren')).body.code).toBe(510);
  });
});
