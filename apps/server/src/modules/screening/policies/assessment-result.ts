import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { definePolicy, findInReach, listCondition, type PolicyActor } from '../../../core/policy/policy.ts';
import { schoolStudent, screeningResult } from '../../../db/schema.ts';
import { studentsVisibleTo } from '../../school/index.ts';
import { careerResultReach } from './career-result.ts';

/**
 * How much of an assessment result a member of staff may read (need-to-know, PIPL Art. 28):
 * - `full` (心理中心, 咨询师: `screening:result:read`): scores, factors, rules, answers' scores;
 * - `level` (辅导员: `screening:report:level`): the warning level and suggested action only;
 * - `none` (班主任 and everyone else): no result at all — a class teacher gets the action card.
 * Which students: those the actor's data scope reaches (`studentsVisibleTo`: the school, the
 * caseload, the college), so a 辅导员 sees levels for their college only.
 */
export type ResultDetail = 'full' | 'level' | 'none';

export function resultDetailFor(actor: Pick<PolicyActor, 'permissions'>): ResultDetail {
  if (actor.permissions.has('screening:result:read')) return 'full';
  if (actor.permissions.has('screening:report:level')) return 'level';
  return 'none';
}

/**
 * How much of each result `actor` may read: a career result (`career`) by the career visibility —
 * all of it (the profile is the point) or nothing, never by a mental-health permission — any other
 * by `resultDetailFor`.
 */
export async function resultDetailsFor(
  actor: PolicyActor,
): Promise<(row: { career: boolean }) => ResultDetail> {
  const clinical = resultDetailFor(actor);
  const career: ResultDetail = 'refused' in (await careerResultReach(actor)) ? 'none' : 'full';
  return (row) => (row.career ? career : clinical);
}

const NOTHING = sql`false`;

/**
 * The results `actor` reaches: mental-health results of students in reach, for a reader of scores or
 * levels; career results by the career visibility (`careerResultReach`). Neither one's permission
 * opens the other's results.
 */
async function reachableResults(actor: PolicyActor): Promise<SQL> {
  const [career, clinical] = await Promise.all([
    careerResultReach(actor),
    resultDetailFor(actor) === 'none' ? NOTHING : visibleStudentsOf(actor, screeningResult.studentId),
  ]);
  return (
    or(
      and(eq(screeningResult.career, false), clinical),
      'refused' in career ? undefined : and(eq(screeningResult.career, true), career.where),
    ) ?? NOTHING
  );
}

/** Whether `actor` reads any result at all: a mental-health detail, or the career visibility. */
export async function readsResults(actor: PolicyActor): Promise<boolean> {
  return resultDetailFor(actor) !== 'none' || !('refused' in (await careerResultReach(actor)));
}

/**
 * A result is reached through its student and its kind (`reachableResults`); the review queue
 * (作废审核) decides only pending sheets: a career sheet under `career:result:review`, any other
 * under `screening:result:review`. `read` is the full detail, `readLevel` the level and
 * suggested action (`resultDetailFor`).
 */
export const assessmentResultPolicy = definePolicy({
  table: screeningResult,
  reach: { via: reachableResults },
  actions: {
    read: { permission: 'screening:result:read' },
    readLevel: { permission: 'screening:report:level' },
    rescore: { permission: 'screening:result:rescore' },
    review: {
      allow: (result, actor) =>
        result.reviewStatus === 'pending' &&
        actor.permissions.has(result.career ? 'career:result:review' : 'screening:result:review'),
    },
  },
});

/** Condition on `screening_result`: the results `actor` may see (`reachableResults`, data rules). */
export function resultsVisibleTo(actor: PolicyActor): Promise<SQL | undefined> {
  return listCondition(actor, assessmentResultPolicy);
}

/** `column IN (ids of the students actor may see)`, for any table keyed by student. */
export async function visibleStudentsOf(actor: PolicyActor, column: AnyPgColumn): Promise<SQL> {
  const visible = await studentsVisibleTo(actor);
  return actor.db.inSelect(
    column,
    actor.db.select({ id: schoolStudent.id }).from(schoolStudent).where(visible),
  );
}

/** The result with this id if `actor` reaches its student (absent and out of reach look the same). */
export function findResultInReach(actor: PolicyActor, resultId: string) {
  return findInReach(actor, assessmentResultPolicy, resultId);
}
