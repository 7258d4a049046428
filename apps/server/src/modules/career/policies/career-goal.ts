import { and, eq } from 'drizzle-orm';
import { definePolicy, type PolicyActor } from '../../../core/policy/policy.ts';
import { careerGoal, schoolStudent } from '../../../db/schema.ts';
import { studentsVisibleTo } from '../../school/index.ts';

type GoalRow = typeof careerGoal.$inferSelect;

/**
 * 生涯目标 on the console: a goal is reached through its student — the student policy's data
 * scopes (a 班主任's class, a 辅导员's college, the 生涯导师's whole school) and its data rules —
 * then narrowed by the data rules of 目标与行动. What staff may do to it is their `career:plan:*`
 * permissions; a goal given up or completed is still edited (reopened) and commented on.
 */
export const careerGoalPolicy = definePolicy({
  table: careerGoal,
  menuUrl: '/career/plans',
  ruleFields: { status: careerGoal.status, dueDate: careerGoal.dueDate, createBy: careerGoal.createBy },
  reach: {
    via: async (actor) =>
      actor.db.inSelect(
        careerGoal.studentId,
        actor.db
          .select({ id: schoolStudent.id })
          .from(schoolStudent)
          .where(await studentsVisibleTo(actor)),
      ),
  },
  actions: {
    view: { permission: 'career:plan:list' },
    edit: { permission: 'career:plan:edit' },
    delete: { permission: 'career:plan:delete' },
    comment: { permission: 'career:plan:comment' },
  },
});

/** The signed-in student's own student row (a student reaches only their own goals). */
export function ownStudent(actor: PolicyActor) {
  return actor.db.first(schoolStudent, eq(schoolStudent.userId, actor.userId));
}

/** The goal `id` if it is the signed-in student's own, else undefined (absent and another's look the same). */
export async function ownGoal(actor: PolicyActor, id: string): Promise<GoalRow | undefined> {
  const student = await ownStudent(actor);
  if (!student) return undefined;
  return actor.db.first(careerGoal, and(eq(careerGoal.id, id), eq(careerGoal.studentId, student.id)));
}
