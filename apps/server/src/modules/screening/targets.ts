import type { ScreeningTargets } from '@xinmiao/shared';
import { and, eq, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { schoolStudent, screeningAttempt } from '../../db/schema.ts';
import { underDepart } from '../school/index.ts';

/** The students a task's targets match; empty lists mean "any". */
export function targetCondition(targets: ScreeningTargets): SQL | undefined {
  return and(
    targets.departIds.length ? or(...targets.departIds.map(underDepart)) : undefined,
    targets.enrolYears.length ? inArray(schoolStudent.enrolYear, targets.enrolYears) : undefined,
    targets.studentTypes.length ? inArray(schoolStudent.studentType, targets.studentTypes) : undefined,
    targets.studentStatuses.length
      ? inArray(schoolStudent.studentStatus, targets.studentStatuses)
      : undefined,
  );
}

export function countTargets(db: TenantDb, targets: ScreeningTargets): Promise<number> {
  return db.count(schoolStudent, targetCondition(targets));
}

/**
 * One attempt per matched student, written by the database in one INSERT … SELECT (no rows travel
 * through Node, so 50,000 students cost one statement). Students already assigned are skipped,
 * so publishing twice or assigning a re-test to a listed student adds nothing.
 */
export function assignAttempts(db: TenantDb, taskId: string, condition: SQL | undefined): Promise<number> {
  const assigned = db
    .select({ id: screeningAttempt.studentId })
    .from(screeningAttempt)
    .where(eq(screeningAttempt.taskId, taskId));
  return db.insertSelect(
    screeningAttempt,
    db
      .select({
        taskId: sql<string>`${taskId}::text`,
        studentId: schoolStudent.id,
        orgCode: schoolStudent.orgCode,
        createBy: sql<string | null>`${db.actor}::text`,
      })
      .from(schoolStudent)
      .where(and(condition, not(db.inSelect(schoolStudent.id, assigned)))),
  );
}
