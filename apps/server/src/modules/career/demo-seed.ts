import { getScale, score } from '@xinmiao/scales';
import { asc } from 'drizzle-orm';
import { appendGrowthEvents } from '../../core/growth-events.ts';
import type { TenantDb, TenantInsert } from '../../core/tenant-db.ts';
import { newId } from '../../db/ids.ts';
import {
  evalPackage,
  evalPackageItem,
  schoolStudent,
  screeningAttempt,
  screeningResult,
  screeningTask,
} from '../../db/schema.ts';
import { CAREER_SCALE } from './latest-result.ts';

/** Demo students with a RIASEC result, and the interests (1–5 per area, R I A S E C) they answered. */
const DEMO_INTERESTS: readonly (readonly number[])[] = [
  [2, 3, 5, 4, 1, 1],
  [5, 4, 2, 1, 3, 3],
  [1, 5, 2, 3, 2, 4],
  [2, 2, 3, 5, 4, 1],
  [3, 1, 2, 3, 5, 4],
  [2, 4, 1, 2, 3, 5],
];

/** Item n belongs to area (n−1) mod 6 in R I A S E C order. */
const sheetOf = (perArea: readonly number[]) => Array.from({ length: 48 }, (_, i) => perArea[i % 6] ?? 3);

/**
 * 2026年秋季生涯兴趣调查: a closed career survey (RIASEC) answered by the first demo students, so a
 * fresh start shows career reports, their growth events and the cockpit's counts. It ran in the first
 * week of term, before the mental-health screening, so the newest results a centre sees first stay
 * that screening's.
 */
export async function seedDemoCareer(tdb: TenantDb): Promise<void> {
  const students = await tdb.list(schoolStudent, {
    orderBy: [asc(schoolStudent.studentNo)],
    limit: DEMO_INTERESTS.length,
  });
  if (students.length === 0) return;
  const [packageId = ''] = await tdb.insert(evalPackage, { name: '生涯兴趣调查套餐', createBy: 'admin' });
  await tdb.insert(evalPackageItem, [
    { packageId, scaleCode: CAREER_SCALE, sortNo: 0, studentCanViewReport: true },
  ]);
  const version = getScale(CAREER_SCALE).currentVersion;
  const closedAt = new Date('2026-09-06T10:00:00Z');
  const [taskId = ''] = await tdb.insert(screeningTask, {
    name: '2026年秋季生涯兴趣调查',
    taskStatus: 'closed',
    packageId,
    scales: [{ scaleCode: CAREER_SCALE, version, alias: '', studentCanViewReport: true }],
    startAt: new Date('2026-09-02T00:00:00Z'),
    endAt: closedAt,
    studentCanViewReport: true,
    publishedAt: new Date('2026-09-01T08:00:00Z'),
    createBy: 'admin',
  });
  const attempts: TenantInsert<typeof screeningAttempt>[] = [];
  const results: TenantInsert<typeof screeningResult>[] = [];
  for (const [index, student] of students.entries()) {
    const attemptId = newId();
    const answers = sheetOf(DEMO_INTERESTS[index] ?? []);
    const submittedAt = new Date(closedAt.getTime() - (index + 1) * 3_600_000);
    const result = score(CAREER_SCALE, answers, { durationSeconds: 600 });
    attempts.push({
      id: attemptId,
      taskId,
      studentId: student.id,
      orgCode: student.orgCode,
      attemptStatus: 'submitted',
      answers: { [CAREER_SCALE]: answers },
      submittedAt,
    });
    results.push({
      taskId,
      attemptId,
      studentId: student.id,
      orgCode: student.orgCode,
      scaleCode: CAREER_SCALE,
      scaleVersion: version,
      valid: result.valid,
      level: result.level,
      score: result,
      createTime: submittedAt,
    });
  }
  await tdb.insert(screeningAttempt, attempts);
  await tdb.insert(screeningResult, results);
  await appendGrowthEvents(
    tdb,
    results.map((r) => ({
      studentId: r.studentId,
      kind: 'career' as const,
      visibility: 'student' as const,
      title: `完成生涯兴趣调查，霍兰德代码 ${(r.score as { code: string | null }).code ?? ''}`,
      sourceModule: 'career',
      sourceId: r.attemptId,
      eventTime: r.createTime,
    })),
  );
}
