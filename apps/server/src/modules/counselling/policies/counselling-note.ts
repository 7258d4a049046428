import { NOTE_STATUSES } from '@xinmiao/shared';
import { definePolicy, type PolicyActor } from '../../../core/policy/policy.ts';
import { counsellingBooking } from '../../../db/schema.ts';

/**
 * Whether the actor is the centre director (心理中心主任): a holder of `counselling:centre:director`,
 * itself a clinical grant (a second approver must confirm it), never a role an administrator can
 * make by naming it.
 */
export function isCentreDirector(actor: Pick<PolicyActor, 'permissions'>): boolean {
  return actor.permissions.has('counselling:centre:director');
}

/** What the counselling rules know about an actor beyond permissions. */
export type CounsellingFacts = { director: boolean };

export async function counsellingFacts(actor: PolicyActor): Promise<CounsellingFacts> {
  return { director: isCentreDirector(actor) };
}

/** A session has a note (to read or write) only once it has ended. */
const sessionEnded = (booking: typeof counsellingBooking.$inferSelect) =>
  (NOTE_STATUSES as readonly string[]).includes(booking.status);

/**
 * The counselling-notes compartment (domain §4.1), per session (booking): its notes are read only by
 * the treating counsellor and the centre director, never by college staff or other counsellors,
 * whatever their permissions or data scope; written (and signed) only by the treating counsellor; both
 * only once the session has ended.
 * Every booking of the school can be asked for: the rules, not a reach, decide.
 */
export const counsellingNotePolicy = definePolicy({
  table: counsellingBooking,
  reach: 'tenant',
  facts: counsellingFacts,
  actions: {
    read: {
      permission: 'counselling:note:list',
      allow: (booking, actor, facts) =>
        (booking.counsellorId === actor.userId || facts.director) && sessionEnded(booking),
    },
    write: {
      permission: 'counselling:note:edit',
      allow: (booking, actor) => booking.counsellorId === actor.userId && sessionEnded(booking),
    },
  },
});
