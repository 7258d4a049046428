import { and, count, eq, sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { careerGoal, schoolStudent } from '../../db/schema.ts';
import { loadUnits } from '../school/index.ts';
import { ancestorOf, type HollandCount, type HollandGroupBy, hollandCounts } from './holland-counts.ts';

/** Goals and actions of the students of one unit, for the cockpit's plan completion. */
export type PlanCompletion = {
  unitId: string;
  unitName: string;
  /** Students with at least one goal. */
  students: number;
  goals: number;
  goalsDone: number;
  actions: number;
  actionsDone: number;
};

export type CareerCockpit = { holland: HollandCount[]; plans: PlanCompletion[] };

/** Plan completion by unit: one grouped query by class; grades and colleges add their classes up. */
export async function planCompletion(db: TenantDb, groupBy: HollandGroupBy): Promise<PlanCompletion[]> {
  const doneActions = sql<number>`coalesce(sum((select count(*) from jsonb_array_elements(${careerGoal.actions}) a where (a->>'done')::boolean)), 0)`;
  const [rows, units] = await Promise.all([
    db
      .select({
        classId: schoolStudent.classId,
        students: sql<number>`count(distinct ${careerGoal.studentId})`,
        goals: count(),
        goalsDone: sql<number>`count(*) filter (where ${careerGoal.status} = 'done')`,
        actions: sql<number>`coalesce(sum(jsonb_array_length(${careerGoal.actions})), 0)`,
        actionsDone: doneActions,
      })
      .from(careerGoal)
      .innerJoin(
        schoolStudent,
        and(eq(schoolStudent.tenantId, careerGoal.tenantId), eq(schoolStudent.id, careerGoal.studentId)),
      )
      .where(sql`${careerGoal.status} <> 'dropped'`)
      .groupBy(schoolStudent.classId),
    loadUnits(db),
  ]);
  const byId = new Map(units.map((u) => [u.id, u]));
  const totals = new Map<string, PlanCompletion>();
  for (const row of rows) {
    const unit = ancestorOf(row.classId, groupBy, byId);
    if (!unit) continue;
    const found = totals.get(unit.id) ?? {
      unitId: unit.id,
      unitName: unit.name,
      students: 0,
      goals: 0,
      goalsDone: 0,
      actions: 0,
      actionsDone: 0,
    };
    found.students += Number(row.students);
    found.goals += Number(row.goals);
    found.goalsDone += Number(row.goalsDone);
    found.actions += Number(row.actions);
    found.actionsDone += Number(row.actionsDone);
    totals.set(unit.id, found);
  }
  return [...totals.values()].sort((a, b) => a.unitName.localeCompare(b.unitName, 'zh'));
}

/**
 * THE career cockpit's read (学业生涯 cockpit, another issue): by college, grade or class, students
 * × the Holland code of their latest valid RIASEC result, and the completion of their goals and
 * actions (goals given up left out).
 */
export async function careerCockpit(db: TenantDb, groupBy: HollandGroupBy): Promise<CareerCockpit> {
  const [holland, plans] = await Promise.all([hollandCounts(db, groupBy), planCompletion(db, groupBy)]);
  return { holland, plans };
}
