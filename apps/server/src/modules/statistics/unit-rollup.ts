import type { StatMetric } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import type { SchoolRollup } from '../../core/region-rollups.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { statUnitRollup } from '../../db/schema.ts';
import { hollandCounts } from '../career/index.ts';
import { loadUnits, type UnitRow } from '../school/index.ts';
import type { RollupRow } from './rollup-row.ts';
import { type Counted, studentStatements } from './student-statements.ts';

/** A figure of one class: its grade's name and its own, then the figure as in `stat_rollup`. */
export type UnitRollupRow = RollupRow & { grade: string; klass: string };

/**
 * The metrics counted class by class: those about students (a structure, a rota or a staff list
 * belongs to the school). Each adds up over the classes to the school's own row, so a grade or a
 * class is a part of the school figure, never another count.
 */
export const UNIT_METRICS = [
  'screening.result',
  'screening.student',
  'crisis.case',
  'crisis.level',
  'counselling.minutes',
  'counselling.booking',
  'school.student',
  'career.holland',
] as const satisfies readonly StatMetric[];

/** The metrics of `UNIT_METRICS` that `studentStatements` counts (Holland codes come counted). */
const STATEMENT_METRICS = UNIT_METRICS.filter((m) => m !== 'career.holland') as Exclude<
  (typeof UNIT_METRICS)[number],
  'career.holland'
>[];

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The grade name and class name of a class id, as the `unit.*` rows key them. */
export function classNames(units: readonly UnitRow[]): (classId: string) => { grade: string; klass: string } {
  const byId = new Map(units.map((u) => [u.id, u]));
  return (classId) => {
    const unit = byId.get(classId);
    const grade = unit?.parentId ? byId.get(unit.parentId) : undefined;
    return { grade: grade?.name ?? '', klass: unit?.name ?? '' };
  };
}

/**
 * The student-linked figures of one school class by class (`UNIT_METRICS`), counted from its rows
 * now by the statements `countSchool` uses (`studentStatements`), grouped by the student's class too.
 */
export async function countClasses(db: TenantDb, now = new Date()): Promise<UnitRollupRow[]> {
  const units = await loadUnits(db);
  const names = classNames(units);
  const out = new Map<string, UnitRollupRow>();
  const push = (metric: StatMetric, list: Counted[]) => {
    for (const r of list) {
      const { grade, klass } = names(r.classId ?? '');
      const row = { grade, klass, metric, month: r.month ?? '', dimA: text(r.a), dimB: text(r.b) };
      const key = JSON.stringify(row);
      const had = out.get(key);
      if (had) had.value += Number(r.n);
      else out.set(key, { ...row, value: Number(r.n) });
    }
  };
  const statements = studentStatements(db, now, 'class');
  for (const metric of STATEMENT_METRICS) push(metric, await statements[metric]());
  push(
    'career.holland',
    (await hollandCounts(db, 'class')).map((c) => ({ classId: c.unitId, a: c.code, n: c.students })),
  );
  return [...out.values()].filter((r) => r.value !== 0);
}

/** The school's class rows of a grade (and a class within it), for a cockpit narrowed to it. */
export async function readUnitRollups(
  db: TenantDb,
  grade: string,
  klass: string | undefined,
): Promise<RollupRow[]> {
  const rows = await db.list(statUnitRollup, {
    where: and(
      eq(statUnitRollup.grade, grade),
      klass === undefined ? undefined : eq(statUnitRollup.klass, klass),
    ),
    limit: 100_000,
  });
  return rows.map((r) => ({
    metric: r.metric as StatMetric,
    month: r.month,
    dimA: r.dimA,
    dimB: r.dimB,
    value: r.value,
  }));
}

/**
 * The rollups a cockpit narrowed to a grade (or a class of it) of one school adds up, in the shape
 * `Figures` reads: the classes' student figures, the grade's 家长学堂 rows (guardians register by
 * grade, so a class has none of its own), the count of its classes, and the school's staff and
 * rota as they are (they serve the whole school).
 */
export async function unitRollups(
  db: TenantDb,
  tenantId: number,
  schoolWide: readonly SchoolRollup[],
  year: number,
  grade: string,
  klass: string | undefined,
): Promise<{ schoolRows: SchoolRollup[]; regionRows: SchoolRollup[] }> {
  const [classRows, units] = await Promise.all([readUnitRollups(db, grade, klass), loadUnits(db)]);
  const names = classNames(units);
  const classes = klass ? 0 : units.filter((u) => u.kind === 'class' && names(u.id).grade === grade).length;
  const kept = schoolWide.filter(
    (r) =>
      r.metric === 'school.staff' ||
      r.metric === 'counselling.rota' ||
      (klass === undefined && r.metric.startsWith('lecture.') && r.dimA === grade),
  );
  const own: SchoolRollup[] = [
    ...classRows.map((r) => ({ ...r, tenantId })),
    ...kept.map((r) => ({ ...r, tenantId })),
    ...(classes
      ? [{ tenantId, metric: 'school.unit' as const, month: '', dimA: 'class', dimB: '', value: classes }]
      : []),
  ];
  const bucket = (month: string) => (month === '' ? '' : month.startsWith(`${year}-`) ? `${year}-00` : '-');
  return {
    schoolRows: own.map((r) => ({ ...r, month: bucket(r.month) })),
    regionRows: own.map((r) => ({ ...r, tenantId: 0 })),
  };
}
