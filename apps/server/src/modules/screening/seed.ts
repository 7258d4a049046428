import { eq } from 'drizzle-orm';
import type { SeedingSchool } from '../../core/seed-spec.ts';
import { evalPackage, evalPackageItem, schoolStudent, screeningTask } from '../../db/schema.ts';
import { pinPackage } from './pinned-scales.ts';
import { assignAttempts } from './targets.ts';

const DEMO_CLASS = ['心苗示范大学', '计算机学院', '2023级', '2023级1班'].join('/');

/**
 * The demo school's first screening, open now, for 2023级1班 (students 20230101–03), with their
 * answering accounts (initial password `Xm` + the ID number's last six, changed at first sign-in),
 * so a fresh `npm start` has something to answer on /m.
 */
export async function seedScreening({ tdb, departs, studentAccounts }: SeedingSchool): Promise<void> {
  const klass = departs.get(DEMO_CLASS);
  if (!klass) return;
  const students = await tdb.list(schoolStudent, { where: eq(schoolStudent.classId, klass.id) });
  const accounts = await studentAccounts(students);
  for (const student of students) {
    const userId = accounts.get(student.studentNo);
    if (userId) await tdb.update(schoolStudent, { userId }, eq(schoolStudent.id, student.id));
  }
  const [packageId = ''] = await tdb.insert(evalPackage, {
    name: '新生心理普查（PHQ-9 + GAD-7）',
    description: '抑郁与焦虑筛查',
    consentText: '本测评仅用于学校心理健康服务，结果严格保密，只有心理中心的老师能看到你的答案。',
    createBy: 'admin',
  });
  // The demo task lets students read their reports: so do its scales, or a released report stays closed.
  await tdb.insert(evalPackageItem, [
    { packageId, scaleCode: 'PHQ9', sortNo: 1, studentCanViewReport: true },
    { packageId, scaleCode: 'GAD7', sortNo: 2, studentCanViewReport: true },
  ]);
  const now = new Date();
  const [taskId = ''] = await tdb.insert(screeningTask, {
    name: '2023级1班 心理普查',
    taskStatus: 'open',
    packageId,
    scales: await pinPackage(tdb, packageId),
    targets: { departIds: [klass.id], enrolYears: [], studentTypes: [], studentStatuses: [] },
    startAt: now,
    endAt: new Date(now.getTime() + 90 * 86_400_000),
    consentText: '本测评仅用于学校心理健康服务，结果严格保密。你可以拒绝参加。',
    studentCanViewReport: true,
    publishedAt: now,
    createBy: 'admin',
  });
  await assignAttempts(tdb, taskId, eq(schoolStudent.classId, klass.id));
}
