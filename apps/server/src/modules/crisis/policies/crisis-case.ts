import { and, eq, gt, or, type SQL } from 'drizzle-orm';
import { definePolicy, findInReach, listCondition, type PolicyActor } from '../../../core/policy/policy.ts';
import { crisisBreakGlass, crisisCase } from '../../../db/schema.ts';

/**
 * Which warning cases a member of staff reaches: the centre (`all`) every case, a 辅导员
 * (`depart_and_below`) the cases of students in their college, a 班主任 (`depart`) those of their
 * class, a caseload role the cases they were assigned to (counsellor or therapist). What they may
 * see of a case is the compartment below, not this reach alone.
 */
export const crisisCasePolicy = definePolicy({
  table: crisisCase,
  menuUrl: '/crisis/warnings',
  ruleFields: {
    orgCode: crisisCase.orgCode,
    caseStatus: crisisCase.caseStatus,
    level: crisisCase.level,
    source: crisisCase.source,
  },
  reach: {
    orgCode: crisisCase.orgCode,
    caseload: (actor: PolicyActor): SQL =>
      or(eq(crisisCase.counsellorId, actor.userId), eq(crisisCase.therapistId, actor.userId)) as SQL,
  },
  actions: { view: { permission: 'crisis:warning:list' } },
});

export function casesVisibleTo(actor: PolicyActor): Promise<SQL | undefined> {
  return listCondition(actor, crisisCasePolicy);
}

/** A tenant select of the ids of the cases `actor` reaches, for `ctx.db.inSelect`. */
export async function visibleCaseIds(actor: PolicyActor) {
  const condition = await casesVisibleTo(actor);
  return actor.db.select({ id: crisisCase.id }).from(crisisCase).where(condition);
}

export type Compartment = 'full' | 'college' | 'card';

/** An unexpired break-glass grant of `actor` on the case. */
export async function activeBreakGlass(actor: PolicyActor, caseId: string, now = new Date()) {
  return actor.db.first(
    crisisBreakGlass,
    and(
      eq(crisisBreakGlass.caseId, caseId),
      eq(crisisBreakGlass.userId, actor.userId),
      gt(crisisBreakGlass.expiresAt, now),
    ),
  );
}

/**
 * The case and how much of it `actor` may read (PIPL Art. 28 need-to-know):
 * - full: the centre (`crisis:case:notes`), the case's treating therapist, or a live break-glass grant;
 * - college: 辅导员 of the student's college with `crisis:case:detail` (no counselling notes);
 * - card: in reach but without detail rights (班主任): an action card only.
 * Undefined when the case is out of reach and no break-glass grant covers it.
 */
export async function caseAccess(
  actor: PolicyActor,
  caseId: string,
): Promise<{ record: typeof crisisCase.$inferSelect; compartment: Compartment } | undefined> {
  const inReach = await findInReach(actor, crisisCasePolicy, caseId);
  if (!inReach) {
    if (!(await activeBreakGlass(actor, caseId))) return undefined;
    const record = await actor.db.byId(crisisCase, caseId);
    return record ? { record, compartment: 'full' } : undefined;
  }
  const full =
    actor.permissions.has('crisis:case:notes') ||
    inReach.therapistId === actor.userId ||
    (actor.permissions.has('crisis:case:detail') && (await activeBreakGlass(actor, caseId)) !== undefined);
  if (full) return { record: inReach, compartment: 'full' };
  if (actor.permissions.has('crisis:case:detail')) return { record: inReach, compartment: 'college' };
  return { record: inReach, compartment: 'card' };
}
