import {
  CASE_ACTION_LABELS,
  CASE_STATUSES,
  type CounsellingCase,
  type CounsellingCaseStatus,
  NOTE_MESSAGES,
  noteRoutes,
} from '@xinmiao/shared';
import { and, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, okMsg } from '../../core/envelope.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import { abilitiesOfEach, allows, findInReach, listCondition } from '../../core/policy/policy.ts';
import { allOf } from '../../core/query.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { formatDateTime } from '../../core/time.ts';
import { counsellingBooking, counsellingCase, schoolStudent } from '../../db/schema.ts';
import type { BookingRow } from './booking-records.ts';
import { CASE_STEPS } from './case-steps.ts';
import { counsellingCasePolicy } from './policies/counselling-case.ts';
import { memberNames } from './rota.ts';
import { studentKeyword } from './student-keyword.ts';

type CaseRow = typeof counsellingCase.$inferSelect;

/**
 * Puts a completed session in the student's open case with this counsellor, opening the case at
 * the first session.
 */
export async function attachToCase(tdb: TenantDb, booking: BookingRow): Promise<void> {
  const open = await tdb.first(
    counsellingCase,
    and(
      eq(counsellingCase.studentId, booking.studentId),
      eq(counsellingCase.counsellorId, booking.counsellorId),
      notInArray(counsellingCase.status, ['closed', 'follow_up']),
    ),
  );
  const caseId =
    open?.id ??
    (
      await tdb.insert(counsellingCase, { studentId: booking.studentId, counsellorId: booking.counsellorId })
    )[0];
  await tdb.update(counsellingBooking, { caseId: caseId ?? null }, eq(counsellingBooking.id, booking.id));
}

function abilitiesAt<A>(abilities: readonly A[], i: number): A {
  const at = abilities[i];
  if (!at) throw new Error('abilities out of step with the cases');
  return at;
}

async function toCases(ctx: AuthCtx, rows: readonly CaseRow[]): Promise<CounsellingCase[]> {
  if (rows.length === 0) return [];
  const db = ctx.db;
  const abilities = await abilitiesOfEach(ctx, counsellingCasePolicy, rows);
  const ids = rows.map((r) => r.id);
  const [students, names, sessions] = await Promise.all([
    db
      .select({ id: schoolStudent.id, name: schoolStudent.name })
      .from(schoolStudent)
      .withDeleted()
      .where(
        inArray(
          schoolStudent.id,
          rows.map((r) => r.studentId),
        ),
      ),
    memberNames(
      db,
      rows.map((r) => r.counsellorId),
    ),
    db
      .select({ caseId: counsellingBooking.caseId, n: count() })
      .from(counsellingBooking)
      .where(inArray(counsellingBooking.caseId, ids))
      .groupBy(counsellingBooking.caseId),
  ]);
  const studentNames = new Map(students.map((s) => [s.id, s.name]));
  const sessionCounts = new Map(sessions.map((s) => [s.caseId, Number(s.n)]));
  return rows.map((r, i) => ({
    id: r.id,
    studentId: r.studentId,
    studentName: studentNames.get(r.studentId) ?? '',
    counsellorId: r.counsellorId,
    counsellorName: names.get(r.counsellorId) ?? '',
    status: r.status,
    plan: r.plan,
    plannedSessions: r.plannedSessions,
    closingReport: r.closingReport,
    sessions: sessionCounts.get(r.id) ?? 0,
    createTime: formatDateTime(r.createTime) ?? '',
    abilities: abilitiesAt(abilities, i),
  }));
}

/** 咨询个案: open → active (plan, N sessions) → referral / supervision → closing report → closed → follow-up. */
export function registerCaseRoutes(r: Registrar): void {
  r.route(
    noteRoutes.cases,
    sqlList(noteRoutes.cases, {
      table: counsellingCase,
      sort: { createTime: counsellingCase.createTime },
      filters: {
        status: counsellingCase.status,
        counsellorId: counsellingCase.counsellorId,
        keyWord: studentKeyword(counsellingCase.studentId),
        createTime: counsellingCase.createTime,
      },
      scope: (ctx) => listCondition(ctx, counsellingCasePolicy),
      defaultOrder: [desc(counsellingCase.createTime)],
      tiebreak: desc(counsellingCase.id),
      toRecords: (rows, ctx) => toCases(ctx, rows),
    }),
  );

  r.route(noteRoutes.caseAction, async (ctx, { body }) => {
    const row = await findInReach(ctx, counsellingCasePolicy, body.id);
    if (!row) return fail('未找到对应数据');
    const step = CASE_STEPS[body.action];
    // The route already required the step's permission: a refusal here is the case's status.
    if (!(await allows(ctx, counsellingCasePolicy, body.action, row))) {
      const label = CASE_STATUSES[row.status as CounsellingCaseStatus] ?? row.status;
      return fail(`个案当前为「${label}」，不能${CASE_ACTION_LABELS[body.action]}`);
    }
    const fields =
      body.action === 'plan'
        ? { plan: body.plan, plannedSessions: Number(body.plannedSessions) }
        : body.action === 'closingReport'
          ? { closingReport: body.closingReport }
          : {};
    const changed = await ctx.db.update(
      counsellingCase,
      { ...fields, status: step.to },
      allOf(eq(counsellingCase.id, row.id), eq(counsellingCase.status, row.status)),
    );
    if (changed !== 1) return fail('个案状态已变化，请刷新后重试');
    ctx.logSubject(row.id, CASE_ACTION_LABELS[body.action]);
    return okMsg(NOTE_MESSAGES.caseSaved);
  });
}
