import type { InterventionRecord } from '@xinmiao/shared';
import { and, eq, inArray, like, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { tenantMembers } from '../../core/members.ts';
import { formatDateTime } from '../../core/time.ts';
import { crisisCase, crisisCaseEvent, sysDepart } from '../../db/schema.ts';
import { studentBriefs } from './case-records.ts';
import { casesVisibleTo } from './policies/crisis-case.ts';

type EventRow = typeof crisisCaseEvent.$inferSelect;

const kindOf = sql<string>`${crisisCaseEvent.data} ->> 'kind'`;

const casesWhere = (ctx: AuthCtx, condition: SQL | undefined) =>
  ctx.db.inSelect(
    crisisCaseEvent.caseId,
    ctx.db.select({ id: crisisCase.id }).from(crisisCase).where(condition),
  );

/**
 * The intervention records `ctx` may read, by the case compartments: the centre every record of the
 * cases in reach; a case's treating therapist all of that case's; a 辅导员 (case detail) all but the
 * counselling notes; anyone else (a 班主任, who only gets action cards) none.
 */
export async function recordsVisibleTo(ctx: AuthCtx): Promise<SQL> {
  const reach = await casesVisibleTo(ctx);
  const isRecord = eq(crisisCaseEvent.action, 'record');
  if (ctx.permissions.has('crisis:case:notes')) return and(isRecord, casesWhere(ctx, reach)) ?? sql`false`;
  const treating = casesWhere(ctx, and(reach, eq(crisisCase.therapistId, ctx.userId)));
  const college = ctx.permissions.has('crisis:case:detail')
    ? and(ne(kindOf, 'counselling_note'), casesWhere(ctx, reach))
    : undefined;
  return and(isRecord, or(treating, college)) ?? sql`false`;
}

export const kindIs = (kind: string): SQL => eq(kindOf, kind);

/** Records of cases whose student belongs to the college (or any unit) with this id. */
export function inCollege(ctx: AuthCtx, collegeId: string): SQL {
  return ctx.db.inSelect(
    crisisCaseEvent.caseId,
    ctx.db
      .select({ id: crisisCase.id })
      .from(crisisCase)
      .innerJoin(sysDepart, like(crisisCase.orgCode, sql`${sysDepart.orgCode} || '%'`))
      .where(eq(sysDepart.id, collegeId)),
  );
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

export async function toInterventionRecords(
  ctx: AuthCtx,
  rows: readonly EventRow[],
): Promise<InterventionRecord[]> {
  const caseIds = [...new Set(rows.map((r) => r.caseId))];
  const cases = caseIds.length
    ? await ctx.db.list(crisisCase, { where: inArray(crisisCase.id, caseIds) })
    : [];
  const caseById = new Map(cases.map((c) => [c.id, c]));
  const actors = [...new Set(rows.map((r) => r.actor).filter((a): a is string => a !== null))];
  const [students, members] = await Promise.all([
    studentBriefs(
      ctx,
      cases.map((c) => c.studentId),
    ),
    tenantMembers(ctx.db, actors),
  ]);
  const names = new Map(members.map((m) => [m.id, m.realname || m.username]));
  return rows.map((row) => {
    const record = caseById.get(row.caseId);
    const student = record ? students.get(record.studentId) : undefined;
    const data = asRecord(row.data);
    return {
      id: row.id,
      caseId: row.caseId,
      kind: asText(data.kind),
      content: asText(data.content),
      attachments: Array.isArray(row.attachments)
        ? row.attachments.filter((a): a is string => typeof a === 'string')
        : [],
      studentName: student?.name ?? '',
      className: student?.className ?? '',
      caseStatus: record?.caseStatus ?? '',
      actorName: (row.actor && names.get(row.actor)) || '',
      createTime: formatDateTime(row.createTime) ?? '',
    };
  });
}
