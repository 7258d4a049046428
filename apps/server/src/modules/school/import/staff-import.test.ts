import {
  type ImportJob,
  type ImportPreview,
  ResultCode,
  type Staff,
  XLSX_CONTENT_TYPE,
} from '@xinmiao/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { readWorkbook, schoolSession } from '../test-support.ts';
import { importSettled } from './import-runner.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof schoolSession>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await schoolSession(t, ['admin', 'banzhuren', 'zhongxue']);
});
afterAll(() => t.close());

async function upload(path: string, rows: (string | number)[][], who = 'admin', allOrNothing = '0') {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('教职工').addRows([['工号', '姓名', '登录账号', '类型', '手机号'], ...rows]);
  const { payload, contentType } = multipart([
    { name: 'allOrNothing', value: allOrNothing },
    { name: 'file', filename: 'staff.xlsx', data: Buffer.from(await workbook.xlsx.writeBuffer()) },
  ]);
  return t.call({
    method: 'POST',
    url: `/jeecg-boot/school/staff/${path}`,
    headers: { ...s.headers(who), 'content-type': contentType },
    payload,
  });
}

async function importAndWait(rows: (string | number)[][], who = 'admin', allOrNothing = '0') {
  const started = await upload('importExcel', rows, who, allOrNothing);
  expect(started.body.message).toBe('导入任务已开始');
  const { jobId } = started.body.result as { jobId: string };
  await importSettled(jobId);
  return { jobId, status: await s.get(`/school/staff/importStatus?id=${jobId}`, who) };
}

const staff = async () =>
  ((await s.get('/school/staff/list?pageSize=100', 'admin')).body.result as { records: Staff[] }).records;

describe('staff import (a background job like the student import)', () => {
  it('offers an .xlsx template download', async () => {
    const reply = await s.download('/school/staff/importTemplate', 'admin');
    expect(reply.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(String(reply.headers['content-disposition'])).toContain(encodeURIComponent('教职工导入模板.xlsx'));
    const [header] = await readWorkbook(reply.rawPayload);
    expect(header).toEqual(['工号', '姓名', '登录账号', '类型', '手机号']);
  });

  it('previews without writing', async () => {
    const reply = await upload('importPreview', [
      ['T9500', '预检', 'admin', '教师', ''],
      ['T9501', '坏', 'admin', '校长', ''],
    ]);
    expect(reply.body.result as ImportPreview).toMatchObject({ total: 2, valid: 1 });
    expect((await staff()).some((r) => r.workNo === 'T9500')).toBe(false);
  });

  it('upserts by 工号, links accounts of this school only, reports bad rows with code 201 and a workbook', async () => {
    const { jobId, status } = await importAndWait([
      ['T1003', '陈班主（改）', 'banzhuren', '班主任', '13800000003'],
      ['T9001', '外校', 'zhongxue', '教师', ''],
      ['T9002', '抢账号', 'fudaoyuan', '教师', ''],
      ['T9003', '坏类型', 'admin', '校长', ''],
      ['T1003', '重复', 'banzhuren', '班主任', ''],
    ]);
    expect(status.body.code).toBe(ResultCode.IMPORT_PARTIAL);
    const job = status.body.result as ImportJob;
    expect(job).toMatchObject({ status: 'done', okCount: 1, errorCount: 4 });
    expect(job.errors.map((e) => e.message)).toEqual([
      '该账号不是本校成员，请先在用户管理中创建账号',
      '该账号已是工号 T1002 的教职工',
      '请选择类型',
      '工号与第 2 行重复',
    ]);
    const rows = await staff();
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.workNo === 'T1003')?.name).toBe('陈班主（改）');
    const file = await s.download(`/school/staff/importErrors?id=${jobId}`, 'admin');
    const sheet = await readWorkbook(file.rawPayload);
    expect(sheet.map((r) => r[0])).toEqual(['行号', '3', '4', '5', '6']);
    expect(sheet[0]?.slice(1, 3)).toEqual(['工号', '姓名']);
    // A staff job is not reachable through the student routes, nor by another school.
    const other = await s.get(`/school/student/importStatus?id=${jobId}`, 'admin');
    expect(other.body.message).toBe('未找到对应数据');
    const foreign = await s.download(`/school/staff/importErrors?id=${jobId}`, 'zhongxue');
    expect(foreign.headers['content-type']).not.toBe(XLSX_CONTENT_TYPE);
  });

  it('is idempotent by 工号: a second run updates the same row', async () => {
    await importAndWait([['T1003', '陈班主', 'banzhuren', '班主任', '']]);
    await importAndWait([['T1003', '陈班主', 'banzhuren', '班主任', '']]);
    const rows = await staff();
    expect(rows.filter((r) => r.workNo === 'T1003')).toHaveLength(1);
    expect(rows).toHaveLength(3);
  });

  it('all or nothing writes nothing when a row is bad; needs the import permission', async () => {
    const { status } = await importAndWait(
      [
        ['T9100', '新老师', 'admin', '教师', ''],
        ['', '无工号', 'admin', '教师', ''],
      ],
      'admin',
      '1',
    );
    expect(status.body.result).toMatchObject({ status: 'failed', okCount: 0, errorCount: 1 });
    expect((await staff()).some((r) => r.workNo === 'T9100')).toBe(false);
    expect((await upload('importExcel', [['T9', '甲', 'admin', '教师', '']], 'banzhuren')).body.code).toBe(
      510,
    );
  });
});
