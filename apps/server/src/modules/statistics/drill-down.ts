import type { DrillDown, DrillLevel, DrillRow, StatMetric } from '@xinmiao/shared';
import type { SchoolRollup } from '../../core/region-rollups.ts';
import { chinaDateTime } from '../../core/time.ts';
import type { StatScope } from './figures.ts';
import { suppressColumns } from './suppression.ts';

export const DRILL_METRICS: readonly StatMetric[] = ['unit.student', 'unit.screened', 'unit.alert'];

const FIELD: Partial<Record<StatMetric, 'students' | 'screened' | 'alert'>> = {
  'unit.student': 'students',
  'unit.screened': 'screened',
  'unit.alert': 'alert',
};

/**
 * One level of region → school → grade → class from the schools' `unit.*` rollups: the region's
 * schools, one school's grades, or one grade's classes. A region view suppresses each column, so a
 * row's hidden cell cannot be worked out from the level above.
 */
export function drillDown(
  scope: StatScope,
  rows: readonly SchoolRollup[],
  at: { tenantId?: number | undefined; grade?: string | undefined },
  refreshedAt: Date | null,
): DrillDown {
  const level: DrillLevel = at.tenantId === undefined ? 'school' : at.grade === undefined ? 'grade' : 'class';
  const out = new Map<
    string,
    { key: string; name: string; students: number; screened: number; alert: number }
  >();
  if (level === 'school')
    for (const s of scope.schools)
      out.set(String(s.tenantId), {
        key: String(s.tenantId),
        name: s.name,
        students: 0,
        screened: 0,
        alert: 0,
      });
  for (const r of rows) {
    const field = FIELD[r.metric];
    if (!field) continue;
    if (level !== 'school' && r.tenantId !== at.tenantId) continue;
    if (level === 'class' && r.dimA !== at.grade) continue;
    const key = level === 'school' ? String(r.tenantId) : level === 'grade' ? r.dimA : r.dimB;
    const row = out.get(key) ?? { key, name: key, students: 0, screened: 0, alert: 0 };
    row[field] += r.value;
    out.set(key, row);
  }
  const list = [...out.values()].sort((a, b) =>
    level === 'school' ? Number(a.key) - Number(b.key) : a.key.localeCompare(b.key, 'zh-CN'),
  );
  const cells: DrillRow[] =
    scope.kind === 'region' ? suppressColumns(list, ['students', 'screened', 'alert'] as const) : list;
  return {
    scope: scope.kind,
    level,
    rows: cells,
    refreshedAt: refreshedAt ? chinaDateTime(refreshedAt) : null,
  };
}
