import { NOTE_STATUSES } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { definePolicy, type PolicyActor } from '../../../core/policy/policy.ts';
import { counsellingBooking, schoolStudent } from '../../../db/schema.ts';
import { careerVisibility } from '../../school/index.ts';

type BookingRow = typeof counsellingBooking.$inferSelect;

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

/**
 * What the note rules know about an actor: the director's standing, whether they are a school-wide
 * reader of career records (the 生涯导师), and, for a student, their own student record and whether
 * the school shows career records to students.
 */
export type NoteFacts = CounsellingFacts & {
  careerMentor: boolean;
  ownStudentId: string | null;
  careerOpenToStudents: boolean;
};

async function noteFacts(actor: PolicyActor): Promise<NoteFacts> {
  const [scope, own, visibility] = await Promise.all([
    actor.actorScope(),
    actor.db.first(schoolStudent, eq(schoolStudent.userId, actor.userId)),
    careerVisibility(actor.db),
  ]);
  return {
    director: isCentreDirector(actor),
    careerMentor: actor.permissions.has('career:report:list') && scope.scopes.has('all'),
    ownStudentId: own?.id ?? null,
    careerOpenToStudents: visibility.student,
  };
}

/** A session has a note (to read or write) only once it has ended. */
const sessionEnded = (booking: BookingRow) => (NOTE_STATUSES as readonly string[]).includes(booking.status);

const isCareer = (booking: BookingRow) => booking.kind === 'career';

/** Therapy notes: the treating counsellor and the centre director, with the clinical grant. */
const readsTherapyNote = (booking: BookingRow, actor: PolicyActor, facts: NoteFacts) =>
  actor.permissions.has('counselling:note:list') && (booking.counsellorId === actor.userId || facts.director);

/**
 * Career notes follow the career visibility, not the therapy compartment: the 生涯导师 who held the
 * session, the school's 生涯导师 (school-wide career readers) and the centre; the student on /m.
 */
const readsCareerNote = (booking: BookingRow, actor: PolicyActor, facts: NoteFacts) =>
  booking.counsellorId === actor.userId ||
  facts.careerMentor ||
  facts.director ||
  actor.permissions.has('counselling:note:list');

/**
 * The notes of a session (booking), by its kind. A 心理咨询's notes are the counselling-notes
 * compartment (domain §4.1): read only by the treating counsellor and the centre director, never by
 * college staff or other counsellors, whatever their permissions or data scope; written (and signed)
 * only by the treating counsellor. A 生涯咨询's notes are career notes (`readsCareerNote`), written by
 * the 生涯导师 who held it. Both only once the session has ended.
 * Every booking of the school can be asked for: the rules, not a reach, decide.
 */
export const counsellingNotePolicy = definePolicy({
  table: counsellingBooking,
  reach: 'tenant',
  facts: noteFacts,
  actions: {
    read: {
      allow: (booking, actor, facts) =>
        sessionEnded(booking) &&
        (isCareer(booking)
          ? readsCareerNote(booking, actor, facts)
          : readsTherapyNote(booking, actor, facts)),
    },
    write: {
      allow: (booking, actor) =>
        sessionEnded(booking) &&
        booking.counsellorId === actor.userId &&
        actor.permissions.has(isCareer(booking) ? 'counselling:booking:edit' : 'counselling:note:edit'),
    },
    /** The student's own career notes on /m, when the school shows career records to students. */
    readOwn: {
      allow: (booking, _actor, facts) =>
        isCareer(booking) &&
        sessionEnded(booking) &&
        facts.careerOpenToStudents &&
        booking.studentId === facts.ownStudentId,
    },
  },
});
