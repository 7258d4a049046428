import { CENTRE_DIRECTOR_ROLE, NOTE_STATUSES } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { definePolicy, type PolicyActor } from '../../../core/policy/policy.ts';
import { counsellingBooking, sysRole, sysUserRole } from '../../../db/schema.ts';

/** Whether the actor is a member of the `centre_director` role (心理中心主任). */
export async function isCentreDirector(actor: Pick<PolicyActor, 'db' | 'userId'>): Promise<boolean> {
  const [row] = await actor.db
    .select({ id: sysUserRole.id })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, actor.userId), eq(sysRole.roleCode, CENTRE_DIRECTOR_ROLE)))
    .limit(1);
  return !!row;
}

/** What the counselling rules know about an actor beyond permissions. */
export type CounsellingFacts = { director: boolean };

export async function counsellingFacts(actor: PolicyActor): Promise<CounsellingFacts> {
  return { director: await isCentreDirector(actor) };
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
