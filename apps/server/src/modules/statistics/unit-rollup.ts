import type { StatMetric } from '@xinmiao/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { SchoolRollup } from '../../core/region-rollups.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { statUnitRollup } from '../../db/schema.ts';
import { hollandCounts } from '../career/index.ts';
import { lectureHallCounts } from '../courses/index.ts';
import { loadUnits, type UnitRow } from '../school/index.ts';
import type { RollupRow } from './rollup-row.ts';
import { type Counted, studentStatements } from './student-statements.ts';

/** A figure of one class: its grade's department id and its own, then the figure as in `stat_rollup`. */
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

/** Where a unit lies in the drill-down: its college, grade and class department ids ('' where none). */
export type UnitPlace = { collegeId: string; gradeId: string; classId: string };

/**
 * The place of a unit by id: a class, its grade (the class's parent) and the college above that; a
 * grade and its college; a college. A unit not in the school's structure has no place ('' all).
 */
export function unitPlaces(units: readonly UnitRow[]): (id: string) => UnitPlace {
  const byId = new Map(units.map((u) => [u.id, u]));
  const collegeAbove = (id: string | null): string => {
    for (
      let unit = id ? byId.get(id) : undefined;
      unit;
      unit = unit.parentId ? byId.get(unit.parentId) : undefined
    )
      if (unit.kind === 'college') return unit.id;
    return '';
  };
  return (id) => {
    const unit = byId.get(id);
    if (!unit) return { collegeId: '', gradeId: '', classId: '' };
    if (unit.kind === 'college') return { collegeId: unit.id, gradeId: '', classId: '' };
    if (unit.kind === 'grade')
      return { collegeId: collegeAbove(unit.parentId), gradeId: unit.id, classId: '' };
    const gradeId = unit.parentId ?? '';
    return { collegeId: collegeAbove(gradeId), gradeId, classId: unit.id };
  };
}

/**
 * The student-linked figures of one school class by class (`UNIT_METRICS`), counted from its rows
 * now by the statements `countSchool` uses (`studentStatements`), grouped by the student's class too;
 * and 家长学堂's figures grade by grade (rows with no class).
 */
export async function countClasses(db: TenantDb, now = new Date()): Promise<UnitRollupRow[]> {
  const place = unitPlaces(await loadUnits(db));
  const out = new Map<string, UnitRollupRow>();
  const push = (metric: StatMetric, list: Counted[]) => {
    for (const r of list) {
      const { gradeId, classId } = place(r.classId ?? '');
      const row = {
        grade: gradeId,
        klass: classId,
        metric,
        month: r.month ?? '',
        dimA: text(r.a),
        dimB: text(r.b),
      };
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
  // Guardians register for a grade, not a class: these rows are the grade's own (no class).
  for (const c of await lectureHallCounts(db))
    if (c.gradeId) push(c.metric, [{ classId: c.gradeId, month: c.month, a: c.grade, b: c.score, n: c.n }]);
  return [...out.values()].filter((r) => r.value !== 0);
}

/** The classes of the school a cockpit node covers (every class of a college, a grade, or one). */
export type UnitNode = { level: 'college' | 'grade' | 'class'; id: string };

/** The school's class rows of these grades (and of one class), for a cockpit narrowed to them. */
export async function readUnitRollups(
  db: TenantDb,
  gradeIds: readonly string[],
  classId: string | undefined,
): Promise<RollupRow[]> {
  if (!gradeIds.length) return [];
  const rows = await db.list(statUnitRollup, {
    where: and(
      inArray(statUnitRollup.grade, [...gradeIds]),
      classId === undefined ? undefined : eq(statUnitRollup.klass, classId),
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
 * The rollups a cockpit narrowed to a college, a grade or a class of one school adds up, in the
 * shape `Figures` reads: the classes' student figures, the 家长学堂 rows of its grades (guardians
 * register for a grade, so a class has none of its own), the count of its units, and the school's
 * staff and rota as they are (they serve the whole school).
 */
export async function unitRollups(
  db: TenantDb,
  tenantId: number,
  schoolWide: readonly SchoolRollup[],
  year: number,
  node: UnitNode,
): Promise<{ schoolRows: SchoolRollup[]; regionRows: SchoolRollup[] }> {
  const units = await loadUnits(db);
  const place = unitPlaces(units);
  const inNode = (id: string) => {
    const p = place(id);
    return node.level === 'college'
      ? p.collegeId === node.id
      : node.level === 'grade'
        ? p.gradeId === node.id
        : p.classId === node.id;
  };
  const grades = units.filter((u) => u.kind === 'grade' && inNode(u.id));
  const gradeIds = node.level === 'college' ? grades.map((g) => g.id) : [place(node.id).gradeId];
  const classRows = await readUnitRollups(db, gradeIds, node.level === 'class' ? node.id : undefined);
  const classes = units.filter((u) => u.kind === 'class' && inNode(u.id)).length;
  const kept = schoolWide.filter((r) => r.metric === 'school.staff' || r.metric === 'counselling.rota');
  const structure: SchoolRollup[] = [
    ...(node.level === 'college' && grades.length
      ? [
          {
            tenantId,
            metric: 'school.unit' as const,
            month: '',
            dimA: 'grade',
            dimB: '',
            value: grades.length,
          },
        ]
      : []),
    ...(node.level !== 'class' && classes
      ? [{ tenantId, metric: 'school.unit' as const, month: '', dimA: 'class', dimB: '', value: classes }]
      : []),
  ];
  const own: SchoolRollup[] = [
    ...classRows.map((r) => ({ ...r, tenantId })),
    ...kept.map((r) => ({ ...r, tenantId })),
    ...structure,
  ];
  const bucket = (month: string) => (month === '' ? '' : month.startsWith(`${year}-`) ? `${year}-00` : '-');
  return {
    schoolRows: own.map((r) => ({ ...r, month: bucket(r.month) })),
    regionRows: own.map((r) => ({ ...r, tenantId: 0 })),
  };
}
