import { type PageResult, REPORT_MESSAGES, type ReportListRecord } from '@xinmiao/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { screeningResult } from '../../db/schema.ts';
import { auditedReads } from '../../test/read-audits.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { classIdOf, schoolSession, studentId } from '../school/test-support.ts';
import { addStudents, answer, createTask, uniform } from '../screening/test-support.ts';

// Demo data: 计算机学院 2023级1班 is banzhuren's class in fudaoyuan's college; 20230501 sits in
// 心理学院, outside it. The demo seed has results of its own, so every query names this file's task.
let t: TestApp;
let s: Awaited<ReturnType<typeof schoolSession>>;
let taskId: string;
/** Result id → student id of this file's task, the class students first, the outsider last. */
const studentOf = new Map<string, string>();
let inClass: string[];
let outsideResult: string;
let latest: string;

const PATH = '/screening/report/list';

async function page(query: string, who = 'xinli'): Promise<PageResult<ReportListRecord>> {
  const { body } = await s.get(`${PATH}?taskId=${taskId}&${query}`, who);
  expect(body.success, body.message).toBe(true);
  return body.result as PageResult<ReportListRecord>;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = new TenantDb(t.db, 1000, 'admin');
  s = await schoolSession(t, ['xinli', 'fudaoyuan', 'banzhuren']);
  taskId = await createTask(db, { name: '分页普查', scales: ['PHQ9'] });
  const classId = await classIdOf(t, 1000, '计算机学院', '2023级1班');
  const students = await addStudents(db, classId, '2023019', 7);
  for (const student of students) {
    const ids = await answer(db, taskId, student, { PHQ9: uniform(9, 1) });
    studentOf.set(ids.PHQ9 ?? '', student);
  }
  inClass = [...studentOf.keys()];
  const outsider = await studentId(t, 1000, '20230501');
  outsideResult = (await answer(db, taskId, outsider, { PHQ9: uniform(9, 2) })).PHQ9 ?? '';
  studentOf.set(outsideResult, outsider);
  // One submission time for all but one, so only the id keeps the pages apart.
  const same = new Date('2026-09-01T08:00:00Z');
  await db.update(screeningResult, { createTime: same }, inArray(screeningResult.id, [...studentOf.keys()]));
  latest = inClass[3] ?? '';
  await db.update(
    screeningResult,
    { createTime: new Date('2026-09-02T08:00:00Z') },
    eq(screeningResult.id, latest),
  );
});
afterAll(() => t.close());

describe('个体报告 list paging', () => {
  it('returns every row exactly once across pages, newest first then by id, with the total on each page', async () => {
    const seen: string[] = [];
    for (let pageNo = 1; pageNo <= 3; pageNo++) {
      const result = await page(`pageNo=${pageNo}&pageSize=3`);
      expect([result.total, result.current, result.size, result.pages]).toEqual([8, pageNo, 3, 3]);
      seen.push(...result.records.map((r) => r.id));
    }
    expect(seen).toHaveLength(8);
    expect(new Set(seen)).toEqual(new Set(studentOf.keys()));
    const rest = [...studentOf.keys()].filter((id) => id !== latest);
    expect(seen).toEqual([latest, ...rest.sort().reverse()]);
    expect((await page('pageNo=4&pageSize=3')).records).toEqual([]);
  });

  it('keeps the task, level and 学号 filters', async () => {
    const byNo = await page('studentNo=20230501');
    expect(byNo.records.map((r) => r.id)).toEqual([outsideResult]);
    // PHQ-9 item 9 above zero: level 3, while the class's calm sheets are level 0.
    expect(byNo.records[0]?.level).toBe(3);
    expect((await page('minLevel=1')).records.map((r) => r.id)).toEqual([outsideResult]);
    expect((await page('minLevel=0')).total).toBe(8);
  });

  it('filters by report state in SQL, so totals count only that state', async () => {
    const [reviewed = '', released = '', withheld = ''] = inClass;
    const move = (action: string, resultId: string) =>
      s.send('POST', `/screening/report/${action}`, 'xinli', { resultId });
    for (const id of [reviewed, released, withheld]) await move('review', id);
    await move('release', released);
    await move('withhold', withheld);
    const inState = async (state: string) => {
      const result = await page(`reportState=${state}&pageSize=2`);
      return {
        total: result.total,
        ids: result.records.map((r) => r.id),
        states: result.records.map((r) => r.state),
      };
    };
    expect(await inState('reviewed')).toEqual({ total: 1, ids: [reviewed], states: ['reviewed'] });
    expect(await inState('released')).toEqual({ total: 1, ids: [released], states: ['released'] });
    expect(await inState('withheld')).toEqual({ total: 1, ids: [withheld], states: ['withheld'] });
    const generated = await inState('generated');
    expect(generated.total).toBe(5);
    expect(generated.states).toEqual(['generated', 'generated']);
    const { body } = await s.get(`${PATH}?reportState=deleted`, 'xinli');
    expect(body.success).toBe(false);
  });

  it('sends the moves each report allows now: by its state, and only to a holder of the release permission', async () => {
    const mayDo = async (state: string, who = 'xinli') =>
      (await page(`reportState=${state}&pageSize=1`, who)).records[0]?.abilities;
    expect(await mayDo('generated')).toEqual({ review: true, release: false, withhold: false });
    expect(await mayDo('reviewed')).toEqual({ review: false, release: true, withhold: true });
    expect(await mayDo('released')).toEqual({ review: false, release: false, withhold: true });
    expect(await mayDo('withheld')).toEqual({ review: false, release: true, withhold: false });
    expect(await mayDo('generated', 'fudaoyuan')).toEqual({ review: false, release: false, withhold: false });
  });

  it('offers no 发布给学生 on a task whose students may not read the report, and refuses the move', async () => {
    const db = new TenantDb(t.db, 1000, 'admin');
    const closedTask = await createTask(db, {
      name: '学生不可查看',
      scales: ['PHQ9'],
      studentCanViewReport: false,
    });
    const student = studentOf.get(inClass[5] ?? '') ?? '';
    const resultId = (await answer(db, closedTask, student, { PHQ9: uniform(9, 1) })).PHQ9 ?? '';
    const move = (action: string) => s.send('POST', `/screening/report/${action}`, 'xinli', { resultId });
    expect((await move('review')).body.success).toBe(true);
    const { body } = await s.get(`${PATH}?taskId=${closedTask}`, 'xinli');
    const [row] = (body.result as PageResult<ReportListRecord>).records;
    expect(row?.abilities).toEqual({ review: false, release: false, withhold: true });
    const refused = await move('release');
    expect(refused.body).toMatchObject({ success: false, message: REPORT_MESSAGES.studentMayNotRead });
  });

  it('keeps need-to-know: the centre reads totals, a 辅导员 levels in their college, a class teacher nothing', async () => {
    const centre = await page('pageSize=50');
    expect(centre.total).toBe(8);
    expect(centre.records.every((r) => typeof r.total === 'number')).toBe(true);
    const counsellor = await page('pageSize=50', 'fudaoyuan');
    expect(counsellor.total).toBe(7);
    expect(counsellor.records.map((r) => r.id)).not.toContain(outsideResult);
    expect(counsellor.records.every((r) => r.total === null)).toBe(true);
    // The seeded 班主任 reads career reports only: no result of this (mental-health) task.
    const { body } = await s.get(`${PATH}?taskId=${taskId}`, 'banzhuren');
    expect((body.result as { total: number }).total).toBe(0);
  });

  it('audits the students of each page it returns, page by page', async () => {
    const audited = async () =>
      (await auditedReads(t.db, { resource: PATH, username: 'fudaoyuan', tenantId: 1000 })).map(
        (r) => r.recordId,
      );
    const before = await audited();
    const first = await page('pageNo=1&pageSize=4', 'fudaoyuan');
    const afterFirst = await audited();
    const second = await page('pageNo=2&pageSize=4', 'fudaoyuan');
    const afterSecond = await audited();
    const added = (from: string[], to: string[]) => {
      const left = [...to];
      for (const id of from) left.splice(left.indexOf(id), 1);
      return left.sort();
    };
    expect(added(before, afterFirst)).toEqual(first.records.map((r) => studentOf.get(r.id)).sort());
    expect(added(afterFirst, afterSecond)).toEqual(second.records.map((r) => studentOf.get(r.id)).sort());
    expect(second.records).toHaveLength(3);
  });
});
