import { COURSE_MESSAGES, type MyCourse, type MyCourseDetail, type StudentProgress } from '@xinmiao/shared';
import { and, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { FileStorage } from '../../core/files/file-storage.ts';
import { appendGrowthEvents } from '../../core/growth-events.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { course, courseAssignment, courseLesson, courseProgress, schoolStudent } from '../../db/schema.ts';
import { courseDetail } from './course-routes.ts';

type ProgressRow = typeof courseProgress.$inferSelect;

const PUBLISHED = '1';

function summary(lessonIds: readonly string[], rows: readonly ProgressRow[]) {
  const byLesson = new Map(rows.map((p) => [p.lessonId, p]));
  const finished = lessonIds.filter((id) => byLesson.get(id)?.finished === 1).length;
  const share = lessonIds.length
    ? Math.round(
        lessonIds.reduce((sum, id) => sum + (byLesson.get(id)?.watchedShare ?? 0), 0) / lessonIds.length,
      )
    : 0;
  return { finishedLessons: finished, totalLessons: lessonIds.length, watchedShare: share };
}

async function lessonIdsOf(db: TenantDb, courseIds: readonly string[]): Promise<Map<string, string[]>> {
  const lessons = courseIds.length
    ? await db.list(courseLesson, { where: inArray(courseLesson.courseId, [...courseIds]) })
    : [];
  const out = new Map<string, string[]>();
  for (const l of lessons) out.set(l.courseId, [...(out.get(l.courseId) ?? []), l.id]);
  return out;
}

/**
 * Progress per student of one course, for the students `visible` picks. Students a school rule
 * assigned appear only when `withRuleAssigned` (the centre, who manages the rules): a 班主任 seeing
 * the roster must not learn who was picked by a screening band or a crisis level.
 */
export async function courseProgressFor(
  db: TenantDb,
  courseId: string,
  visible: SQL,
  withRuleAssigned: boolean,
): Promise<StudentProgress[]> {
  if (!(await db.byId(course, courseId))) throw new AppError(COURSE_MESSAGES.notFound);
  const conditions = [eq(courseAssignment.courseId, courseId)];
  if (!withRuleAssigned) conditions.push(ne(courseAssignment.origin, 'rule'));
  conditions.push(visible);
  const assigned = await db.list(courseAssignment, { where: and(...conditions) });
  if (assigned.length === 0) return [];
  const studentIds = assigned.map((a) => a.studentId);
  const students = await db.list(schoolStudent, { where: inArray(schoolStudent.id, studentIds) });
  const names = new Map(students.map((s) => [s.id, s.name]));
  const lessonIds = (await lessonIdsOf(db, [courseId])).get(courseId) ?? [];
  const progress = await db.list(courseProgress, {
    where: and(eq(courseProgress.courseId, courseId), inArray(courseProgress.studentId, studentIds)),
  });
  return assigned.map((a) => ({
    studentId: a.studentId,
    studentName: names.get(a.studentId) ?? '',
    ...summary(
      lessonIds,
      progress.filter((p) => p.studentId === a.studentId),
    ),
    completed: a.completedAt !== null,
  }));
}

/** The signed-in student's record, or a refusal for an account that is not a student's. */
export async function studentOf(db: TenantDb, userId: string) {
  const student = await db.first(schoolStudent, eq(schoolStudent.userId, userId));
  if (!student) throw new AppError(COURSE_MESSAGES.notStudent);
  return student;
}

async function assignmentOf(db: TenantDb, studentId: string, courseId: string) {
  const row = await db.first(
    courseAssignment,
    and(eq(courseAssignment.studentId, studentId), eq(courseAssignment.courseId, courseId)),
  );
  if (!row) throw new AppError(COURSE_MESSAGES.notAssigned);
  const published = await db.first(course, and(eq(course.id, courseId), eq(course.status, PUBLISHED)));
  if (!published) throw new AppError(COURSE_MESSAGES.notPublished);
  return row;
}

export async function myCourses(db: TenantDb, userId: string): Promise<MyCourse[]> {
  const student = await studentOf(db, userId);
  const assigned = await db.list(courseAssignment, { where: eq(courseAssignment.studentId, student.id) });
  const courseIds = assigned.map((a) => a.courseId);
  if (courseIds.length === 0) return [];
  // Only a published course reaches students; a draft's assignments wait for its publication.
  const courses = await db.list(course, {
    where: and(inArray(course.id, courseIds), eq(course.status, PUBLISHED)),
  });
  const lessons = await lessonIdsOf(db, courseIds);
  const progress = await db.list(courseProgress, {
    where: eq(courseProgress.studentId, student.id),
    orderBy: [desc(courseProgress.updateTime)],
  });
  return courses
    .map((c) => {
      const mine = progress.filter((p) => p.courseId === c.id);
      const last = mine[0];
      return {
        id: c.id,
        title: c.title,
        category: c.category,
        summary: c.summary,
        ...summary(lessons.get(c.id) ?? [], mine),
        completed: assigned.find((a) => a.courseId === c.id)?.completedAt != null,
        resumeLessonId: last?.lessonId ?? null,
        resumeSeconds: last?.positionSeconds ?? 0,
      };
    })
    .map(({ watchedShare: _share, ...rest }) => rest);
}

export async function myCourseDetail(
  db: TenantDb,
  userId: string,
  courseId: string,
  storage: FileStorage,
): Promise<MyCourseDetail> {
  const student = await studentOf(db, userId);
  await assignmentOf(db, student.id, courseId);
  const detail = await courseDetail(db, courseId, storage);
  if (!detail) throw new AppError(COURSE_MESSAGES.notFound);
  const progress = await db.list(courseProgress, {
    where: and(eq(courseProgress.studentId, student.id), eq(courseProgress.courseId, courseId)),
  });
  return {
    ...detail,
    progress: progress.map((p) => ({
      lessonId: p.lessonId,
      positionSeconds: p.positionSeconds,
      watchedShare: p.watchedShare,
      finished: p.finished === 1,
    })),
  };
}

/** A lesson of a course assigned to the signed-in student. */
export async function myLesson(db: TenantDb, userId: string, lessonId: string) {
  const student = await studentOf(db, userId);
  const lesson = await db.byId(courseLesson, lessonId);
  if (!lesson) throw new AppError(COURSE_MESSAGES.notFound);
  const assignment = await assignmentOf(db, student.id, lesson.courseId);
  return { student, lesson, assignment };
}

/**
 * Saves where the student is in a lesson (a finished lesson stays finished, the watched share only
 * grows); when every lesson is finished the course is complete and its growth event is written in the
 * same transaction. A course a school rule assigned is recorded for the student and the centre only.
 */
export async function saveProgress(
  db: TenantDb,
  userId: string,
  input: { lessonId: string; positionSeconds: number; watchedShare: number; finished: boolean },
): Promise<boolean> {
  return db.transaction(async (tdb) => {
    const { student, lesson, assignment } = await myLesson(tdb, userId, input.lessonId);
    const before = await tdb.first(
      courseProgress,
      and(eq(courseProgress.studentId, student.id), eq(courseProgress.lessonId, lesson.id)),
    );
    const values = {
      positionSeconds: input.positionSeconds,
      watchedShare: Math.max(input.watchedShare, before?.watchedShare ?? 0),
      finished: input.finished || before?.finished === 1 ? 1 : 0,
      updateTime: new Date(),
    };
    if (before) await tdb.update(courseProgress, values, eq(courseProgress.id, before.id));
    else
      await tdb.insert(courseProgress, {
        studentId: student.id,
        courseId: lesson.courseId,
        lessonId: lesson.id,
        ...values,
      });
    if (assignment.completedAt) return true;
    const lessonIds = (await lessonIdsOf(tdb, [lesson.courseId])).get(lesson.courseId) ?? [];
    const done = await tdb.list(courseProgress, {
      where: and(eq(courseProgress.studentId, student.id), eq(courseProgress.courseId, lesson.courseId)),
    });
    if (summary(lessonIds, done).finishedLessons < lessonIds.length) return false;
    const completedAt = new Date();
    await tdb.update(courseAssignment, { completedAt }, eq(courseAssignment.id, assignment.id));
    const title = (await tdb.byId(course, lesson.courseId))?.title ?? '';
    await appendGrowthEvents(tdb, [
      {
        studentId: student.id,
        kind: 'course',
        visibility: assignment.origin === 'rule' ? 'centre' : 'student',
        title: `完成课程《${title}》`,
        payload: { courseId: lesson.courseId, lessons: lessonIds.length },
        sourceModule: 'courses',
        sourceId: assignment.id,
        eventTime: completedAt,
      },
    ]);
    return true;
  });
}
