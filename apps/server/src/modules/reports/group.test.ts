import type { GroupReport, GroupRow } from '@xinmiao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { classIdOf, departId, readWorkbook, schoolSession, studentId } from '../school/test-support.ts';
import { addStudents, answer, assign, createTask, uniform } from '../screening/test-support.ts';

// 计算机学院 2023级1班 gets six more students (nine answer), 2023级2班 keeps its three (a small
// group); one 心理学院 class answers too, outside the 辅导员's college.
let t: TestApp;
let s: Awaited<ReturnType<typeof schoolSession>>;
let task: string;
let college: string;
let grade: string;

/** PHQ-9 sheets: 0 (level 0), 10 (level 1, 中度), and item 9 "several days" (level 3). */
const NONE = uniform(9, 1);
const MODERATE = [3, 3, 3, 3, 3, 1, 1, 1, 1];
const ITEM9 = [1, 1, 1, 1, 1, 1, 1, 1, 2];

beforeAll(async () => {
  t = await createTestApp();
  const db = new TenantDb(t.db, 1000, 'admin');
  s = await schoolSession(t, ['xinli', 'fudaoyuan', 'banzhuren']);
  college = await departId(t, 1000, '计算机学院');
  grade = await classIdOf(t, 1000, '计算机学院', '2023级');
  const class1 = await classIdOf(t, 1000, '计算机学院', '2023级1班');
  const added = await addStudents(db, class1, '2023019', 6);
  const seated = await Promise.all(['20230101', '20230102', '20230103'].map((no) => studentId(t, 1000, no)));
  task = await createTask(db, { name: '2026年秋季新生心理普查', scales: ['PHQ9'] });
  // Class 1: six at level 0, two at level 1, one at level 3; one student of class 2 never answers.
  const sheets = [NONE, NONE, NONE, NONE, NONE, NONE, MODERATE, MODERATE, ITEM9];
  for (const [i, id] of [...seated, ...added].entries())
    await answer(db, task, id, { PHQ9: sheets[i] ?? NONE });
  await answer(db, task, await studentId(t, 1000, '20230201'), { PHQ9: MODERATE });
  await answer(db, task, await studentId(t, 1000, '20230202'), { PHQ9: NONE });
  await assign(db, task, await studentId(t, 1000, '20230203'));
  for (const no of ['20230501', '20230502', '20230503']) {
    await answer(db, task, await studentId(t, 1000, no), { PHQ9: NONE });
  }
});
afterAll(() => t.close());

const group = async (who: string, departId?: string) => {
  const { body } = await s.get(
    `/screening/report/group?taskId=${task}${departId ? `&departId=${departId}` : ''}`,
    who,
  );
  return body.result as GroupReport;
};
const byName = (rows: readonly GroupRow[], name: string) => rows.find((r) => r.name.startsWith(name));

describe('group report', () => {
  it('counts participation and levels per college for the centre', async () => {
    const report = await group('xinli');
    expect(report.path.map((p) => p.name)).toEqual(['心苗示范大学']);
    expect(report.total.assigned).toBe(15);
    expect(report.total.submitted).toBe(14);
    expect(report.total.levels).toEqual([10, '<5', 0, '<5']);
    // With the school's total shown, 计算机学院's counts would give 心理学院's small group away.
    const cs = byName(report.rows, '计算机学院');
    expect([cs?.assigned, cs?.submitted, cs?.hasChildren]).toEqual(['*', '*', true]);
    // 心理学院: three students, a small group: nothing about how they answered is shown.
    const psy = byName(report.rows, '心理学院');
    expect([psy?.assigned, psy?.submitted, psy?.participation]).toEqual(['<5', '<5', null]);
    expect(psy?.levels).toEqual(['<5', '<5', '<5', '<5']);
    expect(report.scales[0]?.code).toBe('PHQ9');
    expect(report.scales[0]?.factors).toEqual([]);
  });

  it('leaves a mixed task’s career scale out: RIASEC has no level to count', async () => {
    const db = new TenantDb(t.db, 1000, 'admin');
    const mixed = await createTask(db, { name: '心理与兴趣混合测评', scales: ['PHQ9', 'RIASEC'] });
    const nos = ['20230101', '20230102', '20230103', '20230201', '20230202', '20230501'];
    for (const no of nos)
      await answer(db, mixed, await studentId(t, 1000, no), { PHQ9: NONE, RIASEC: uniform(48, 4) });
    const { body } = await s.get(`/screening/report/group?taskId=${mixed}`, 'xinli');
    const report = body.result as GroupReport;
    expect(report.scales.map((x) => x.code)).toEqual(['PHQ9']);
    expect(report.scales[0]?.valid).toBe(6);
    expect(report.total.submitted).toBe(6);
  });

  it('drills down to the classes and hides what subtraction from the total would reveal', async () => {
    const report = await group('xinli', grade);
    expect(report.path.map((p) => p.name)).toEqual(['心苗示范大学', '计算机学院', '2023级']);
    const class1 = byName(report.rows, '2023级1班');
    const class2 = byName(report.rows, '2023级2班');
    expect(class2?.submitted).toBe('<5');
    expect(class2?.levels).toEqual(['<5', '<5', '<5', '<5']);
    expect(report.total.submitted).toBe(11);
    // With the grade's total shown, class 1's own figures would give class 2's away.
    expect(class1?.submitted).toBe('*');
    expect(class1?.assigned).toBe('*');
    for (const level of [0, 1, 2, 3]) expect(typeof class1?.levels[level]).not.toBe('number');
    expect(class1?.participation).toBeNull();
  });

  it('counts only the students a 辅导员 reaches', async () => {
    const report = await group('fudaoyuan');
    expect(report.rows.map((r) => r.name)).toEqual(['计算机学院']);
    expect(report.total.assigned).toBe(12);
    expect((await group('fudaoyuan', college)).total.assigned).toBe(12);
  });

  it('exports the same suppressed figures to Excel', async () => {
    const reply = await s.download(
      `/screening/report/group/exportXls?taskId=${task}&departId=${grade}`,
      'xinli',
    );
    expect(reply.statusCode).toBe(200);
    const rows = await readWorkbook(reply.rawPayload);
    const class2 = rows.find((r) => r[0] === '2023级2班');
    expect(class2?.slice(1, 3)).toEqual(['<5', '<5']);
    const class1 = rows.find((r) => r[0] === '2023级1班');
    expect(class1?.[2]).toBe('*');
    expect(rows.some((r) => r[0]?.includes('合计') && r[2] === '11')).toBe(true);
  });

  it('offers the published tasks to pick from', async () => {
    const { body } = await s.get('/screening/report/tasks', 'xinli');
    const tasks = body.result as { id: string; name: string; status: string }[];
    // This test's task, beside the open one the demo seeds; drafts are never offered.
    expect(tasks).toContainEqual({ id: task, name: '2026年秋季新生心理普查', status: 'closed' });
    expect(tasks.every((row) => row.status !== 'draft')).toBe(true);
  });

  it('is refused to a class teacher', async () => {
    const { body } = await s.get(`/screening/report/group?taskId=${task}`, 'banzhuren');
    expect([body.success, body.code]).toEqual([false, 510]);
  });
});
