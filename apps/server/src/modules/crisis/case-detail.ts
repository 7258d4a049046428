import type { CrisisCaseDetail } from '@xinmiao/shared';
import { asc, eq } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { tenantMembers } from '../../core/members.ts';
import { formatDateTime } from '../../core/time.ts';
import { crisisCaseEvent, crisisSignal } from '../../db/schema.ts';
import { type CaseRow, toCases } from './case-records.ts';
import { followupsOf } from './followup-records.ts';
import { interviewsOf } from './interview-records.ts';
import type { CaseAbilities, Compartment } from './policies/crisis-case.ts';
import { legalSteps } from './transition.ts';

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** A case with its signals, timeline, interviews and follow-ups as far as the compartment allows. */
export async function caseDetail(
  ctx: AuthCtx,
  record: CaseRow,
  compartment: Exclude<Compartment, 'card'>,
  abilities: CaseAbilities,
): Promise<CrisisCaseDetail> {
  const [base] = await toCases(ctx, [record]);
  const [signals, events, interviews, followups, actions] = await Promise.all([
    ctx.db.list(crisisSignal, {
      where: eq(crisisSignal.caseId, record.id),
      orderBy: [asc(crisisSignal.createTime)],
    }),
    ctx.db.list(crisisCaseEvent, {
      where: eq(crisisCaseEvent.caseId, record.id),
      orderBy: [asc(crisisCaseEvent.createTime), asc(crisisCaseEvent.id)],
    }),
    interviewsOf(ctx, { caseId: record.id, authorised: true, notes: compartment === 'full' }),
    followupsOf(ctx, { caseId: record.id, authorised: true }),
    legalSteps(ctx.db, record, ctx),
  ]);
  if (!base) throw new Error('case vanished');
  const people = [
    record.counsellorId,
    record.therapistId,
    record.handoverTo,
    ...events.map((e) => e.actor),
  ].filter((id): id is string => typeof id === 'string');
  const names = Object.fromEntries(
    (await tenantMembers(ctx.db, [...new Set(people)])).map((m) => [m.id, m.realname || m.username]),
  );
  const shown = events.filter((e) => compartment === 'full' || asRecord(e.data).kind !== 'counselling_note');
  return {
    ...base,
    compartment,
    signals: signals.map((s) => ({
      id: s.id,
      source: s.source,
      level: s.level,
      summary: s.summary,
      createTime: formatDateTime(s.createTime) ?? '',
    })),
    events: shown.map((e) => ({
      id: e.id,
      action: e.action,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      actor: e.actor,
      reason: e.reason,
      attachments: asStrings(e.attachments),
      data: asRecord(e.data),
      createTime: formatDateTime(e.createTime) ?? '',
    })),
    interviews,
    followups,
    names,
    actions,
    abilities: {
      scheduleInterview: abilities.scheduleInterview,
      addRecord: abilities.addRecord,
      writeNotes: abilities.writeNotes,
    },
  };
}
