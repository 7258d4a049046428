import type { DrillDown, DrillLevel, DrillRow, StatMetric } from '@xinmiao/shared';
import { regionPrefix, type SchoolRollup } from '../../core/region-rollups.ts';
import { chinaDateTime } from '../../core/time.ts';
import type { StatScope } from './figures.ts';
import { suppressColumns } from './suppression.ts';

export const DRILL_METRICS: readonly StatMetric[] = [
  'unit.student',
  'unit.screened',
  'unit.alert',
  'unit.name',
  'unit.college',
];

const FIELD: Partial<Record<StatMetric, 'students' | 'screened' | 'alert'>> = {
  'unit.student': 'students',
  'unit.screened': 'screened',
  'unit.alert': 'alert',
};

/** The division one level below the region and on the way to a school's code (`childRegionOf`). */
export type ChildRegion = (region: string, code: string | null) => { code: string; name: string } | null;

/**
 * Where the drill-down stands: a region (its divisions or, for a county, its schools), a school, a
 * college or a grade of it (by department id).
 */
export type DrillAt = {
  tenantId?: number | undefined;
  college?: string | undefined;
  grade?: string | undefined;
  /** One class of the grade alone (a 班主任's, whose reach is that class). */
  klass?: string | undefined;
};

/**
 * The level shown at `at`: a wider region's divisions, a county's schools, a school's colleges (its
 * grades when it has none), a college's grades, a grade's classes.
 */
export function drillLevel(scope: StatScope, at: DrillAt, hasColleges: boolean): DrillLevel {
  if (at.tenantId !== undefined) {
    if (at.grade !== undefined) return 'class';
    return at.college !== undefined || !hasColleges ? 'grade' : 'college';
  }
  return regionPrefix(scope.xzqhDm).length === 6 ? 'school' : 'region';
}

/** Schools coded at the region itself or at no known division: counted, but not a division to open. */
const UNPLACED = { key: '', name: '未归属下级地区' };
/** Grades under no college of a school with colleges: counted, but not a college to open. */
const NO_COLLEGE = { key: '', name: '未归属院系' };

/**
 * One level of region → school → college → grade → class from the schools' `unit.*` rollups: the
 * region's divisions, a county's schools, one school's colleges (grades when it has none), one
 * college's grades, or one grade's classes; the places named by the school's `unit.name` rows. A region view
 * suppresses each column of every level, so a row's hidden cell cannot be worked out from the
 * level above (its total) and the other rows shown.
 */
export function drillDown(
  scope: StatScope,
  rows: readonly SchoolRollup[],
  at: DrillAt,
  refreshedAt: Date | null,
  childRegionOf: ChildRegion,
  regionName: (code: string) => string,
): DrillDown {
  const ofSchool = rows.filter((r) => r.tenantId === at.tenantId);
  const unitName = new Map(ofSchool.filter((r) => r.metric === 'unit.name').map((r) => [r.dimA, r.dimB]));
  const collegeOf = new Map(ofSchool.filter((r) => r.metric === 'unit.college').map((r) => [r.dimA, r.dimB]));
  const hasColleges = [...collegeOf.values()].some(Boolean);
  const level = drillLevel(scope, at, hasColleges);
  const below = level === 'college' || level === 'grade' || level === 'class';
  const out = new Map<
    string,
    { key: string; name: string; students: number; screened: number; alert: number }
  >();
  const divisionOf = new Map<number, { key: string; name: string }>();
  const empty = (key: string, name: string) => ({ key, name, students: 0, screened: 0, alert: 0 });
  if (level === 'region')
    for (const s of scope.schools) {
      const child = childRegionOf(scope.xzqhDm, s.regionCode);
      const division =
        child && child.code !== scope.xzqhDm ? { key: child.code, name: child.name } : UNPLACED;
      divisionOf.set(s.tenantId, division);
      if (!out.has(division.key)) out.set(division.key, empty(division.key, division.name));
    }
  if (level === 'school')
    for (const s of scope.schools) out.set(String(s.tenantId), empty(String(s.tenantId), s.name));
  for (const r of rows) {
    const field = FIELD[r.metric];
    if (!field) continue;
    if (below && r.tenantId !== at.tenantId) continue;
    if (level === 'class' && (r.dimA !== at.grade || (at.klass !== undefined && r.dimB !== at.klass)))
      continue;
    if (level === 'grade' && at.college !== undefined && (collegeOf.get(r.dimA) ?? '') !== at.college)
      continue;
    const key =
      level === 'region'
        ? (divisionOf.get(r.tenantId)?.key ?? UNPLACED.key)
        : level === 'school'
          ? String(r.tenantId)
          : level === 'college'
            ? (collegeOf.get(r.dimA) ?? '')
            : level === 'grade'
              ? r.dimA
              : r.dimB;
    const name = below
      ? level === 'college' && key === ''
        ? NO_COLLEGE.name
        : (unitName.get(key) ?? '未设置')
      : key;
    const row = out.get(key) ?? empty(key, name);
    row[field] += r.value;
    out.set(key, row);
  }
  const unit = unitName.get(at.grade ?? at.college ?? '');
  const list = [...out.values()].sort((a, b) =>
    level === 'school'
      ? Number(a.key) - Number(b.key)
      : level === 'region'
        ? (a.key || '~').localeCompare(b.key || '~')
        : (a.key ? a.name : '~').localeCompare(b.key ? b.name : '~', 'zh-CN') || a.key.localeCompare(b.key),
  );
  const cells: DrillRow[] =
    scope.kind === 'region' ? suppressColumns(list, ['students', 'screened', 'alert'] as const) : list;
  return {
    scope: scope.kind,
    region: scope.kind === 'region' ? { code: scope.xzqhDm, name: regionName(scope.xzqhDm) || '全国' } : null,
    level,
    ...(unit ? { unit } : {}),
    rows: cells,
    refreshedAt: refreshedAt ? chinaDateTime(refreshedAt) : null,
  };
}
