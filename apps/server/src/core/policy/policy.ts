import type { DataScope, PermissionCode } from '@xinmiao/shared';
import { Msg } from '@xinmiao/shared';
import { and, eq, like, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../errors.ts';
import type { TenantDb, TenantTable } from '../tenant-db.ts';
import type { ActorScope } from './actor-scope.ts';
import { compileDataRules, DENY, type Deny, type RuleVariables } from './data-rules.ts';
import { loadDataRules } from './load-data-rules.ts';

/** Who is asking: the parts of a route's context a policy reads. */
export type PolicyActor = {
  userId: string;
  username: string;
  tenantId: number;
  orgCode: string | null;
  permissions: ReadonlySet<string>;
  db: TenantDb;
  actorScope: () => Promise<ActorScope>;
};

type Operand = AnyPgColumn | SQL;

/**
 * Who may do this to this record beyond permission and reach, as Outline's
 * `allow(actor, action, record)`: a state rule (only drafts can be edited) or a person rule (only the
 * treating counsellor writes the note). `facts` are the policy's facts about the actor.
 */
type Allow<R, F> = (record: R, actor: PolicyActor, facts: F) => boolean;

export type ActionRule<R, F = undefined> =
  | { permission: PermissionCode; allow?: Allow<R, F> }
  /**
   * A rule that no single permission grants (a compartment: the centre's permission, the treating
   * therapist, or a break-glass grant): the predicate alone decides and names what it needs.
   */
  | { permission?: undefined; allow: Allow<R, F> };

export type Policy<T extends TenantTable, A extends string, F = undefined> = {
  table: T;
  /** The page whose JeecgBoot data rules apply to this resource. */
  menuUrl?: string;
  /** Fields a data rule may name (request and rule text never reach SQL otherwise). */
  ruleFields?: Readonly<Record<string, AnyPgColumn>>;
  /**
   * How each data scope reaches a record; a scope the resource does not map reaches nothing.
   * `'tenant'`: a tenant-wide resource (e.g. notices) that data scopes do not narrow; data rules still do.
   */
  reach:
    | {
        orgCode?: Operand;
        /**
         * For a record reached through several org codes (a user's departments): wraps the condition
         * on one org code column into a condition on the record (an `exists` over its departments).
         */
        anyOrgCode?: (matches: (orgCode: AnyPgColumn) => SQL) => SQL;
        owner?: Operand;
        caseload?: (actor: PolicyActor) => SQL;
      }
    | 'tenant'
    | {
        /**
         * Reached the way another rule says instead of by data scope (a booking through its
         * student's reach; a counselling case by its counsellor); undefined reaches every record.
         */
        via: (actor: PolicyActor) => Promise<SQL | undefined>;
      };
  /** What the `allow` rules need to know about the actor beyond permissions, loaded once per check. */
  facts?: (actor: PolicyActor) => Promise<F>;
  actions: Record<A, ActionRule<T['$inferSelect'], F>>;
};

/** Declares a resource's record-level policy (kept in `modules/<module>/policies/<resource>.ts`, listed in its module's definition). */
export function definePolicy<T extends TenantTable, A extends string, F = undefined>(
  policy: Policy<T, A, F>,
): Policy<T, A, F> {
  return policy;
}

function orgPrefixes(column: Operand, codes: readonly string[]): SQL | Deny {
  const usable = codes.filter(Boolean);
  if (usable.length === 0) return DENY;
  return or(...usable.map((code) => like(column, `${code.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))) ?? DENY;
}

const NOTHING = sql`false`;

function scopeCondition<T extends TenantTable, A extends string, F>(
  policy: Policy<T, A, F>,
  scope: DataScope,
  actor: PolicyActor,
  reach: ActorScope,
): SQL | undefined | Deny {
  if (policy.reach === 'tenant') return undefined;
  if ('via' in policy.reach) throw new Error('a policy reached via another rule has no data scopes');
  const { orgCode, anyOrgCode, owner, caseload } = policy.reach;
  const byOrgCode = (matches: (column: Operand) => SQL | Deny): SQL | Deny => {
    if (orgCode) return matches(orgCode);
    if (!anyOrgCode || !reach.orgCodes.some(Boolean)) return DENY;
    return anyOrgCode((column) => {
      const condition = matches(column);
      return condition === DENY ? NOTHING : condition;
    });
  };
  switch (scope) {
    case 'all':
      return undefined;
    case 'depart_and_below':
      return byOrgCode((column) => orgPrefixes(column, reach.orgCodes));
    case 'depart':
      return byOrgCode((column) => (reach.orgCodes.length ? sql`${column} in ${reach.orgCodes}` : DENY));
    case 'self':
      return owner ? sql`${owner} = ${actor.username}` : DENY;
    case 'caseload':
      return caseload ? caseload(actor) : DENY;
  }
}

/** The records `actor` reaches: by the other rule a `via` policy names, else by their roles' data scopes. */
async function reachCondition<T extends TenantTable, A extends string, F>(
  actor: PolicyActor,
  policy: Policy<T, A, F>,
): Promise<SQL | undefined> {
  if (policy.reach !== 'tenant' && 'via' in policy.reach) return policy.reach.via(actor);
  const reach = await actor.actorScope();
  const byScope: SQL[] = [];
  let everything = false;
  for (const scope of reach.scopes) {
    const condition = scopeCondition(policy, scope, actor, reach);
    if (condition === undefined) everything = true;
    else if (condition !== DENY) byScope.push(condition);
  }
  return everything ? undefined : byScope.length ? or(...byScope) : NOTHING;
}

/**
 * The condition that limits a list of this resource to the records `actor` may see: what they reach
 * (data scopes, or the rule a `via` policy names), narrowed by the data rules their roles chose for
 * the resource's page.
 */
export async function listCondition<T extends TenantTable, A extends string, F>(
  actor: PolicyActor,
  policy: Policy<T, A, F>,
): Promise<SQL | undefined> {
  const scoped = await reachCondition(actor, policy);
  if (!policy.menuUrl) return scoped;
  const reach = await actor.actorScope();
  const rules = await loadDataRules(actor.db, reach.roleIds, policy.menuUrl);
  const vars: RuleVariables = {
    username: actor.username,
    realname: reach.realname,
    orgCode: actor.orgCode,
    tenantId: actor.tenantId,
    now: new Date(),
  };
  const ruled = compileDataRules(rules, policy.ruleFields ?? {}, vars);
  if (ruled === DENY) return NOTHING;
  return and(scoped, ruled);
}

export type Abilities<A extends string> = Record<A, boolean>;

/**
 * What `actor` may do with `record` (which they can see), for the console to show or hide: the
 * map action → boolean a reply carries as `abilities`.
 */
export async function abilitiesOf<T extends TenantTable, A extends string, F>(
  actor: PolicyActor,
  policy: Policy<T, A, F>,
  record: T['$inferSelect'],
): Promise<Abilities<A>> {
  const [abilities] = await abilitiesOfEach(actor, policy, [record]);
  if (!abilities) throw new Error('no abilities for the record');
  return abilities;
}

/** `abilitiesOf` for a page of records, the actor's facts loaded once. */
export async function abilitiesOfEach<T extends TenantTable, A extends string, F>(
  actor: PolicyActor,
  policy: Policy<T, A, F>,
  records: readonly T['$inferSelect'][],
): Promise<Abilities<A>[]> {
  const facts = (await policy.facts?.(actor)) as F;
  const rules = Object.entries<ActionRule<T['$inferSelect'], F>>(policy.actions);
  return records.map(
    (record) =>
      Object.fromEntries(
        rules.map(([action, rule]) => [
          action,
          (rule.permission === undefined || actor.permissions.has(rule.permission)) &&
            (rule.allow?.(record, actor, facts) ?? true),
        ]),
      ) as Abilities<A>,
  );
}

/** Whether `actor` may do `action` to `record` (which they can see): Outline's `allow`. */
export async function allows<T extends TenantTable, A extends string, F>(
  actor: PolicyActor,
  policy: Policy<T, A, F>,
  action: A,
  record: T['$inferSelect'],
): Promise<boolean> {
  return (await abilitiesOf(actor, policy, record))[action];
}

/** The record with `id` if `actor` may see it, else undefined (absent and out of reach look the same). */
export async function findInReach<T extends TenantTable, A extends string, F>(
  actor: PolicyActor,
  policy: Policy<T, A, F>,
  id: string,
): Promise<T['$inferSelect'] | undefined> {
  const condition = await listCondition(actor, policy);
  return actor.db.first(policy.table, and(eq(policy.table.id, id), condition));
}

/**
 * Loads the record and checks `action` on it: not found when out of reach, no permission when the
 * permission or the record's state forbids it. Returns the record with the actor's abilities.
 */
export async function authorize<T extends TenantTable, A extends string, F>(
  actor: PolicyActor,
  policy: Policy<T, A, F>,
  action: A,
  id: string,
): Promise<{ record: T['$inferSelect']; abilities: Abilities<A> }> {
  const record = await findInReach(actor, policy, id);
  if (!record) throw new AppError(Msg.recordNotFound);
  const abilities = await abilitiesOf(actor, policy, record);
  if (!abilities[action]) throw new AppError(Msg.noPermission);
  return { record, abilities };
}
