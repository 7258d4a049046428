import type { SQL } from 'drizzle-orm';
import type { PolicyActor } from '../../../core/policy/policy.ts';
import { schoolStudent, screeningAttempt, screeningTask } from '../../../db/schema.ts';
import { studentsVisibleTo } from '../../school/index.ts';

/**
 * The 生涯调查 a reader lists: a reader whose students are the whole school (the 生涯导师, an
 * administrator) every survey, drafts included; anyone narrower (a 辅导员's college, a 班主任's class)
 * only the surveys assigned to one of their students — a draft, assigned to nobody yet, stays with
 * the whole-school readers who run surveys. Progress and results are narrowed to their students too.
 */
export async function careerSurveysVisibleTo(actor: PolicyActor): Promise<SQL | undefined> {
  const students = await studentsVisibleTo(actor);
  if (students === undefined) return undefined;
  return actor.db.inSelect(
    screeningTask.id,
    actor.db
      .select({ id: screeningAttempt.taskId })
      .from(screeningAttempt)
      .where(
        actor.db.inSelect(
          screeningAttempt.studentId,
          actor.db.select({ id: schoolStudent.id }).from(schoolStudent).where(students),
        ),
      ),
  );
}
