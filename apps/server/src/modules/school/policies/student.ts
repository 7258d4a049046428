import { and, eq, type SQL, sql } from 'drizzle-orm';
import { definePolicy, listCondition, type PolicyActor } from '../../../core/policy/policy.ts';
import { schoolCaseload, schoolStudent } from '../../../db/schema.ts';

/**
 * Which students a member of staff may see (need-to-know). A role's data scope decides:
 * - `depart` (班主任): students of the classes the user belongs to (their org codes, exactly);
 * - `depart_and_below` (辅导员): students anywhere under their college(s) (org-code prefix);
 * - `caseload` (咨询师 by caseload): the students in their `school_caseload`;
 * - `all` (centre director, school-wide 咨询师, admin): the whole school.
 * A student's `org_code` is its class's, so every rule is a condition on the student row itself.
 * Staff scope is department membership (`sys_user_depart`), assigned on the 教师管理 page.
 */
export const studentPolicy = definePolicy({
  table: schoolStudent,
  menuUrl: '/school/students',
  ruleFields: {
    studentNo: schoolStudent.studentNo,
    classId: schoolStudent.classId,
    orgCode: schoolStudent.orgCode,
    enrolYear: schoolStudent.enrolYear,
    studentStatus: schoolStudent.studentStatus,
    studentType: schoolStudent.studentType,
  },
  reach: {
    orgCode: schoolStudent.orgCode,
    caseload: (actor: PolicyActor): SQL =>
      sql`exists (select 1 from ${schoolCaseload} where ${and(
        eq(schoolCaseload.tenantId, schoolStudent.tenantId),
        eq(schoolCaseload.studentId, schoolStudent.id),
        eq(schoolCaseload.userId, actor.userId),
      )})`,
  },
  actions: {
    edit: { permission: 'school:student:edit' },
    transfer: { permission: 'school:student:transfer' },
    graduate: { permission: 'school:student:graduate' },
    delete: { permission: 'school:student:delete' },
  },
});

/**
 * The reusable "students visible to ctx" condition on `school_student` (undefined: every student of
 * the tenant). Later modules join on it, e.g.
 * `where(inArray(result.studentId, ctx.db.select({ id: schoolStudent.id }).from(schoolStudent).where(await studentsVisibleTo(ctx))))`
 * or `ctx.db.inSelect(result.studentId, visibleStudentIds(ctx))`.
 */
export function studentsVisibleTo(actor: PolicyActor): Promise<SQL | undefined> {
  return listCondition(actor, studentPolicy);
}

/** A tenant-scoped select of the ids of the students `actor` may see, for `ctx.db.inSelect`. */
export async function visibleStudentIds(actor: PolicyActor) {
  const condition = await studentsVisibleTo(actor);
  return actor.db.select({ id: schoolStudent.id }).from(schoolStudent).where(condition);
}

/**
 * Which of these classes `actor` may place a new student in: the data-scope half of the policy
 * (new rows have no data yet for data rules to judge). Writers re-check the written rows with
 * `studentsVisibleTo` in the same transaction, so this only gives early, per-row messages.
 */
export async function classesInReach(
  actor: PolicyActor,
  classes: readonly { id: string; orgCode: string }[],
): Promise<Set<string>> {
  const reach = await actor.actorScope();
  const codes = reach.orgCodes.filter(Boolean);
  const fits = (orgCode: string) =>
    reach.scopes.has('all') ||
    (reach.scopes.has('depart') && codes.includes(orgCode)) ||
    (reach.scopes.has('depart_and_below') && codes.some((code) => orgCode.startsWith(code)));
  return new Set(classes.filter((c) => fits(c.orgCode)).map((c) => c.id));
}
