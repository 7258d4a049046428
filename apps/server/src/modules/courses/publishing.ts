import { COURSE_MESSAGES, type CourseTarget } from '@xinmiao/shared';
import { and, eq, inArray, or } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { course, courseTarget, schoolStudent, sysDepart } from '../../db/schema.ts';
import { underDepart } from '../school/index.ts';
import { applyRules, assignStudents } from './assignments.ts';

/** Where the course is published, by depart name. */
export async function targetsOf(db: TenantDb, courseId: string): Promise<CourseTarget[]> {
  const rows = await db
    .select({ departId: courseTarget.departId, departName: sysDepart.departName })
    .from(courseTarget)
    .innerJoin(
      sysDepart,
      and(eq(sysDepart.tenantId, courseTarget.tenantId), eq(sysDepart.id, courseTarget.departId)),
    )
    .where(eq(courseTarget.courseId, courseId));
  return rows;
}

/**
 * Publishes the course to colleges, grades or classes of the org tree, in one transaction: the
 * targets replace the earlier ones, every student under them is assigned (`publish`), the course's
 * automatic rules run again for students who came into a band since, and the course reaches
 * students. Answers how many students were newly assigned.
 */
export async function publishCourse(db: TenantDb, courseId: string, departIds: readonly string[]) {
  return db.transaction(async (tdb) => {
    if (!(await tdb.byId(course, courseId))) throw new AppError(COURSE_MESSAGES.notFound);
    const unique = [...new Set(departIds)];
    const departs = await tdb.list(sysDepart, { where: inArray(sysDepart.id, unique) });
    if (departs.length !== unique.length) throw new AppError(COURSE_MESSAGES.targetMissing);
    await tdb.delete(courseTarget, eq(courseTarget.courseId, courseId));
    if (unique.length)
      await tdb.insert(
        courseTarget,
        unique.map((departId) => ({ courseId, departId })),
      );
    const students = unique.length
      ? await tdb
          .select({ id: schoolStudent.id })
          .from(schoolStudent)
          .where(or(...unique.map(underDepart)))
      : [];
    const n = await assignStudents(
      tdb,
      courseId,
      students.map((s) => s.id),
      { origin: 'publish' },
    );
    await tdb.update(course, { status: '1', publishTime: new Date() }, eq(course.id, courseId));
    return n + (await applyRules(tdb, courseId));
  });
}

/** Takes the course back to a draft: students no longer reach it; assignments and progress stay. */
export async function unpublishCourse(db: TenantDb, courseId: string): Promise<string> {
  const row = await db.byId(course, courseId);
  if (!row) throw new AppError(COURSE_MESSAGES.notFound);
  await db.update(course, { status: '0' }, eq(course.id, courseId));
  return row.title;
}
