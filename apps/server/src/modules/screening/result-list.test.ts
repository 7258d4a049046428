import type { ResultOptions, ResultRecord } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { screeningResult, sysReadAudit, sysReadAuditRecord } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { schoolLevels } from '../dict/index.ts';
import { classIdOf, departId, readWorkbook, schoolSession, studentId } from '../school/test-support.ts';
import { answer, createTask, uniform } from './result-fixture.ts';

// Demo data: 计算机学院 2023级1班 holds 20230101–03 (辅导员 fudaoyuan has the college), 2023级2班
// 20230201–03; 心理学院 20230501–03 is outside the 辅导员's reach. Tenant 1001 has 20250101–03.
let t: TestApp;
let db: TenantDb;
let s: Awaited<ReturnType<typeof schoolSession>>;
let spring: string;
let autumn: string;
const ids: Record<string, Record<string, string>> = {};
const student: Record<string, string> = {};

/** PHQ-9 answered "several days" on every item: total 9, and item 9 makes it level 3. */
const RISKY = uniform(9, 2);

beforeAll(async () => {
  t = await createTestApp();
  db = new TenantDb(t.db, 1000, 'admin');
  s = await schoolSession(t, ['admin', 'xinli', 'fudaoyuan', 'banzhuren', 'zhongxue']);
  for (const no of ['20230101', '20230102', '20230201', '20230501'])
    student[no] = await studentId(t, 1000, no);
  spring = await createTask(db, { name: '结果页春季普查', scales: ['PHQ9'] });
  autumn = await createTask(db, { name: '结果页秋季普查', scales: ['PHQ9', 'GAD7'] });
  ids.calm = await answer(db, autumn, student['20230101'] ?? '', {
    PHQ9: uniform(9, 1),
    GAD7: uniform(7, 1),
  });
  ids.risky = await answer(db, autumn, student['20230102'] ?? '', { PHQ9: RISKY });
  ids.fast = await answer(db, autumn, student['20230201'] ?? '', { PHQ9: RISKY }, { durationSeconds: 5 });
  ids.outside = await answer(db, autumn, student['20230501'] ?? '', { PHQ9: RISKY });
  ids.spring = await answer(db, spring, student['20230102'] ?? '', { PHQ9: uniform(9, 1) });
  const other = new TenantDb(t.db, 1001, 'admin');
  const elsewhere = await createTask(other, { name: '他校普查', scales: ['PHQ9'] });
  ids.otherTenant = await answer(other, elsewhere, await studentId(t, 1001, '20250101'), { PHQ9: RISKY });
});
afterAll(() => t.close());

async function list(query: string, who = 'xinli') {
  const { body } = await s.get(`/screening/result/list?pageSize=100&${query}`, who);
  return { body, records: (body.result as { records: ResultRecord[] } | null)?.records ?? [] };
}

const idsOf = (records: ResultRecord[]) => records.map((r) => r.id).sort();
const sorted = (...values: (string | undefined)[]) => values.map((v) => v ?? '').sort();

async function auditedStudents(resource: string, username: string): Promise<string[]> {
  const rows = await db
    .select({ id: sysReadAuditRecord.id })
    .from(sysReadAuditRecord)
    .innerJoin(
      sysReadAudit,
      and(
        eq(sysReadAudit.tenantId, sysReadAuditRecord.tenantId),
        eq(sysReadAudit.id, sysReadAuditRecord.auditId),
      ),
    )
    .where(and(eq(sysReadAudit.resource, resource), eq(sysReadAudit.username, username)));
  return rows.map((r) => r.id);
}

describe('测评结果 list', () => {
  it('shows the centre every result with scores, class, report page and rules, newest first', async () => {
    const { body, records } = await list(`taskId=${autumn}`);
    expect(body.success, body.message).toBe(true);
    expect(idsOf(records)).toEqual(
      sorted(ids.calm?.PHQ9, ids.calm?.GAD7, ids.risky?.PHQ9, ids.fast?.PHQ9, ids.outside?.PHQ9),
    );
    const risky = records.find((r) => r.id === ids.risky?.PHQ9);
    expect(risky).toMatchObject({
      studentNo: '20230102',
      taskName: '结果页秋季普查',
      scaleCode: 'PHQ9',
      page: 'generalReportPage',
      total: 9,
      level: 3,
      valid: true,
      reviewStatus: 'none',
    });
    expect(risky?.className).toContain('2023级1班');
    expect(risky?.rules.length).toBeGreaterThan(0);
  });

  it('narrows by level, validity, review state, scale, college, class, keyword and submitted date', async () => {
    const mine = (query: string) => list(`taskId=${autumn}&${query}`).then((r) => idsOf(r.records));
    expect(await mine('level=3')).toEqual(sorted(ids.risky?.PHQ9, ids.fast?.PHQ9, ids.outside?.PHQ9));
    expect(await mine('valid=0')).toEqual([ids.fast?.PHQ9]);
    expect(await mine('reviewStatus=pending')).toEqual([ids.fast?.PHQ9]);
    expect(await mine('scaleCode=GAD7')).toEqual([ids.calm?.GAD7]);
    const computing = await departId(t, 1000, '计算机学院');
    expect(await mine(`collegeId=${computing}`)).toEqual(
      sorted(ids.calm?.PHQ9, ids.calm?.GAD7, ids.risky?.PHQ9, ids.fast?.PHQ9),
    );
    const classOne = await classIdOf(t, 1000, '计算机学院', '2023级1班');
    expect(await mine(`classId=${classOne}`)).toEqual(
      sorted(ids.calm?.PHQ9, ids.calm?.GAD7, ids.risky?.PHQ9),
    );
    expect(await mine('keyWord=2023020')).toEqual([ids.fast?.PHQ9]);
    expect((await list('keyWord=20230102')).records.map((r) => r.taskId).sort()).toEqual(
      [autumn, spring].sort(),
    );
    expect(await mine('createTime_begin=2999-01-01')).toEqual([]);
    expect(await mine('classId=__none__')).toEqual([]);
  });

  it('audits every list read with the students it returned', async () => {
    await list(`taskId=${spring}`, 'admin');
    expect(await auditedStudents('/screening/result/list', 'admin')).toContain(student['20230102']);
  });

  it('gives a 辅导员 the results of their college, levels without scores or rules', async () => {
    const { body, records } = await list(`taskId=${autumn}`, 'fudaoyuan');
    expect(body.success, body.message).toBe(true);
    expect(idsOf(records)).toEqual(sorted(ids.calm?.PHQ9, ids.calm?.GAD7, ids.risky?.PHQ9, ids.fast?.PHQ9));
    expect(records.every((r) => r.total === null && r.rules.length === 0)).toBe(true);
    expect(records.find((r) => r.id === ids.risky?.PHQ9)?.level).toBe(3);
  });

  it('gives a class teacher no mental-health result: scores stay with the centre, the action card is elsewhere', async () => {
    // The seeded 班主任 reads career reports, so the list opens to their class's career results only.
    const { body, records } = await list('', 'banzhuren');
    expect(body.success).toBe(true);
    expect(records.every((r) => r.career)).toBe(true);
    const exported = await s.get('/screening/result/exportXls', 'banzhuren');
    expect(exported.body.success).toBe(false);
  });

  it('keeps schools apart: no other school in the list, another school’s id is missing', async () => {
    const { records } = await list('');
    expect(records.some((r) => r.id === ids.otherTenant?.PHQ9)).toBe(false);
    const rescore = await s.send('POST', '/screening/result/rescore', 'xinli', { id: ids.otherTenant?.PHQ9 });
    expect(rescore.body.message).toBe('答卷不存在');
    const theirs = await list('', 'zhongxue');
    expect(theirs.records.some((r) => r.id === ids.risky?.PHQ9)).toBe(false);
  });
});

describe('测评结果 export, options and rescoring', () => {
  it('exports the filtered results with scores for the centre and audits each student', async () => {
    const reply = await s.download(`/screening/result/exportXls?taskId=${autumn}&level=3`, 'xinli');
    expect(reply.headers['content-type']).toContain('spreadsheetml');
    const rows = await readWorkbook(reply.rawPayload);
    expect(rows[0]).toEqual([
      '学号',
      '姓名',
      '班级',
      '测评任务',
      '量表',
      '总分',
      '预警等级',
      '效度',
      '复核状态',
      '提交时间',
    ]);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['20230102', '20230201', '20230501']);
    const level3 = (await schoolLevels(db))[3].label;
    expect(rows.find((r) => r[0] === '20230201')?.slice(5, 9)).toEqual(['9', level3, '无效', '待审核']);
    expect(await auditedStudents('/screening/result/exportXls', 'xinli')).toEqual(
      expect.arrayContaining([student['20230102'], student['20230201'], student['20230501']]),
    );
  });

  it('exports levels only, within their reach, for a 辅导员', async () => {
    const reply = await s.download(`/screening/result/exportXls?taskId=${autumn}&level=3`, 'fudaoyuan');
    const rows = await readWorkbook(reply.rawPayload);
    expect(rows[0]).not.toContain('总分');
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['20230102', '20230201']);
  });

  it('offers the published tasks, their scales, colleges and classes as filters', async () => {
    const { body } = await s.get('/screening/result/options', 'xinli');
    const options = body.result as ResultOptions;
    expect(options.tasks.map((task) => task.id)).toEqual(expect.arrayContaining([spring, autumn]));
    expect(options.scales.map((scale) => scale.code)).toEqual(expect.arrayContaining(['PHQ9', 'GAD7']));
    const computing = await departId(t, 1000, '计算机学院');
    expect(options.colleges.map((c) => c.id)).toContain(computing);
    const classOne = await classIdOf(t, 1000, '计算机学院', '2023级1班');
    expect(options.classes.find((c) => c.id === classOne)?.collegeId).toBe(computing);
  });

  it('rescores one sheet with its pinned version for holders of the permission only', async () => {
    // As if a scoring fault had stored a wrong level for the calm student's PHQ-9.
    const id = ids.calm?.PHQ9 ?? '';
    await db.update(screeningResult, { level: 2, score: { total: 15 } }, eq(screeningResult.id, id));
    const refused = await s.send('POST', '/screening/result/rescore', 'fudaoyuan', { id });
    expect(refused.body.code).toBe(510);
    const { body } = await s.send('POST', '/screening/result/rescore', 'xinli', { id });
    expect(body.success, body.message).toBe(true);
    expect(body.result).toMatchObject({ results: 2 });
    expect((body.result as { changed: number }).changed).toBeGreaterThanOrEqual(1);
    expect((await db.byId(screeningResult, id))?.level).toBe(0);
  });
});
