import type { StatMetric } from '@xinmiao/shared';
import { and, count, countDistinct, eq, gte, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { CHINA_OFFSET_MS } from '../../core/time.ts';
import {
  counsellingRota,
  crisisFollowup,
  crisisInterview,
  schoolStaff,
  schoolStudent,
  schoolUnit,
  screeningAttempt,
  screeningResult,
  statRefresh,
  statRollup,
  statUnitRollup,
} from '../../db/schema.ts';
import { hollandCounts } from '../career/index.ts';
import { lectureHallCounts } from '../courses/index.ts';
import { loadUnits } from '../school/index.ts';
import { monthOf, type RollupRow } from './rollup-row.ts';
import { ordinals, studentStatements } from './student-statements.ts';
import { countClasses, unitPlaces } from './unit-rollup.ts';

export { monthOf, type RollupRow } from './rollup-row.ts';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * Every figure of one school, counted from its rows now. Each metric is one grouped query; the
 * rollup test counts each again another way and expects the same numbers.
 */
export async function countSchool(db: TenantDb, now = new Date()): Promise<RollupRow[]> {
  const rows: RollupRow[] = [];
  const push = (metric: StatMetric, list: { month?: string; a?: unknown; b?: unknown; n: unknown }[]) => {
    for (const r of list)
      rows.push({ metric, month: r.month ?? '', dimA: text(r.a), dimB: text(r.b), value: Number(r.n) });
  };

  const student = studentStatements(db, now, 'school');
  push('screening.result', await student['screening.result']());
  push('screening.student', await student['screening.student']());
  const attemptMonth = monthOf(screeningAttempt.createTime);
  push(
    'screening.attempt',
    await db
      .select({ month: attemptMonth, a: screeningAttempt.attemptStatus, n: count() })
      .from(screeningAttempt)
      .groupBy(attemptMonth, screeningAttempt.attemptStatus),
  );

  push('crisis.case', await student['crisis.case']());
  push('crisis.level', await student['crisis.level']());
  const interviewMonth = monthOf(crisisInterview.dueAt);
  const interviewState = sql<string>`case when ${crisisInterview.doneAt} is null then (case when ${crisisInterview.dueAt} < ${now} then 'overdue' else 'open' end) when ${crisisInterview.doneAt} <= ${crisisInterview.dueAt} then 'on_time' else 'late' end`;
  push(
    'crisis.interview',
    await db
      .select({ month: interviewMonth, a: interviewState, n: count() })
      .from(crisisInterview)
      .groupBy(...ordinals(2)),
  );
  const followupMonth = monthOf(crisisFollowup.dueAt);
  const followupState = sql<string>`case when ${crisisFollowup.doneAt} is null then (case when ${crisisFollowup.dueAt} < ${now} then 'overdue' else 'open' end) when ${crisisFollowup.doneAt} <= ${crisisFollowup.dueAt} then 'on_time' else 'late' end`;
  push(
    'crisis.followup',
    await db
      .select({ month: followupMonth, a: followupState, n: count() })
      .from(crisisFollowup)
      .groupBy(...ordinals(2)),
  );

  push('counselling.minutes', await student['counselling.minutes']());
  push('counselling.booking', await student['counselling.booking']());

  const rotaMinutes = sql<number>`coalesce(sum(extract(epoch from (${counsellingRota.endTime}::time - ${counsellingRota.startTime}::time)) / 60), 0)::int`;
  push('counselling.rota', await db.select({ n: rotaMinutes }).from(counsellingRota));

  push('school.student', await student['school.student']());
  push(
    'school.unit',
    await db.select({ a: schoolUnit.kind, n: count() }).from(schoolUnit).groupBy(schoolUnit.kind),
  );
  push(
    'school.staff',
    await db
      .select({ a: schoolStaff.staffType, n: count() })
      .from(schoolStaff)
      .groupBy(schoolStaff.staffType),
  );

  const holland = new Map<string, number>();
  for (const c of await hollandCounts(db, 'class'))
    holland.set(c.code, (holland.get(c.code) ?? 0) + c.students);
  push(
    'career.holland',
    [...holland].map(([a, n]) => ({ a, n })),
  );
  // The school's rows name the grade (a region adds up 高一 across schools): same names add up.
  const lectures = new Map<string, { metric: StatMetric; month: string; a: string; b: string; n: number }>();
  for (const c of await lectureHallCounts(db)) {
    const key = JSON.stringify([c.metric, c.month, c.grade, c.score]);
    const had = lectures.get(key);
    if (had) had.n += c.n;
    else lectures.set(key, { metric: c.metric, month: c.month, a: c.grade, b: c.score, n: c.n });
  }
  for (const c of lectures.values()) push(c.metric, [c]);
  for (const [metric, counts] of await unitCounts(db, now)) push(metric, counts);
  return rows.filter((r) => r.value !== 0);
}

/**
 * The drill-down's counts (`unit.*`): students on roll, screened this year and at level 2–3 this
 * year, by class, keyed by the department ids of the class's grade and its own (a 年级 name lies
 * under several colleges); and the places themselves, so a view of the rollups alone can name
 * them and go college → grade → class: each unit's name, each grade's college.
 */
async function unitCounts(
  db: TenantDb,
  now: Date,
): Promise<[StatMetric, { a: string; b: string; n: number }[]][]> {
  const year = new Date(now.getTime() + CHINA_OFFSET_MS).getUTCFullYear();
  const onRoll = and(eq(schoolStudent.studentStatus, '1'), eq(schoolStudent.delFlag, 0));
  const ofYear = and(
    eq(screeningResult.valid, true),
    sql`to_char(${screeningResult.createTime} at time zone 'Asia/Shanghai', 'YYYY') = ${String(year)}`,
  );
  const byResult = (levels?: SQL) =>
    db
      .select({ classId: schoolStudent.classId, n: countDistinct(schoolStudent.id) })
      .from(schoolStudent)
      .innerJoin(
        screeningResult,
        and(
          eq(screeningResult.tenantId, schoolStudent.tenantId),
          eq(screeningResult.studentId, schoolStudent.id),
        ),
      )
      .where(and(onRoll, ofYear, levels))
      .groupBy(schoolStudent.classId);
  const [students, screened, alert, units] = await Promise.all([
    db
      .select({ classId: schoolStudent.classId, n: count() })
      .from(schoolStudent)
      .where(onRoll)
      .groupBy(schoolStudent.classId),
    byResult(),
    byResult(gte(screeningResult.level, 2)),
    loadUnits(db),
  ]);
  const place = unitPlaces(units);
  const keyed = (list: { classId: string; n: number }[]) =>
    list.map((r) => {
      const { gradeId, classId } = place(r.classId);
      return { a: gradeId, b: classId, n: Number(r.n) };
    });
  const drilled = units.filter((u) => u.kind === 'college' || u.kind === 'grade' || u.kind === 'class');
  return [
    ['unit.student', keyed(students)],
    ['unit.screened', keyed(screened)],
    ['unit.alert', keyed(alert)],
    ['unit.name', drilled.map((u) => ({ a: u.id, b: u.name, n: 1 }))],
    [
      'unit.college',
      drilled.filter((u) => u.kind === 'grade').map((u) => ({ a: u.id, b: place(u.id).collegeId, n: 1 })),
    ],
  ];
}

/**
 * Rebuilds one school's rollups in one transaction of their own (the statistics job's, never a
 * submit's): the old rows go, the new counts and the refresh time are written together, so a
 * reader sees either the last set or this one (the class by class rows with them).
 */
export async function refreshSchool(db: TenantDb, now = new Date()): Promise<number> {
  const rows = await countSchool(db, now);
  const classRows = await countClasses(db, now);
  await db.transaction(async (tx) => {
    await tx.delete(statRollup, isNotNull(statRollup.id));
    if (rows.length) await tx.insert(statRollup, rows);
    await tx.delete(statUnitRollup, isNotNull(statUnitRollup.id));
    if (classRows.length) await tx.insert(statUnitRollup, classRows);
    await tx.upsert(statRefresh, [{ refreshedAt: now, rows: rows.length }], { target: [] });
  });
  return rows.length;
}

/** The school's stored rollup rows of these metrics. */
export async function readRollups(db: TenantDb, metrics: readonly StatMetric[]): Promise<RollupRow[]> {
  const rows = await db.list(statRollup, { where: inArray(statRollup.metric, [...metrics]), limit: 100_000 });
  return rows.map((r) => ({
    metric: r.metric as StatMetric,
    month: r.month,
    dimA: r.dimA,
    dimB: r.dimB,
    value: r.value,
  }));
}

/** When the school's rollups were last rebuilt, or null before the first run. */
export async function refreshedAt(db: TenantDb): Promise<Date | null> {
  const row = await db.first(statRefresh, undefined);
  return row?.refreshedAt ?? null;
}
