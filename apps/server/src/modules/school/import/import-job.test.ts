import { randomBytes } from 'node:crypto';
import { type ImportJob, type ImportPreview, ResultCode, XLSX_CONTENT_TYPE } from '@xinmiao/shared';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadActorScope } from '../../../core/policy/actor-scope.ts';
import type { PolicyActor } from '../../../core/policy/policy.ts';
import { TenantDb } from '../../../core/tenant-db.ts';
import { schoolImportJob, schoolStudent, sysUser } from '../../../db/schema.ts';
import { grantToRole } from '../../../test/grant.ts';
import { multipart } from '../../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { readWorkbook, schoolSession } from '../test-support.ts';
import { importSettled, startImport } from './import-runner.ts';
import { SheetMsg } from './read-sheet.ts';
import { type SampleRow, sampleStudentWorkbook } from './sample-workbook.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof schoolSession>>;
const CLASS_1 = '计算机学院 / 2023级 / 2023级1班';
const CLASS_2 = '计算机学院 / 2023级 / 2023级2班';

beforeAll(async () => {
  t = await createTestApp();
  await grantToRole(t, 1000, 'banzhuren', ['school:student:import']);
  await grantToRole(t, 1001, 'banzhuren', ['school:student:import']);
  s = await schoolSession(t, ['admin', 'banzhuren', 'zhongxue']);
});
afterAll(() => t.close());

const good = (prefix: string, n: number, classPath = CLASS_1): SampleRow[] =>
  Array.from({ length: n }, (_, i) => ({
    studentNo: `${prefix}${String(i + 1).padStart(3, '0')}`,
    name: `导入${i + 1}`,
    sex: i % 2 ? '女' : '男',
    classPath,
    studentType: '本科生',
    studentStatus: '在读',
  }));

async function upload(path: string, rows: SampleRow[], who = 'admin', allOrNothing = '0') {
  const { payload, contentType } = multipart([
    { name: 'allOrNothing', value: allOrNothing },
    { name: 'file', filename: 'students.xlsx', data: await sampleStudentWorkbook(rows) },
  ]);
  return t.call({
    method: 'POST',
    url: `/jeecg-boot/school/student/${path}`,
    headers: { ...s.headers(who), 'content-type': contentType },
    payload,
  });
}

async function importAndWait(rows: SampleRow[], who = 'admin', allOrNothing = '0') {
  const started = await upload('importExcel', rows, who, allOrNothing);
  expect(started.body.message).toBe('导入任务已开始');
  const { jobId } = started.body.result as { jobId: string };
  await importSettled(jobId);
  return { jobId, status: await s.get(`/school/student/importStatus?id=${jobId}`, who) };
}

const countPrefix = async (prefix: string) =>
  new TenantDb(t.db, 1000).count(schoolStudent, like(schoolStudent.studentNo, `${prefix}%`));

async function adminActor(): Promise<PolicyActor> {
  const [user] = await t.db.select().from(sysUser).where(eq(sysUser.username, 'admin'));
  const db = new TenantDb(t.db, 1000, 'admin');
  return {
    userId: user?.id ?? '',
    username: 'admin',
    tenantId: 1000,
    orgCode: null,
    permissions: new Set(),
    db,
    actorScope: () => loadActorScope(db, user?.id ?? ''),
  };
}

async function stagedJob(rows: SampleRow[], allOrNothing: 0 | 1): Promise<string> {
  const file = (await sampleStudentWorkbook(rows)).toString('base64');
  const [id = ''] = await new TenantDb(t.db, 1000, 'admin').insert(schoolImportJob, {
    kind: 'student',
    fileName: 'k.xlsx',
    file,
    allOrNothing,
  });
  return id;
}

describe('student import', () => {
  it('offers a template in the import layout', async () => {
    const reply = await s.download('/school/student/importTemplate', 'admin');
    expect(reply.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(String(reply.headers['content-disposition'])).toMatch(/^attachment; filename=/);
    expect(String(reply.headers['content-disposition'])).toContain(encodeURIComponent('学生导入模板.xlsx'));
    const [header, example] = await readWorkbook(reply.rawPayload);
    expect(header?.slice(0, 3)).toEqual(['学号', '姓名', '性别(男/女)']);
    expect(example?.[1]).toBe('张三');
  });

  it('previews without writing: counts, good rows and row-level errors', async () => {
    const rows = [
      ...good('P', 3),
      { studentNo: 'P9', name: '坏', classPath: CLASS_1, idCard: '110105194912310021' },
    ];
    const reply = await upload('importPreview', rows);
    const preview = reply.body.result as ImportPreview;
    expect(preview).toMatchObject({ total: 4, valid: 3 });
    expect(preview.errors).toEqual([{ row: 5, field: '身份证号', message: '请输入正确的身份证号码' }]);
    expect(await countPrefix('P')).toBe(0);
  });

  it('imports the good rows, reports the bad ones with code 201 and an annotated workbook', async () => {
    const rows = [
      ...good('G', 5),
      { studentNo: 'G9', name: '坏行', classPath: '不存在的班', phone: '123' },
      { studentNo: 'G001', name: '重复', classPath: CLASS_1 },
    ];
    const { jobId, status } = await importAndWait(rows);
    expect(status.body.code).toBe(ResultCode.IMPORT_PARTIAL);
    const job = status.body.result as ImportJob;
    expect(job).toMatchObject({ status: 'done', okCount: 5, errorCount: 2 });
    expect(status.body.message).toBe('总上传行数：7，已导入行数：5，错误行数：2');
    expect(await countPrefix('G')).toBe(5);
    const file = await s.download(`/school/student/importErrors?id=${jobId}`, 'admin');
    const sheet = await readWorkbook(file.rawPayload);
    expect(sheet.map((r) => r[0])).toEqual(['行号', '7', '8']);
    expect(sheet[1]?.at(-1)).toContain('班级：班级不存在');
    expect(sheet[1]?.at(-1)).toContain('手机号：请输入正确手机号');
    expect(sheet[2]?.at(-1)).toContain('学号与第 2 行重复');
  });

  it('is idempotent by 学号: a second run updates, never duplicates, and never moves a class', async () => {
    const rows = good('G', 5, CLASS_2).map((r) => ({ ...r, name: `${r.name}改` }));
    const { status } = await importAndWait(rows);
    expect((status.body.result as ImportJob).okCount).toBe(5);
    const stored = await new TenantDb(t.db, 1000).list(schoolStudent, {
      where: like(schoolStudent.studentNo, 'G%'),
    });
    expect(stored).toHaveLength(5);
    expect(stored.every((r) => r.name.endsWith('改'))).toBe(true);
    expect(new Set(stored.map((r) => r.classId)).size).toBe(1);
    expect((await s.students('studentNo=G001', 'banzhuren')).length).toBe(1);
  });

  it('all or nothing: one bad row writes nothing', async () => {
    const { status } = await importAndWait([...good('A', 4), { studentNo: 'A9', name: '' }], 'admin', '1');
    expect(status.body.result).toMatchObject({ status: 'failed', okCount: 0, errorCount: 1 });
    expect(await countPrefix('A')).toBe(0);
  });

  it('keeps values as data: a name that looks like SQL is stored as written', async () => {
    const name = "x'); drop table school_student;--";
    await importAndWait([{ studentNo: 'SQL1', name, classPath: CLASS_1 }]);
    const [row] = await new TenantDb(t.db, 1000).list(schoolStudent, {
      where: eq(schoolStudent.studentNo, 'SQL1'),
    });
    expect(row?.name).toBe(name);
  });
});

describe('an import cut off part-way', () => {
  const abortAt = (batch: number) => (n: number) => {
    if (n === batch) throw new Error('killed');
  };

  it('all or nothing: a transaction aborted after its first batch leaves no rows', async () => {
    const jobId = await stagedJob(good('K', 5), 1);
    await startImport(await adminActor(), jobId, { batchSize: 2, afterBatch: abortAt(1) });
    expect(await countPrefix('K')).toBe(0);
    const job = await new TenantDb(t.db, 1000).byId(schoolImportJob, jobId);
    expect(job).toMatchObject({ jobStatus: 'failed', processed: 0, message: '导入失败，未写入任何数据' });
  });

  it('batched: whole batches only, and a job left running by a stopped server resumes from its offset', async () => {
    const jobId = await stagedJob(good('R', 5), 0);
    await startImport(await adminActor(), jobId, { batchSize: 2, afterBatch: abortAt(1) });
    expect(await countPrefix('R')).toBe(2);
    const tdb = new TenantDb(t.db, 1000);
    expect(await tdb.byId(schoolImportJob, jobId)).toMatchObject({ processed: 2 });
    // As a server killed mid-run leaves it: still "running", heartbeat long past.
    await tdb.update(
      schoolImportJob,
      { jobStatus: 'running', heartbeat: new Date(Date.now() - 3_600_000) },
      eq(schoolImportJob.id, jobId),
    );
    const poll = await s.get(`/school/student/importStatus?id=${jobId}`, 'admin');
    expect(poll.body.message).toBe('导入任务因服务重启中断，已自动继续');
    await importSettled(jobId);
    expect(await countPrefix('R')).toBe(5);
    expect(await tdb.byId(schoolImportJob, jobId)).toMatchObject({
      jobStatus: 'done',
      processed: 5,
      okCount: 5,
    });
  });
});

describe('upload size', () => {
  const sendBytes = (url: string, size: number) => {
    const { payload, contentType } = multipart([
      { name: 'file', filename: 'big.xlsx', data: randomBytes(size) },
    ]);
    return t.call({
      method: 'POST',
      url: `/jeecg-boot${url}`,
      headers: { ...s.headers('admin'), 'content-type': contentType },
      payload,
    });
  };

  it('the import takes files above the shared 5 MB limit, up to its own 20 MB', async () => {
    const MB = 1024 * 1024;
    expect((await sendBytes('/school/student/importPreview', 6 * MB)).body.message).toBe(SheetMsg.notXlsx);
    expect((await sendBytes('/school/student/importPreview', 21 * MB)).body.message).toBe(
      '文件不能超过 20 MB',
    );
    expect((await sendBytes('/sys/common/upload', 6 * MB)).body.message).toBe('文件不能超过 5 MB');
  });
});

describe('import respects reach and tenants', () => {
  it('a class teacher imports only into their class and cannot overwrite a hidden 学号', async () => {
    const { status } = await importAndWait(
      [
        { studentNo: 'B001', name: '本班', classPath: CLASS_1 },
        { studentNo: 'B002', name: '外班', classPath: CLASS_2 },
        { studentNo: '20230201', name: '冒名', classPath: CLASS_1 },
      ],
      'banzhuren',
    );
    const job = status.body.result as ImportJob;
    expect(job.okCount).toBe(1);
    expect(job.errors.map((e) => e.message)).toEqual(['无权导入到该班级', '学号已存在']);
    const [hidden] = await new TenantDb(t.db, 1000).list(schoolStudent, {
      where: eq(schoolStudent.studentNo, '20230201'),
    });
    expect(hidden?.name).not.toBe('冒名');
  });

  it('another school neither sees the job nor gets its classes', async () => {
    const { jobId } = await importAndWait(good('T', 1));
    expect((await s.get(`/school/student/importStatus?id=${jobId}`, 'zhongxue')).body.message).toBe(
      '未找到对应数据',
    );
    expect((await s.get(`/school/student/importStatus?id=${jobId}`, 'banzhuren')).body.message).toBe(
      '未找到对应数据',
    );
    const { status } = await importAndWait(
      [{ studentNo: 'Z1', name: '跨校', classPath: CLASS_1 }],
      'zhongxue',
    );
    expect(status.body.result).toMatchObject({ okCount: 0, errorCount: 1 });
    expect((status.body.result as ImportJob).errors[0]?.message).toBe('班级不存在，请按模板“班级”表填写');
  });
});
