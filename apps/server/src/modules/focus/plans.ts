import {
  FOCUS_BASIS,
  FOCUS_GROUP_DICT,
  FOCUS_MESSAGES,
  FOCUS_STATUS,
  type FocusBasis,
  type FocusMeasure,
  type FocusMeasureInput,
  type FocusPlan,
  type FocusPlanRecord,
  type FocusStaffOption,
  type FocusStatus,
  type focusPlanAddInput,
} from '@xinmiao/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import { abilitiesOf, type PolicyActor } from '../../core/policy/policy.ts';
import { allOf } from '../../core/query.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { addDays, formatDateTime } from '../../core/time.ts';
import { focusPlan, focusPlanReview, schoolStaff, schoolStudent } from '../../db/schema.ts';
import { openCaseOf } from '../crisis/index.ts';
import { allDictItems } from '../dict/index.ts';
import { compartmentOf, focusPlanPolicy, mayTickMeasure } from './policies/focus-plan.ts';

type PlanRow = typeof focusPlan.$inferSelect;
export type PlanFields = Omit<z.output<typeof focusPlanAddInput>, 'studentId'>;
type StudentHead = { id: string; name: string; studentNo: string };

/** The school's accounts with a staff record: the people a plan may name as responsible. */
export async function staffOptions(db: TenantDb): Promise<FocusStaffOption[]> {
  const rows = await db.list(schoolStaff, { orderBy: [asc(schoolStaff.workNo)] });
  return rows.map((s) => ({ userId: s.userId, name: s.name, workNo: s.workNo, staffType: s.staffType }));
}

/**
 * Checks what a plan rests on and whom it names: a crisis plan needs the student's open case (its
 * id is kept), a group plan a group of the school's dictionary; responsible staff are staff of this
 * school. Returns the case id for a crisis plan.
 */
async function checkFields(db: TenantDb, studentId: string, fields: PlanFields): Promise<string | null> {
  const people = [fields.counsellorId, fields.headTeacherId, fields.therapistId].filter((id): id is string =>
    Boolean(id),
  );
  if (people.length) {
    const known = await db.list(schoolStaff, { where: inArray(schoolStaff.userId, people) });
    if (new Set(known.map((s) => s.userId)).size !== new Set(people).size) {
      throw new AppError(FOCUS_MESSAGES.staffUnknown);
    }
  }
  if (fields.basis === 'group') {
    if (!fields.groupCode) throw new AppError(FOCUS_MESSAGES.groupRequired);
    const groups = (await allDictItems(db, [FOCUS_GROUP_DICT]))[FOCUS_GROUP_DICT] ?? [];
    if (!groups.some((g) => g.value === fields.groupCode)) throw new AppError(FOCUS_MESSAGES.groupUnknown);
    return null;
  }
  const open = await openCaseOf(db, studentId);
  if (!open) throw new AppError(FOCUS_MESSAGES.noOpenCase);
  return open.id;
}

/**
 * A measure as the form sent it, with the tick it already had: the form never sets done, only the
 * measure's responsible person does (`tickMeasure`). A measure given to another owner loses its tick.
 */
function keptTick(m: FocusMeasureInput, kept: readonly FocusMeasure[]): FocusMeasure {
  const before = kept.find((k) => k.id === m.id && k.owner === m.owner);
  return before ? { ...before, content: m.content } : { ...m, done: false };
}

const columns = (fields: PlanFields, crisisCaseId: string | null, kept: readonly FocusMeasure[] = []) => ({
  basis: fields.basis,
  crisisCaseId,
  groupCode: fields.basis === 'group' ? (fields.groupCode ?? null) : null,
  goals: fields.goals,
  measures: fields.measures.map((m) => keptTick(m, kept)),
  counsellorId: fields.counsellorId || null,
  headTeacherId: fields.headTeacherId || null,
  therapistId: fields.therapistId || null,
  guardianName: fields.guardianName || null,
  guardianRelation: fields.guardianRelation || null,
  guardianPhone: fields.guardianPhone || null,
  reviewCycleDays: fields.reviewCycleDays,
  nextReviewDate: fields.nextReviewDate,
});

export async function addPlan(db: TenantDb, studentId: string, fields: PlanFields): Promise<string> {
  const crisisCaseId = await checkFields(db, studentId, fields);
  const [id = ''] = await db.insert(focusPlan, { studentId, ...columns(fields, crisisCaseId) });
  return id;
}

export async function editPlan(
  db: TenantDb,
  plan: PlanRow,
  fields: PlanFields & { status: FocusStatus },
): Promise<void> {
  // A plan that stays on its open case keeps it; a closed plan is not re-checked against a case that ended since.
  const crisisCaseId =
    fields.status === 'closed' && fields.basis === plan.basis
      ? plan.crisisCaseId
      : await checkFields(db, plan.studentId, fields);
  await db.update(
    focusPlan,
    {
      ...columns(fields, crisisCaseId, plan.measures),
      status: fields.status,
      // A new review date is announced again.
      ...(fields.nextReviewDate !== plan.nextReviewDate ? { remindedFor: null } : {}),
    },
    eq(focusPlan.id, plan.id),
  );
}

/**
 * 标记落实: ticks (or unticks) one measure by its responsible person or the centre, with their short
 * record; the update is guarded by the measures as read, so two ticks at once cannot both land.
 */
export async function tickMeasure(
  actor: PolicyActor,
  plan: PlanRow,
  tick: { measureId: string; done: boolean; note?: string | undefined; byName: string },
): Promise<void> {
  const measure = plan.measures.find((m) => m.id === tick.measureId);
  if (!measure || !visibleMeasures(plan, actor).includes(measure))
    throw new AppError(FOCUS_MESSAGES.measureNotFound);
  if (plan.status !== 'active') throw new AppError(FOCUS_MESSAGES.closed);
  if (!mayTickMeasure(plan, measure, actor)) throw new AppError(FOCUS_MESSAGES.notMeasureOwner);
  const ticked: FocusMeasure = {
    ...measure,
    done: tick.done,
    doneBy: actor.userId,
    doneByName: tick.byName,
    doneTime: formatDateTime(new Date()),
    doneNote: tick.note || null,
  };
  const changed = await actor.db.update(
    focusPlan,
    { measures: plan.measures.map((m) => (m.id === measure.id ? ticked : m)) },
    allOf(eq(focusPlan.id, plan.id), sql`${focusPlan.measures} = ${JSON.stringify(plan.measures)}::jsonb`),
  );
  if (changed !== 1) throw new AppError('该档案已被修改，请刷新后重试');
}

/** The measures the reader's compartment shows: the 班主任's are the ones assigned to 班主任. */
function visibleMeasures(plan: PlanRow, actor: PolicyActor): FocusMeasure[] {
  return compartmentOf(plan, actor) === 'full'
    ? plan.measures
    : plan.measures.filter((m) => m.owner === 'headTeacher');
}

/** Adds a review record and moves the plan's next review (given, else one cycle after this review). */
export async function addReview(
  db: TenantDb,
  plan: PlanRow,
  review: { reviewDate: string; content: string; nextReviewDate?: string | null; authorName: string },
): Promise<void> {
  const next = review.nextReviewDate || addDays(review.reviewDate, plan.reviewCycleDays);
  await db.transaction(async (tx) => {
    await tx.insert(focusPlanReview, {
      planId: plan.id,
      reviewDate: review.reviewDate,
      content: review.content,
      nextReviewDate: next,
      authorName: review.authorName,
    });
    await tx.update(focusPlan, { nextReviewDate: next, remindedFor: null }, eq(focusPlan.id, plan.id));
  });
}

async function names(db: TenantDb, userIds: readonly (string | null)[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  if (!ids.length) return new Map();
  const rows = await db.list(schoolStaff, { where: inArray(schoolStaff.userId, ids), withDeleted: true });
  return new Map(rows.map((s) => [s.userId, s.name]));
}

function toRecord(
  row: PlanRow,
  student: StudentHead | undefined,
  named: Map<string, string>,
  compartment: 'full' | 'items',
): FocusPlanRecord {
  const name = (id: string | null) => (id ? (named.get(id) ?? null) : null);
  const measures =
    compartment === 'full' ? row.measures : row.measures.filter((m) => m.owner === 'headTeacher');
  return {
    id: row.id,
    studentId: row.studentId,
    studentNo: student?.studentNo ?? '',
    studentName: student?.name ?? '',
    basis: compartment === 'full' ? row.basis : 'focus',
    // The 班主任 is not told whether the plan rests on a crisis case.
    basisText: compartment === 'full' ? FOCUS_BASIS[row.basis as FocusBasis] : '重点关注',
    status: row.status,
    statusText: FOCUS_STATUS[row.status as FocusStatus] ?? row.status,
    nextReviewDate: row.nextReviewDate,
    counsellorName: name(row.counsellorId),
    headTeacherName: name(row.headTeacherId),
    therapistName: name(row.therapistId),
    measuresTotal: measures.length,
    measuresDone: measures.filter((m) => m.done).length,
    createTime: formatDateTime(row.createTime),
    updateTime: formatDateTime(row.updateTime),
  };
}

async function studentsOf(db: TenantDb, ids: readonly string[]): Promise<Map<string, StudentHead>> {
  const unique = [...new Set(ids)];
  const rows = unique.length
    ? await db.list(schoolStudent, { where: inArray(schoolStudent.id, unique) })
    : [];
  return new Map(rows.map((s) => [s.id, s]));
}

/** List records of the plans on a page, each cut to the reader's compartment. */
export async function planRecords(actor: PolicyActor, rows: readonly PlanRow[]): Promise<FocusPlanRecord[]> {
  const [students, named] = await Promise.all([
    studentsOf(
      actor.db,
      rows.map((r) => r.studentId),
    ),
    names(
      actor.db,
      rows.flatMap((r) => [r.counsellorId, r.headTeacherId, r.therapistId]),
    ),
  ]);
  return rows.map((row) => toRecord(row, students.get(row.studentId), named, compartmentOf(row, actor)));
}

/** One plan as the reader may see it: the 班主任's compartment leaves out the crisis basis and others' reviews. */
export async function planDetail(actor: PolicyActor, plan: PlanRow): Promise<FocusPlan> {
  const compartment = compartmentOf(plan, actor);
  const [students, named, reviews, abilities] = await Promise.all([
    studentsOf(actor.db, [plan.studentId]),
    names(actor.db, [plan.counsellorId, plan.headTeacherId, plan.therapistId]),
    actor.db.list(focusPlanReview, {
      where: eq(focusPlanReview.planId, plan.id),
      orderBy: [asc(focusPlanReview.createTime), asc(focusPlanReview.id)],
    }),
    abilitiesOf(actor, focusPlanPolicy, plan),
  ]);
  const measures = visibleMeasures(plan, actor).map((m) => ({
    ...m,
    canTick: mayTickMeasure(plan, m, actor),
  }));
  return {
    ...toRecord(plan, students.get(plan.studentId), named, compartment),
    compartment,
    groupCode: compartment === 'full' ? plan.groupCode : null,
    goals: plan.goals,
    measures,
    counsellorId: plan.counsellorId,
    headTeacherId: plan.headTeacherId,
    therapistId: plan.therapistId,
    guardianName: plan.guardianName,
    guardianRelation: plan.guardianRelation,
    guardianPhone: plan.guardianPhone,
    reviewCycleDays: plan.reviewCycleDays,
    reviews: reviews
      .filter((r) => compartment === 'full' || r.createBy === actor.username)
      .map((r) => ({
        id: r.id,
        reviewDate: r.reviewDate,
        content: r.content,
        nextReviewDate: r.nextReviewDate,
        authorName: r.authorName,
        createTime: formatDateTime(r.createTime) ?? '',
      })),
    abilities: { edit: abilities.edit, delete: abilities.delete, review: abilities.review },
  };
}
