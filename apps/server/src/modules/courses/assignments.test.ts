import {
  COURSE_MESSAGES,
  type CourseRule,
  type CourseTarget,
  type MyCourse,
  type MyCourseDetail,
  type StudentProgress,
} from '@xinmiao/shared';
import { and, eq, gte, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudentAccounts } from '../../core/student-accounts.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import {
  courseAssignment,
  crisisCase,
  growthEvent,
  schoolStudent,
  screeningResult,
} from '../../db/schema.ts';
import { firstSignIn } from '../../test/first-sign-in.ts';
import { grantToRole } from '../../test/grant.ts';
import { auth, type Body, createTestApp, type TestApp } from '../../test/test-app.ts';
import { answer, createTask, uniform } from '../screening/test-support.ts';

const INITIAL = 'Init2026pw!x';
let t: TestApp;
const token: Record<string, string> = {};
type Student = { id: string; name: string; classId: string; orgCode: string };
let students: Student[] = [];
let courseId = '';
let lessons: string[] = [];
let otherClass = '';

const call = async (who: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<Body> =>
  (
    await t.call({
      method,
      url: `/jeecg-boot/course${url}`,
      headers: auth(token[who] ?? ''),
      ...(payload ? { payload } : {}),
    })
  ).body;

beforeAll(async () => {
  t = await createTestApp();
  await grantToRole(t, 1000, 'banzhuren', ['course:course:list']);
  for (const name of ['admin', 'banzhuren']) token[name] = await t.login(name);
  const tdb = new TenantDb(t.db, 1000, 'admin');
  const [first] = await tdb.list(schoolStudent, { where: isNull(schoolStudent.userId), limit: 1 });
  if (!first) throw new Error('no student without an account');
  // Three classmates: one assigned by hand, one picked by a crisis-level rule, one not assigned.
  students = (
    await tdb.list(schoolStudent, {
      where: and(eq(schoolStudent.classId, first.classId), isNull(schoolStudent.userId)),
      limit: 3,
    })
  ).map((s) => ({ id: s.id, name: s.name, classId: s.classId, orgCode: s.orgCode }));
  if (students.length < 3) throw new Error('need three classmates without accounts');
  const other = await tdb.first(schoolStudent, ne(schoolStudent.classId, first.classId));
  otherClass = other?.classId ?? '';
  const issued = await createStudentAccounts(
    t.db,
    1000,
    'admin',
    (await tdb.list(schoolStudent, { where: eq(schoolStudent.classId, first.classId) }))
      .filter((s) => students.some((x) => x.id === s.id))
      .map((s) => ({ studentNo: s.studentNo, name: s.name, idCard: null })),
    () => INITIAL,
  );
  const numbers = await tdb.list(schoolStudent, { where: eq(schoolStudent.classId, first.classId) });
  for (const [i, s] of students.entries()) {
    const no = numbers.find((n) => n.id === s.id)?.studentNo ?? '';
    const account = issued.get(no);
    if (!account) throw new Error(`no account for ${no}`);
    // The student routes link the record to its new account; done here the same way.
    await tdb.update(schoolStudent, { userId: account.userId }, eq(schoolStudent.id, s.id));
    token[`s${i}`] = await firstSignIn(t, no, INITIAL);
  }
  courseId = (await call('admin', 'POST', '/add', { title: '情绪自助', category: 'mental' }))
    .result as string;
  const chapter = (await call('admin', 'POST', '/chapter/add', { courseId, title: '第一章' }))
    .result as string;
  lessons = [];
  for (const title of ['认识情绪', '调节情绪']) {
    const added = await call('admin', 'POST', '/lesson/add', {
      chapterId: chapter,
      title,
      kind: 'text',
      content: `<p>${title}</p>`,
    });
    lessons.push(added.result as string);
  }
});
afterAll(() => t.close());

describe('assignment and progress', () => {
  it('assigns by hand and by a crisis-level rule; the reason reaches nobody but the centre', async () => {
    const [byHand, byRule] = students;
    if (!byHand || !byRule) throw new Error('students');
    expect((await call('admin', 'POST', '/assign', { courseId, studentIds: [byHand.id] })).result).toBe(1);
    await new TenantDb(t.db, 1000, 'admin').insert(crisisCase, {
      studentId: byRule.id,
      orgCode: byRule.orgCode,
      suggestedLevel: 3,
      source: 'test',
      summary: '测试',
    });
    const rule = await call('admin', 'POST', '/rule/add', { courseId, source: 'crisis', minLevel: 2 });
    // The demo school has crisis cases of its own: the rule picks those students too.
    expect(rule.success).toBe(true);
    expect(rule.result).toBeGreaterThanOrEqual(1);

    const centreReply = await call('admin', 'GET', `/progress?id=${courseId}`);
    expect(centreReply.message).toBe('');
    const centre = centreReply.result as StudentProgress[];
    expect(centre.map((p) => p.studentId)).toEqual(expect.arrayContaining([byHand.id, byRule.id]));
    for (const row of centre) {
      expect(Object.keys(row).sort()).toEqual(
        ['completed', 'finishedLessons', 'studentId', 'studentName', 'totalLessons', 'watchedShare'].sort(),
      );
    }
    // The 班主任 sees the class's progress, without the student a rule picked.
    const teacher = await call('banzhuren', 'GET', `/progress?id=${courseId}`);
    expect(teacher.success).toBe(true);
    const seen = (teacher.result as StudentProgress[]).map((p) => p.studentId);
    expect(seen).not.toContain(byRule.id);
    expect(JSON.stringify(teacher)).not.toMatch(/rule|crisis|危机/);

    // A draft reaches no student; published (here to another class) it reaches those assigned.
    expect((await call('s1', 'GET', '/my/all')).result).toEqual([]);
    expect(await call('s1', 'GET', `/my/detail?id=${courseId}`)).toMatchObject({
      success: false,
      message: COURSE_MESSAGES.notPublished,
    });
    const published = await call('admin', 'POST', '/publish', { id: courseId, departIds: [otherClass] });
    expect(published).toMatchObject({ success: true, message: COURSE_MESSAGES.publishOk });

    // The student sees the course, never why.
    const mine = await call('s1', 'GET', '/my/all');
    expect((mine.result as MyCourse[]).map((c) => c.id)).toEqual([courseId]);
    expect(JSON.stringify(mine)).not.toMatch(/rule|origin|crisis|危机/);
    // A classmate without the course sees nothing of it.
    expect((await call('s2', 'GET', '/my/all')).result).toEqual([]);
    expect(await call('s2', 'GET', `/my/detail?id=${courseId}`)).toMatchObject({ success: false });
    expect(
      await call('s2', 'POST', '/my/progress', {
        lessonId: lessons[0],
        positionSeconds: 3,
        watchedShare: 10,
      }),
    ).toMatchObject({
      success: false,
    });
  });

  it('saves progress, resumes where the student stopped and writes completion to the growth file', async () => {
    const [byHand] = students;
    if (!byHand) throw new Error('students');
    const saved = await call('s0', 'POST', '/my/progress', {
      lessonId: lessons[0],
      positionSeconds: 42,
      watchedShare: 60,
    });
    expect(saved).toMatchObject({ success: true, result: false, message: '' });
    const list = (await call('s0', 'GET', '/my/all')).result as MyCourse[];
    expect(list[0]).toMatchObject({
      resumeLessonId: lessons[0],
      resumeSeconds: 42,
      finishedLessons: 0,
      totalLessons: 2,
    });

    await call('s0', 'POST', '/my/progress', {
      lessonId: lessons[0],
      positionSeconds: 100,
      watchedShare: 100,
      finished: true,
    });
    const done = await call('s0', 'POST', '/my/progress', {
      lessonId: lessons[1],
      positionSeconds: 5,
      watchedShare: 100,
      finished: true,
    });
    expect(done).toMatchObject({ success: true, result: true });
    const detail = (await call('s0', 'GET', `/my/detail?id=${courseId}`)).result as MyCourseDetail;
    expect(detail.progress.filter((p) => p.finished)).toHaveLength(2);

    const events = await new TenantDb(t.db, 1000).list(growthEvent, {
      where: and(eq(growthEvent.studentId, byHand.id), eq(growthEvent.kind, 'course')),
    });
    expect(events).toMatchObject([
      { title: '完成课程《情绪自助》', visibility: 'student', sourceModule: 'courses' },
    ]);
    const progress = (await call('admin', 'GET', `/progress?id=${courseId}`)).result as StudentProgress[];
    expect(progress.find((p) => p.studentId === byHand.id)).toMatchObject({
      finishedLessons: 2,
      watchedShare: 100,
      completed: true,
    });
  });

  it('publishes to a class: the whole class is on the roster, rule-picked or not, and a draft hides it again', async () => {
    const [, byRule, notAssigned] = students;
    if (!byRule || !notAssigned) throw new Error('students');
    const before = (await call('admin', 'GET', `/rule/all?id=${courseId}`)).result as CourseRule[];
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ source: 'crisis', minLevel: 2 });
    const ruleHeld = before[0]?.assigned ?? 0;
    expect(ruleHeld).toBeGreaterThanOrEqual(1);

    const reply = await call('admin', 'POST', '/publish', {
      id: courseId,
      departIds: [byRule.classId, otherClass],
    });
    expect(reply.success).toBe(true);
    const targets = (await call('admin', 'GET', `/target/all?id=${courseId}`)).result as CourseTarget[];
    expect(targets.map((x) => x.departId).sort()).toEqual([byRule.classId, otherClass].sort());
    // The rule-picked student now holds the class-wide reason: a roster lists the whole class.
    const held = await new TenantDb(t.db, 1000).list(courseAssignment, {
      where: eq(courseAssignment.courseId, courseId),
    });
    expect(held.find((a) => a.studentId === byRule.id)?.origin).toBe('publish');
    expect(held.find((a) => a.studentId === notAssigned.id)?.origin).toBe('publish');
    const after = (await call('admin', 'GET', `/rule/all?id=${courseId}`)).result as CourseRule[];
    expect(after[0]?.assigned).toBe(ruleHeld - 1);
    expect(((await call('s2', 'GET', '/my/all')).result as MyCourse[]).map((c) => c.id)).toEqual([courseId]);

    expect(await call('admin', 'POST', '/unpublish', { id: courseId })).toMatchObject({
      success: true,
      message: COURSE_MESSAGES.unpublishOk,
    });
    expect((await call('s2', 'GET', '/my/all')).result).toEqual([]);
    const removed = await t.call({
      method: 'DELETE',
      url: `/jeecg-boot/course/rule/delete?id=${after[0]?.id}`,
      headers: auth(token.admin ?? ''),
    });
    expect(removed.body).toMatchObject({ success: true, message: COURSE_MESSAGES.ruleDeleted });
    expect((await call('admin', 'GET', `/rule/all?id=${courseId}`)).result).toEqual([]);
  });

  it('assigns by a screening band: exactly the students with a result at or above the level, never saying why', async () => {
    const [, , inBand] = students;
    if (!inBand) throw new Error('students');
    const tdb = new TenantDb(t.db, 1000, 'admin');
    const task = await createTask(tdb, { name: '课程分级普查', scales: ['PHQ9'] });
    const [resultId = ''] = Object.values(await answer(tdb, task, inBand.id, { PHQ9: uniform(9, 4) }));
    const level = (await tdb.byId(screeningResult, resultId))?.level ?? 0;
    expect(level).toBeGreaterThan(0);

    const bandCourse = (await call('admin', 'POST', '/add', { title: '压力应对自助', category: 'mental' }))
      .result as string;
    const chapter = (await call('admin', 'POST', '/chapter/add', { courseId: bandCourse, title: '第一章' }))
      .result as string;
    await call('admin', 'POST', '/lesson/add', {
      chapterId: chapter,
      title: '放松',
      kind: 'text',
      content: '<p>放松</p>',
    });
    const rule = await call('admin', 'POST', '/rule/add', {
      courseId: bandCourse,
      source: 'screening',
      minLevel: level,
    });
    expect(rule.success, rule.message).toBe(true);

    const band = await tdb.list(screeningResult, { where: gte(screeningResult.level, level), limit: 10_000 });
    const held = await tdb.list(courseAssignment, {
      where: eq(courseAssignment.courseId, bandCourse),
      limit: 10_000,
    });
    expect(held.map((a) => a.studentId).sort()).toEqual([...new Set(band.map((r) => r.studentId))].sort());
    expect(rule.result).toBe(held.length);

    // Published to nobody but those the rule picked: the student has it, without the reason.
    expect((await call('admin', 'POST', '/publish', { id: bandCourse, departIds: [] })).success).toBe(true);
    const mine = await call('s2', 'GET', '/my/all');
    expect((mine.result as MyCourse[]).map((c) => c.id)).toEqual([bandCourse]);
    expect(JSON.stringify(mine)).not.toMatch(/rule|origin|screening|筛查|PHQ/);
    // The 班主任 of the class does not learn who is in the band.
    const teacher = await call('banzhuren', 'GET', `/progress?id=${bandCourse}`);
    expect(teacher.success).toBe(true);
    expect((teacher.result as StudentProgress[]).map((p) => p.studentId)).not.toContain(inBand.id);
  });
});
