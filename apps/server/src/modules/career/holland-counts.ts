import { and, count, eq, sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { schoolStudent, screeningResult } from '../../db/schema.ts';
import { loadUnits, type UnitRow } from '../school/index.ts';
import { isLatestCareerResult, validCareerResult } from './latest-result.ts';

export type HollandGroupBy = 'college' | 'grade' | 'class';

export type HollandCount = { unitId: string; unitName: string; code: string; students: number };

/** The unit of `kind` a class lies in (itself for `class`), walking up the school tree. */
export function ancestorOf(
  classId: string,
  kind: HollandGroupBy,
  byId: Map<string, UnitRow>,
): UnitRow | undefined {
  let unit = byId.get(classId);
  while (unit && unit.kind !== kind) unit = unit.parentId ? byId.get(unit.parentId) : undefined;
  return unit;
}

/**
 * For the career cockpit: students by college, grade or class × the Holland code of their latest
 * valid RIASEC result. One grouped query by class; colleges and grades add their classes up.
 */
export async function hollandCounts(db: TenantDb, groupBy: HollandGroupBy): Promise<HollandCount[]> {
  const code = sql<string>`${screeningResult.score}->>'code'`;
  const [rows, units] = await Promise.all([
    db
      .select({ classId: schoolStudent.classId, code, students: count() })
      .from(screeningResult)
      .innerJoin(
        schoolStudent,
        and(
          eq(schoolStudent.tenantId, screeningResult.tenantId),
          eq(schoolStudent.id, screeningResult.studentId),
        ),
      )
      .where(and(validCareerResult(), isLatestCareerResult))
      .groupBy(schoolStudent.classId, code),
    loadUnits(db),
  ]);
  const byId = new Map(units.map((u) => [u.id, u]));
  const totals = new Map<string, HollandCount>();
  for (const row of rows) {
    const unit = ancestorOf(row.classId, groupBy, byId);
    if (!unit || !row.code) continue;
    const key = `${unit.id}\u0000${row.code}`;
    const found = totals.get(key);
    if (found) found.students += Number(row.students);
    else
      totals.set(key, {
        unitId: unit.id,
        unitName: unit.name,
        code: row.code,
        students: Number(row.students),
      });
  }
  return [...totals.values()].sort(
    (a, b) => a.unitName.localeCompare(b.unitName, 'zh') || a.code.localeCompare(b.code),
  );
}
