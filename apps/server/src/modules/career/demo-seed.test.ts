import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { careerGoal, careerGoalNote, growthEvent, schoolStudent, screeningResult } from '../../db/schema.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemoCareer } from './demo-seed.ts';
import { careerCockpit, hollandCounts } from './index.ts';
import { careerReport } from './report.ts';

let t: TestApp;
let db: TenantDb;

beforeAll(async () => {
  t = await createTestApp();
  db = new TenantDb(t.db, 1000);
  await seedDemoCareer(db);
});
afterAll(() => t.close());

describe('career demo data', () => {
  it('gives the first demo students a career report and a career event on their file', async () => {
    const student = await db.first(schoolStudent, eq(schoolStudent.studentNo, '20230101'));
    if (!student) throw new Error('no demo student 20230101');
    const report = await careerReport(db, student, 'staff');
    expect(report.result?.code).toBe('ASI');
    expect(report.result?.majorFamilies[0]).toBe('艺术学');
    const events = await db.list(growthEvent, { where: eq(growthEvent.studentId, student.id) });
    expect(events.map((e) => e.title)).toContain('完成生涯兴趣调查，霍兰德代码 ASI');
  });

  it('leaves one flagged career sheet in the 生涯导师’s 作废审核 queue, with no Holland code on the file', async () => {
    const flagged = await db.list(screeningResult, { where: eq(screeningResult.reviewStatus, 'pending') });
    expect(flagged.map((r) => [r.career, r.valid])).toEqual([[true, false]]);
    const reply = await t.call({
      method: 'GET',
      url: '/jeecg-boot/career/review/queue?reviewStatus=pending&pageSize=10',
      headers: auth(await t.login('shengya')),
    });
    const queue = reply.body.result as { records: { id: string; taskName: string }[] };
    expect(queue.records).toEqual([
      expect.objectContaining({ id: flagged[0]?.id, taskName: '2026年秋季生涯兴趣调查' }),
    ]);
    const student = await db.byId(schoolStudent, flagged[0]?.studentId ?? '');
    expect(student?.studentNo).toBe('20230301');
    const events = await db.list(growthEvent, { where: eq(growthEvent.studentId, student?.id ?? '') });
    expect(events.map((e) => e.title)).toEqual(['完成生涯兴趣调查']);
  });

  it('gives the first students goals with action plans, one completed with its review and comment', async () => {
    const goals = await db.list(careerGoal);
    expect(goals.map((g) => g.status).sort()).toEqual(['active', 'active', 'done']);
    expect(await db.count(careerGoalNote)).toBe(2);
    const events = await db.list(growthEvent, { where: eq(growthEvent.kind, 'plan') });
    expect(events).toHaveLength(4);
  });

  it('gives the cockpit one read: Holland codes and plan completion by unit', async () => {
    const cockpit = await careerCockpit(db, 'college');
    const plans = cockpit.plans.find((p) => p.unitName === '计算机学院');
    expect(plans).toMatchObject({ students: 3, goals: 3, goalsDone: 1, actions: 6, actionsDone: 4 });
    expect(cockpit.holland.length).toBeGreaterThan(0);
    const byClass = await careerCockpit(db, 'class');
    expect(byClass.plans.reduce((sum, p) => sum + p.goals, 0)).toBe(3);
  });

  it('counts every seeded student once in the cockpit’s grouping', async () => {
    const byCollege = await hollandCounts(db, 'college');
    const byClass = await hollandCounts(db, 'class');
    const total = (rows: { students: number }[]) => rows.reduce((sum, r) => sum + r.students, 0);
    expect(total(byCollege)).toBe(total(byClass));
    expect(total(byClass)).toBeGreaterThan(0);
  });
});
