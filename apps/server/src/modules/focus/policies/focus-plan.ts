import type { FocusCompartment, FocusMeasure, FocusOwner } from '@xinmiao/shared';
import { eq, or, type SQL } from 'drizzle-orm';
import { definePolicy, type PolicyActor } from '../../../core/policy/policy.ts';
import { focusPlan } from '../../../db/schema.ts';

type PlanRow = typeof focusPlan.$inferSelect;

/**
 * The centre: holders of the crisis compartment's permission (心理中心, 中心主任). A plan of a
 * student in focus is mental-health information (PIPL Art. 28): besides them, only its named
 * responsible people read it — not every 辅导员 of the college, not a school administrator.
 */
export const isCentre = (actor: PolicyActor): boolean => actor.permissions.has('crisis:case:notes');

const responsible = (record: PlanRow, actor: PolicyActor): boolean =>
  [record.counsellorId, record.headTeacherId, record.therapistId].includes(actor.userId);

/**
 * The account answering for a measure: the plan's person in the measure's role. A 监护人's or the
 * 心理中心's measure has no account on the plan, so the centre ticks it.
 */
function measureOwnerId(record: PlanRow, owner: FocusOwner): string | null {
  switch (owner) {
    case 'counsellor':
      return record.counsellorId;
    case 'headTeacher':
      return record.headTeacherId;
    case 'therapist':
      return record.therapistId;
    case 'guardian':
    case 'centre':
      return null;
  }
}

/**
 * 标记落实: a measure of a plan in progress is ticked (or unticked) by the responsible person it
 * names, or by the centre; another member of staff on the plan may read it but not tick it.
 */
export function mayTickMeasure(record: PlanRow, measure: Pick<FocusMeasure, 'owner'>, actor: PolicyActor) {
  if (record.status !== 'active' || !actor.permissions.has('growth:focus:review')) return false;
  return isCentre(actor) || measureOwnerId(record, measure.owner) === actor.userId;
}

/** `full` for the centre and the plan's 辅导员 and 咨询师; the plan's 班主任 gets `items`. */
export function compartmentOf(record: PlanRow, actor: PolicyActor): FocusCompartment {
  return isCentre(actor) || record.counsellorId === actor.userId || record.therapistId === actor.userId
    ? 'full'
    : 'items';
}

/**
 * 一生一策 on a need-to-know basis: the centre reaches every plan, anyone else the plans that name
 * them as 辅导员, 班主任 or 咨询师 (data scopes do not widen this). The centre edits, closes and
 * deletes; a responsible person writes review records (while the plan is in progress).
 */
export const focusPlanPolicy = definePolicy({
  table: focusPlan,
  menuUrl: '/growth/focusPlans',
  ruleFields: { status: focusPlan.status, basis: focusPlan.basis, nextReviewDate: focusPlan.nextReviewDate },
  reach: {
    via: async (actor): Promise<SQL | undefined> =>
      isCentre(actor)
        ? undefined
        : (or(
            eq(focusPlan.counsellorId, actor.userId),
            eq(focusPlan.headTeacherId, actor.userId),
            eq(focusPlan.therapistId, actor.userId),
          ) as SQL),
  },
  actions: {
    view: { permission: 'growth:focus:list' },
    edit: { permission: 'growth:focus:edit', allow: (_record: PlanRow, actor) => isCentre(actor) },
    delete: { permission: 'growth:focus:delete', allow: (_record: PlanRow, actor) => isCentre(actor) },
    review: {
      permission: 'growth:focus:review',
      allow: (record: PlanRow, actor) => isCentre(actor) || responsible(record, actor),
    },
  },
});
