import {
  PLAN_MESSAGES,
  type PlanLesson,
  type PlanOptions,
  type PlanRecord,
  planConflictMessage,
  type planLessonInput,
} from '@xinmiao/shared';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { formatDateTime } from '../../core/time.ts';
import {
  course,
  courseLesson,
  coursePlan,
  coursePlanLesson,
  schoolStaff,
  schoolUnit,
  sysDepart,
} from '../../db/schema.ts';
import { findClass, loadUnits } from '../school/index.ts';

type LessonInput = z.infer<typeof planLessonInput>;
type LessonRow = typeof coursePlanLesson.$inferSelect;

async function namesOf(db: TenantDb, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.list(sysDepart, { where: inArray(sysDepart.id, [...new Set(ids)]) });
  return new Map(rows.map((d) => [d.id, d.departName]));
}

/** The plan rows of a list page, with their grade names and how many lessons each holds. */
export async function toPlanRecords(
  db: TenantDb,
  rows: readonly (typeof coursePlan.$inferSelect)[],
): Promise<PlanRecord[]> {
  const grades = await namesOf(
    db,
    rows.map((r) => r.gradeId),
  );
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({ planId: coursePlanLesson.planId, n: count() })
        .from(coursePlanLesson)
        .where(inArray(coursePlanLesson.planId, ids))
        .groupBy(coursePlanLesson.planId)
    : [];
  const byPlan = new Map(counts.map((c) => [c.planId, c.n]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    gradeId: r.gradeId,
    gradeName: grades.get(r.gradeId) ?? '',
    semester: r.semester,
    remark: r.remark,
    lessons: byPlan.get(r.id) ?? 0,
    createBy: r.createBy,
    createTime: formatDateTime(r.createTime),
  }));
}

/** Refuses a grade id that is not a grade of this school. */
export async function checkGrade(db: TenantDb, gradeId: string): Promise<void> {
  const unit = await db.first(
    schoolUnit,
    and(eq(schoolUnit.departId, gradeId), eq(schoolUnit.kind, 'grade')),
  );
  if (!unit) throw new AppError(PLAN_MESSAGES.notGrade);
}

/** Monday 1 … Sunday 7 of a `yyyy-MM-dd` day. */
const weekday = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};

export async function planLessons(db: TenantDb, planId: string): Promise<PlanLesson[]> {
  const rows = await db.list(coursePlanLesson, {
    where: eq(coursePlanLesson.planId, planId),
    orderBy: [
      asc(coursePlanLesson.lessonDate),
      asc(coursePlanLesson.period),
      asc(coursePlanLesson.createTime),
    ],
  });
  const classes = await namesOf(
    db,
    rows.map((r) => r.classId),
  );
  const teacherIds = [...new Set(rows.map((r) => r.teacherId))];
  const teachers = teacherIds.length
    ? await db.list(schoolStaff, { where: inArray(schoolStaff.id, teacherIds) })
    : [];
  const courseIds = [...new Set(rows.flatMap((r) => (r.courseId ? [r.courseId] : [])))];
  const courses = courseIds.length
    ? await db.list(course, { where: inArray(course.id, courseIds), withDeleted: true })
    : [];
  const teacherNames = new Map(teachers.map((t) => [t.id, t.name]));
  const courseTitles = new Map(courses.map((c) => [c.id, c.title]));
  return rows.map((r) => ({
    id: r.id,
    planId: r.planId,
    classId: r.classId,
    className: classes.get(r.classId) ?? '',
    teacherId: r.teacherId,
    teacherName: teacherNames.get(r.teacherId) ?? '',
    courseId: r.courseId,
    courseTitle: r.courseId ? (courseTitles.get(r.courseId) ?? null) : null,
    lessonId: r.lessonId,
    topic: r.topic,
    lessonDate: r.lessonDate,
    weekday: weekday(r.lessonDate),
    period: r.period,
    room: r.room,
    present: r.present,
    absent: r.absent,
    notes: r.notes,
    materials: r.materials,
    recorded: r.recordedAt !== null,
  }));
}

/**
 * Checks a lesson's class (of the plan's grade), teacher and course, and whether the teacher or the
 * class already has a lesson that period: refused with their names. The unique keys of
 * `course_plan_lesson` refuse the same clash when two requests race past this check.
 */
async function checkedValues(
  db: TenantDb,
  plan: typeof coursePlan.$inferSelect,
  input: LessonInput,
  self?: string,
) {
  const klass = await findClass(db, input.classId);
  const grade = await db.byId(sysDepart, plan.gradeId);
  if (!klass || !grade || !klass.orgCode.startsWith(grade.orgCode))
    throw new AppError(PLAN_MESSAGES.notClass);
  const teacher = await db.byId(schoolStaff, input.teacherId);
  if (!teacher) throw new AppError(PLAN_MESSAGES.teacherMissing);
  if (input.courseId && !(await db.byId(course, input.courseId)))
    throw new AppError(PLAN_MESSAGES.courseMissing);
  if (input.lessonId) {
    const lesson = await db.byId(courseLesson, input.lessonId);
    if (!lesson || lesson.courseId !== input.courseId) throw new AppError(PLAN_MESSAGES.courseMissing);
  }
  const slot = and(
    eq(coursePlanLesson.lessonDate, input.lessonDate),
    eq(coursePlanLesson.period, input.period),
  );
  const others = self ? ne(coursePlanLesson.id, self) : undefined;
  if (await db.first(coursePlanLesson, and(slot, others, eq(coursePlanLesson.teacherId, teacher.id))))
    throw new AppError(planConflictMessage('teacher', teacher.name, input.lessonDate, input.period));
  if (await db.first(coursePlanLesson, and(slot, others, eq(coursePlanLesson.classId, klass.id))))
    throw new AppError(planConflictMessage('class', klass.name, input.lessonDate, input.period));
  return {
    classId: klass.id,
    teacherId: teacher.id,
    courseId: input.courseId ?? null,
    lessonId: input.lessonId ?? null,
    topic: input.topic,
    lessonDate: input.lessonDate,
    period: input.period,
    room: input.room,
  };
}

export async function addPlanLesson(db: TenantDb, planId: string, input: LessonInput): Promise<string> {
  const plan = await db.byId(coursePlan, planId);
  if (!plan) throw new AppError(PLAN_MESSAGES.notFound);
  const values = await checkedValues(db, plan, input);
  const [id = ''] = await db.insert(coursePlanLesson, { planId, ...values });
  return id;
}

export async function editPlanLesson(db: TenantDb, id: string, input: LessonInput): Promise<LessonRow> {
  const row = await db.byId(coursePlanLesson, id);
  const plan = row ? await db.byId(coursePlan, row.planId) : undefined;
  if (!row || !plan) throw new AppError(PLAN_MESSAGES.notFound);
  const values = await checkedValues(db, plan, input, id);
  await db.update(coursePlanLesson, values, eq(coursePlanLesson.id, id));
  return row;
}

/** Grades with their classes (by org code), teachers and courses with lessons, for the plan forms. */
export async function planOptions(db: TenantDb): Promise<PlanOptions> {
  const units = await loadUnits(db);
  const grades = units
    .filter((u) => u.kind === 'grade')
    .map((g) => ({
      id: g.id,
      name: g.name,
      classes: units
        .filter((c) => c.kind === 'class' && c.orgCode.startsWith(g.orgCode))
        .map((c) => ({ id: c.id, name: c.name })),
    }));
  const teachers = await db.list(schoolStaff, { orderBy: [asc(schoolStaff.workNo)], limit: 2000 });
  const courses = await db.list(course, { orderBy: [asc(course.title)], limit: 500 });
  const lessons = courses.length
    ? await db.list(courseLesson, {
        where: inArray(
          courseLesson.courseId,
          courses.map((c) => c.id),
        ),
        orderBy: [asc(courseLesson.sortNo)],
      })
    : [];
  return {
    grades,
    teachers: teachers.map((t) => ({ id: t.id, name: t.name })),
    courses: courses.map((c) => ({
      id: c.id,
      name: c.title,
      lessons: lessons.filter((l) => l.courseId === c.id).map((l) => ({ id: l.id, name: l.title })),
    })),
  };
}
