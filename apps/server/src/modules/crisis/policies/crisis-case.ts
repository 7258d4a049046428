import { WORKING_STATUSES } from '@xinmiao/shared';
import { and, eq, gt, or, type SQL } from 'drizzle-orm';
import {
  type Abilities,
  abilitiesOf,
  definePolicy,
  findInReach,
  listCondition,
  type PolicyActor,
} from '../../../core/policy/policy.ts';
import { crisisBreakGlass, crisisCase } from '../../../db/schema.ts';

/**
 * Which warning cases a member of staff reaches: the centre (`all`) every case, a 辅导员
 * (`depart_and_below`) the cases of students in their college, a 班主任 (`depart`) those of their
 * class, a caseload role the cases they were assigned to (counsellor or therapist) or that wait on
 * their acceptance of a hand-over. What they may
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
      or(
        eq(crisisCase.counsellorId, actor.userId),
        eq(crisisCase.therapistId, actor.userId),
        eq(crisisCase.handoverTo, actor.userId),
      ) as SQL,
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

type CaseRow = typeof crisisCase.$inferSelect;

/** What the compartment rules know about an actor: the cases their unexpired break-glass grants open. */
export type CrisisFacts = { breakGlass: ReadonlySet<string> };

export async function crisisFacts(actor: PolicyActor, now = new Date()): Promise<CrisisFacts> {
  const grants = await actor.db.list(crisisBreakGlass, {
    where: and(eq(crisisBreakGlass.userId, actor.userId), gt(crisisBreakGlass.expiresAt, now)),
  });
  return { breakGlass: new Set(grants.map((grant) => grant.caseId)) };
}

function readsNotes(record: CaseRow, actor: PolicyActor, facts: CrisisFacts): boolean {
  return (
    actor.permissions.has('crisis:case:notes') ||
    (record.therapistId !== null && record.therapistId === actor.userId) ||
    facts.breakGlass.has(record.id)
  );
}

function readsDetail(record: CaseRow, actor: PolicyActor, facts: CrisisFacts): boolean {
  return actor.permissions.has('crisis:case:detail') || readsNotes(record, actor, facts);
}

/** Work is added to a case between its assignment and its end. */
const working = (record: CaseRow) => (WORKING_STATUSES as readonly string[]).includes(record.caseStatus);

/**
 * The compartments of a case (PIPL Art. 28 need-to-know), as predicates:
 * - `readNotes` (full): the centre (`crisis:case:notes`), the case's treating therapist, or a live
 *   break-glass grant of the reader on this case;
 * - `readDetail` (college): besides those, staff with `crisis:case:detail` (辅导员 of the student's
 *   college) — everything but the counselling notes;
 * anyone else in reach (班主任) gets an action card only. Work (interviews, records; counselling
 * notes only in the full compartment) is added while the case is worked on.
 */
export const crisisCompartmentPolicy = definePolicy({
  table: crisisCase,
  reach: 'tenant',
  facts: (actor: PolicyActor) => crisisFacts(actor),
  actions: {
    readNotes: { allow: readsNotes },
    scheduleInterview: {
      permission: 'crisis:interview:add',
      allow: (record: CaseRow, actor, facts) => working(record) && readsDetail(record, actor, facts),
    },
    addRecord: {
      permission: 'crisis:intervention:add',
      allow: (record: CaseRow, actor, facts) => working(record) && readsDetail(record, actor, facts),
    },
    writeNotes: {
      permission: 'crisis:intervention:add',
      allow: (record: CaseRow, actor, facts) => working(record) && readsNotes(record, actor, facts),
    },
    readDetail: { allow: readsDetail },
  },
});

/** An unexpired break-glass grant of `actor` on the case. */
function activeBreakGlass(actor: PolicyActor, caseId: string, now = new Date()) {
  return actor.db.first(
    crisisBreakGlass,
    and(
      eq(crisisBreakGlass.caseId, caseId),
      eq(crisisBreakGlass.userId, actor.userId),
      gt(crisisBreakGlass.expiresAt, now),
    ),
  );
}

export type CaseAbilities = Abilities<keyof typeof crisisCompartmentPolicy.actions>;

/** How much of `record` the abilities open. */
export function compartmentOf(abilities: { readNotes: boolean; readDetail: boolean }): Compartment {
  if (abilities.readNotes) return 'full';
  return abilities.readDetail ? 'college' : 'card';
}

/**
 * The case and how much of it `actor` may read: a case in reach, or one a live break-glass grant
 * opens (a reader outside the case's reach). Undefined when neither holds.
 */
export async function caseAccess(
  actor: PolicyActor,
  caseId: string,
): Promise<{ record: CaseRow; compartment: Compartment; abilities: CaseAbilities } | undefined> {
  const record =
    (await findInReach(actor, crisisCasePolicy, caseId)) ??
    ((await activeBreakGlass(actor, caseId)) ? await actor.db.byId(crisisCase, caseId) : undefined);
  if (!record) return undefined;
  const abilities = await abilitiesOf(actor, crisisCompartmentPolicy, record);
  return { record, compartment: compartmentOf(abilities), abilities };
}

/** Whether `actor` reads the case in full (the centre, its therapist, a live break-glass grant). */
export async function readsCaseInFull(actor: PolicyActor, caseId: string): Promise<boolean> {
  return (await caseAccess(actor, caseId))?.compartment === 'full';
}
