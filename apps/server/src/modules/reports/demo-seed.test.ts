import { score } from '@xinmiao/scales';
import type { ActionCard, GroupReport, TaskProgress } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { evalPackageItem, screeningAttempt, screeningResult, screeningTask } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { classIdOf, schoolSession, studentId } from '../school/test-support.ts';
import { seedDemoScreening } from '../screening/test-support.ts';

let t: TestApp;
let db: TenantDb;

beforeAll(async () => {
  t = await createTestApp();
  db = new TenantDb(t.db, 1000, 'admin');
  await seedDemoScreening(db);
});
afterAll(() => t.close());

describe('demo screening seed', () => {
  it('stores, for every answered sheet, exactly what the engine scores from the stored answers', async () => {
    const [task] = await db.list(screeningTask);
    expect([task?.name, task?.taskStatus]).toEqual(['2026年秋季新生心理普查', 'closed']);
    // Its package can be published again: it holds the task's scales, in order.
    const items = await db.list(evalPackageItem, {
      where: eq(evalPackageItem.packageId, task?.packageId ?? ''),
    });
    expect(items.sort((a, b) => a.sortNo - b.sortNo).map((i) => i.scaleCode)).toEqual([
      'SCL90',
      'PHQ9',
      'GAD7',
      'TYPE16',
    ]);
    const attempts = await db.list(screeningAttempt);
    const results = await db.list(screeningResult);
    const answered = attempts.filter((a) => a.attemptStatus === 'submitted');
    expect(answered.length).toBeLessThan(attempts.length);
    expect(results).toHaveLength(answered.length * 4);
    for (const result of results) {
      const attempt = answered.find((a) => a.id === result.attemptId);
      const answers = ((attempt?.answers ?? {}) as Record<string, number[]>)[result.scaleCode] ?? [];
      const norm = result.scaleCode === 'SCL90' ? { norm: 'CN1986' } : {};
      const engine = score(result.scaleCode, answers, { durationSeconds: 900, ...norm });
      expect(result.score).toEqual(JSON.parse(JSON.stringify(engine)));
      expect([result.level, result.valid]).toEqual([engine.level, engine.valid]);
    }
  });

  it('gives 20230102 a PHQ-9 item-9 warning the class teacher sees as an action, not a number', async () => {
    const student = await studentId(t, 1000, '20230102');
    const levels = (await db.list(screeningResult, { where: eq(screeningResult.studentId, student) })).map(
      (r) => [r.scaleCode, r.level] as const,
    );
    expect(levels).toContainEqual(['PHQ9', 3]);
    const s = await schoolSession(t, ['banzhuren', 'xinli']);
    const classId = await classIdOf(t, 1000, '计算机学院', '2023级1班');
    const card = (await s.get(`/screening/actionCard?classId=${classId}`, 'banzhuren')).body
      .result as ActionCard;
    expect(card.students.map((st) => st.studentNo)).toContain('20230102');
    const [task] = await db.list(screeningTask);
    const group = (await s.get(`/screening/report/group?taskId=${task?.id}`, 'xinli')).body
      .result as GroupReport;
    expect(group.total.submitted).toBe(28);
    // 测评进度 counts the same sheets the results came from (the seed once wrote a status nothing counts).
    const progress = (await s.get(`/screening/task/progress?id=${task?.id}`, 'xinli')).body
      .result as TaskProgress;
    expect(progress.total.submitted).toBe(28);
    expect(JSON.stringify(group.rows)).toContain('"<5"');
    expect(group.scales.map((sc) => sc.code)).toEqual(['SCL90', 'PHQ9', 'GAD7', 'TYPE16']);
  });
});
