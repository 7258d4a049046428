import { type GrowthTimeline, type ImportJob, ResultCode } from '@xinmiao/shared';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importSettled } from './import/import-runner.ts';
import { classIdOf, readWorkbook, schoolSession, studentId } from './test-support.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof schoolSession>>;
let id: string;
beforeAll(async () => {
  t = await createTestApp();
  s = await schoolSession(t, ['admin', 'xinli', 'banzhuren']);
  id = await studentId(t, 1000, '20230102');
});
afterAll(() => t.close());

const HEADER = ['学号', '类型', '名称', '级别', '日期', '志愿时长（小时）'];

async function importAndWait(rows: (string | number)[][], allOrNothing: '0' | '1', who = 'xinli') {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('成长档案事项').addRows([HEADER, ...rows]);
  const { payload, contentType } = multipart([
    { name: 'allOrNothing', value: allOrNothing },
    { name: 'file', filename: 'growth.xlsx', data: Buffer.from(await workbook.xlsx.writeBuffer()) },
  ]);
  const started = await t.call({
    method: 'POST',
    url: '/jeecg-boot/school/growth/importExcel',
    headers: { ...s.headers(who), 'content-type': contentType },
    payload,
  });
  const { jobId } = started.body.result as { jobId: string };
  await importSettled(jobId);
  return (await s.get(`/school/growth/importStatus?id=${jobId}`, who)).body;
}

const records = async () =>
  (
    (await s.get(`/school/growth/timeline?studentId=${id}&pageSize=200`, 'admin')).body
      .result as GrowthTimeline
  ).events.filter((e) => ['award', 'competition', 'volunteer', 'activity'].includes(e.kind));

describe('growth record import (awards, activities, competitions, volunteer hours)', () => {
  it('offers the template and refuses staff without the import permission', async () => {
    const reply = await s.download('/school/growth/importTemplate', 'xinli');
    const [header] = await readWorkbook(reply.rawPayload);
    expect(header).toEqual(HEADER);
    expect((await s.get('/school/growth/importStatus?id=x', 'banzhuren')).body.code).toBe(510);
  });

  it('all or nothing: one bad row writes nothing and reports every bad row', async () => {
    const status = await importAndWait(
      [
        ['20230102', '竞赛', '数学建模竞赛', '省级二等奖', '2026-11-20', ''],
        ['20230102', '志愿服务', '敬老院服务', '', '2026-10-01', ''],
        ['99999999', '获奖', '三好学生', '校级', '2026-06-01', ''],
      ],
      '1',
    );
    const job = status.result as ImportJob;
    expect(job.status).toBe('failed');
    expect(job.errors.map((e) => [e.row, e.message])).toEqual([
      [3, '请填写志愿服务时长'],
      [4, '未找到该学号的学生（或不在您的管理范围内）'],
    ]);
    expect(await records()).toEqual([]);
  });

  it('writes the good rows onto the files, once however often imported', async () => {
    const rows = [
      ['20230102', '竞赛', '数学建模竞赛', '省级二等奖', '2026-11-20', ''],
      ['20230102', '志愿服务', '敬老院服务', '校团委', '2026-10-01', 4],
      ['20230102', '荣誉', '坏类型', '', '2026-10-01', ''],
    ];
    const first = await importAndWait(rows, '0');
    expect(first.code).toBe(ResultCode.IMPORT_PARTIAL);
    expect(first.result as ImportJob).toMatchObject({ okCount: 2, errorCount: 1 });
    await importAndWait(rows, '0');
    // Newest first: the competition (November) before the volunteer service (October).
    expect((await records()).map((e) => e.title)).toEqual([
      '数学建模竞赛［省级二等奖］',
      '敬老院服务［校团委］（4 小时）',
    ]);
  });
});

describe('growth files of a class on graduation', () => {
  it('exports one PDF per student in reach as a ZIP and audits every student read', async () => {
    const classId = await classIdOf(t, 1000, '计算机学院', '2023级1班');
    const reply = await s.download(`/school/growth/classReports?classId=${classId}`, 'xinli');
    expect(reply.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(reply.rawPayload);
    const names = Object.keys(zip.files);
    expect(names.length).toBeGreaterThan(1);
    expect(names).toContain(names.find((n) => n.startsWith('20230102-')));
    const readers = (await s.get(`/school/student/readers?id=${id}`, 'admin')).body.result as {
      resource: string;
    }[];
    expect(readers.map((r) => r.resource)).toContain('/school/growth/classReports');
    // Without the export permission (班主任), nothing.
    const refused = await s.get(`/school/growth/classReports?classId=${classId}`, 'banzhuren');
    expect(refused.body.code).toBe(510);
  });
});
