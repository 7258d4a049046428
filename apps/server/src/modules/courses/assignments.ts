import { CLOSED_STATUSES, COURSE_MESSAGES, type COURSE_RULE_SOURCES } from '@xinmiao/shared';
import { and, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import {
  course,
  courseAssignment,
  courseRule,
  crisisCase,
  schoolStudent,
  screeningResult,
} from '../../db/schema.ts';

type Origin = { origin: 'manual' } | { origin: 'rule'; ruleId: string };

/** Assigns the course to these students of the school (those already on it keep their assignment). */
export async function assignStudents(
  db: TenantDb,
  courseId: string,
  studentIds: readonly string[],
  origin: Origin,
): Promise<number> {
  if (!(await db.byId(course, courseId))) throw new AppError(COURSE_MESSAGES.notFound);
  const unique = [...new Set(studentIds)];
  if (unique.length === 0) return 0;
  const known = await db.list(schoolStudent, { where: inArray(schoolStudent.id, unique) });
  if (known.length !== unique.length) throw new AppError(COURSE_MESSAGES.notFound);
  const taken = await db.list(courseAssignment, {
    where: and(eq(courseAssignment.courseId, courseId), inArray(courseAssignment.studentId, unique)),
  });
  const have = new Set(taken.map((a) => a.studentId));
  const fresh = unique.filter((id) => !have.has(id));
  if (fresh.length === 0) return 0;
  await db.insert(
    courseAssignment,
    fresh.map((studentId) => ({
      courseId,
      studentId,
      origin: origin.origin,
      ruleId: origin.origin === 'rule' ? origin.ruleId : null,
    })),
  );
  return fresh.length;
}

/** The students a rule picks now: a screening result at or above the level, or an open crisis case. */
async function studentsMatching(
  db: TenantDb,
  source: keyof typeof COURSE_RULE_SOURCES,
  minLevel: number,
): Promise<string[]> {
  if (source === 'screening') {
    const rows = await db
      .select({ studentId: screeningResult.studentId })
      .from(screeningResult)
      .where(gte(screeningResult.level, minLevel));
    return rows.map((r) => r.studentId);
  }
  const rows = await db
    .select({ studentId: crisisCase.studentId })
    .from(crisisCase)
    .where(
      and(
        notInArray(crisisCase.caseStatus, [...CLOSED_STATUSES]),
        gte(sql`coalesce(${crisisCase.level}, ${crisisCase.suggestedLevel})`, minLevel),
      ),
    );
  return rows.map((r) => r.studentId);
}

/** Saves a school's automatic-assignment rule and applies it to the students it picks today. */
export async function addRule(
  db: TenantDb,
  input: { courseId: string; source: keyof typeof COURSE_RULE_SOURCES; minLevel: number },
): Promise<number> {
  return db.transaction(async (tdb) => {
    if (!(await tdb.byId(course, input.courseId))) throw new AppError(COURSE_MESSAGES.notFound);
    const [ruleId = ''] = await tdb.insert(courseRule, input);
    const students = await studentsMatching(tdb, input.source, input.minLevel);
    return assignStudents(tdb, input.courseId, students, { origin: 'rule', ruleId });
  });
}
