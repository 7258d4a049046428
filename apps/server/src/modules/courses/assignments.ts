import { CLOSED_STATUSES, COURSE_MESSAGES, type COURSE_RULE_SOURCES, type CourseRule } from '@xinmiao/shared';
import { and, count, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { formatDateTime } from '../../core/time.ts';
import {
  course,
  courseAssignment,
  courseRule,
  crisisCase,
  schoolStudent,
  screeningResult,
} from '../../db/schema.ts';

type Origin = { origin: 'manual' | 'publish' } | { origin: 'rule'; ruleId: string };

/**
 * Assigns the course to these students of the school. A student already on it keeps the assignment;
 * one a rule assigned takes the more public reason of a manual or class-wide assignment, so that a
 * class's roster never lacks exactly the students a rule picked (a 班主任 would read who they are).
 */
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
  if (origin.origin !== 'rule') {
    const ruled = taken.filter((a) => a.origin === 'rule').map((a) => a.id);
    if (ruled.length)
      await db.update(courseAssignment, { origin: origin.origin }, inArray(courseAssignment.id, ruled));
  }
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

/** A course's rules, with how many students each still holds by itself (never who). */
export async function rulesOf(db: TenantDb, courseId: string): Promise<CourseRule[]> {
  const rules = await db.list(courseRule, {
    where: eq(courseRule.courseId, courseId),
    orderBy: [desc(courseRule.createTime)],
  });
  const counts = await db
    .select({ ruleId: courseAssignment.ruleId, n: count() })
    .from(courseAssignment)
    .where(and(eq(courseAssignment.courseId, courseId), eq(courseAssignment.origin, 'rule')))
    .groupBy(courseAssignment.ruleId);
  const byRule = new Map(counts.map((c) => [c.ruleId, c.n]));
  return rules.map((r) => ({
    id: r.id,
    source: r.source,
    minLevel: r.minLevel,
    assigned: byRule.get(r.id) ?? 0,
    createBy: r.createBy,
    createTime: formatDateTime(r.createTime),
  }));
}

/** Re-applies a course's rules (at publication): students who came into a band since are assigned. */
export async function applyRules(db: TenantDb, courseId: string): Promise<number> {
  const rules = await db.list(courseRule, { where: eq(courseRule.courseId, courseId) });
  let n = 0;
  for (const rule of rules) {
    const source = rule.source === 'crisis' ? 'crisis' : 'screening';
    const students = await studentsMatching(db, source, rule.minLevel);
    n += await assignStudents(db, courseId, students, { origin: 'rule', ruleId: rule.id });
  }
  return n;
}
