import { getScale, score } from '@xinmiao/scales';
import { asc, eq } from 'drizzle-orm';
import { appendGrowthEvents } from '../../core/growth-events.ts';
import type { TenantDb, TenantInsert } from '../../core/tenant-db.ts';
import { newId } from '../../db/ids.ts';
import {
  careerGoal,
  evalPackage,
  evalPackageItem,
  schoolStudent,
  screeningAttempt,
  screeningResult,
  screeningTask,
} from '../../db/schema.ts';
import { addGoal, addNote, editGoal } from './goals.ts';
import { CAREER_SCALE } from './latest-result.ts';

/** Goals of the first demo students: one completed with its 复盘 and 点评, the others under way. */
const DEMO_GOALS = [
  {
    title: '参加全国大学生数学建模竞赛',
    dueDate: '2026-12-31',
    actions: [
      { id: 'a1', content: '组建三人队伍', owner: '本人', dueDate: '2026-10-15', done: true },
      { id: 'a2', content: '每周一次建模训练', owner: '本人', dueDate: '2026-12-15', done: false },
      { id: 'a3', content: '联系指导教师', owner: '张辅导', dueDate: '2026-10-31', done: true },
    ],
  },
  {
    title: '完成一份职业访谈报告',
    dueDate: '2026-11-30',
    actions: [
      { id: 'b1', content: '访谈两位从业者', owner: '本人', dueDate: '2026-11-15', done: true },
      { id: 'b2', content: '整理访谈记录', owner: '本人', dueDate: '2026-11-30', done: true },
    ],
    done: { review: '访谈让我更确定想做教育相关的工作', comment: '报告扎实，下一步可以试试实习' },
  },
  {
    title: '确定考研还是就业',
    dueDate: '2027-03-01',
    actions: [{ id: 'c1', content: '参加两场就业宣讲会', owner: '本人', dueDate: '2026-12-20', done: false }],
  },
] as const;

/** Demo students with a RIASEC result, and the interests (1–5 per area, R I A S E C) they answered. */
const DEMO_INTERESTS: readonly (readonly number[])[] = [
  [2, 3, 5, 4, 1, 1],
  [5, 4, 2, 1, 3, 3],
  [1, 5, 2, 3, 2, 4],
  [2, 2, 3, 5, 4, 1],
  [3, 1, 2, 3, 5, 4],
  [2, 4, 1, 2, 3, 5],
];

/**
 * One more student answered in 30 seconds: the too-fast rule flags the sheet, so the 生涯调查 作废审核
 * queue has a sheet to decide on a fresh start.
 */
const FLAGGED_INTERESTS: readonly number[] = [3, 3, 4, 2, 3, 3];
const DEMO_SHEETS = [
  ...DEMO_INTERESTS.map((interests) => ({ interests, durationSeconds: 600 })),
  { interests: FLAGGED_INTERESTS, durationSeconds: 30 },
];

/** Item n belongs to area (n−1) mod 6 in R I A S E C order. */
const sheetOf = (perArea: readonly number[]) => Array.from({ length: 48 }, (_, i) => perArea[i % 6] ?? 3);

/** As a submitted career survey names it: the Holland code only of a valid sheet. */
const codeTitle = (code: string | null) =>
  code ? `完成生涯兴趣调查，霍兰德代码 ${code}` : '完成生涯兴趣调查';

async function seedDemoGoals(tdb: TenantDb, students: readonly { id: string; name: string }[]) {
  for (const [index, goal] of DEMO_GOALS.entries()) {
    const student = students[index];
    if (!student) return;
    const fields = { title: goal.title, dueDate: goal.dueDate, actions: goal.actions.map((a) => ({ ...a })) };
    const id = await addGoal(tdb, student.id, fields);
    if (!('done' in goal)) continue;
    const [row] = await tdb.list(careerGoal, { where: eq(careerGoal.id, id) });
    if (row) await editGoal(tdb, row, { ...fields, status: 'done' });
    await addNote(tdb, id, { kind: 'review', content: goal.done.review, authorName: student.name });
    await addNote(tdb, id, { kind: 'comment', content: goal.done.comment, authorName: '张辅导' });
  }
}

/**
 * 2026年秋季生涯兴趣调查: a closed career survey (RIASEC) answered by the first demo students, so a
 * fresh start shows career reports, their growth events, the cockpit's counts and one flagged sheet. It ran in the first
 * week of term, before the mental-health screening, so the newest results a centre sees first stay
 * that screening's. The first three students also have goals with action plans.
 */
export async function seedDemoCareer(tdb: TenantDb): Promise<void> {
  const students = await tdb.list(schoolStudent, {
    orderBy: [asc(schoolStudent.studentNo)],
    limit: DEMO_SHEETS.length,
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
    career: true,
    createBy: 'admin',
  });
  const attempts: TenantInsert<typeof screeningAttempt>[] = [];
  const results: TenantInsert<typeof screeningResult>[] = [];
  for (const [index, student] of students.entries()) {
    const attemptId = newId();
    const sheet = DEMO_SHEETS[index];
    const answers = sheetOf(sheet?.interests ?? []);
    const submittedAt = new Date(closedAt.getTime() - (index + 1) * 3_600_000);
    const result = score(CAREER_SCALE, answers, { durationSeconds: sheet?.durationSeconds ?? 600 });
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
      career: true,
      reviewStatus: result.valid ? 'none' : 'pending',
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
      title: codeTitle((r.score as { code: string | null }).code),
      sourceModule: 'career',
      sourceId: r.attemptId,
      eventTime: r.createTime,
    })),
  );
  await seedDemoGoals(tdb, students);
}
