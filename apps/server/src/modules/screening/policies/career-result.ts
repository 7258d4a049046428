import { CAREER_SURVEY_MESSAGES } from '@xinmiao/shared';
import type { SQL } from 'drizzle-orm';
import { definePolicy, listCondition, type PolicyActor } from '../../../core/policy/policy.ts';
import { schoolStudent, screeningResult } from '../../../db/schema.ts';
import { careerStaffRefusal, studentsVisibleTo } from '../../school/index.ts';

/**
 * A career result (a career scale's: RIASEC, a school's 生涯问卷; `screening_result.career`) follows
 * the career visibility wherever it is read — 生涯调查 › 结果, 测评结果, 个体报告 — never the
 * mental-health result policy: the reader holds `career:report:list` (the 辅导员, 班主任 and 生涯导师
 * as seeded; not the centre's 心理中心咨询师), reaches the student through the student policy (a
 * 班主任's class, a 辅导员's college, the 生涯导师's whole school), and the school has not narrowed
 * reports to whole-school readers (生涯报告可见范围) unless the reader's scope is the whole school.
 * The data rules of `/career/surveys` narrow it further.
 */
export const careerResultPolicy = definePolicy({
  table: screeningResult,
  menuUrl: '/career/surveys',
  ruleFields: { orgCode: screeningResult.orgCode, createTime: screeningResult.createTime },
  reach: {
    via: async (actor) =>
      actor.db.inSelect(
        screeningResult.studentId,
        actor.db
          .select({ id: schoolStudent.id })
          .from(schoolStudent)
          .where(await studentsVisibleTo(actor)),
      ),
  },
  actions: { view: { permission: 'career:report:list' } },
});

export type CareerResultReach = { refused: string } | { where: SQL | undefined };

/** Which career results `actor` may read: a refusal, or the condition on `screening_result`. */
export async function careerResultReach(actor: PolicyActor): Promise<CareerResultReach> {
  if (!actor.permissions.has('career:report:list')) return { refused: CAREER_SURVEY_MESSAGES.resultsClosed };
  const narrowed = await careerStaffRefusal(actor);
  if (narrowed) return { refused: narrowed };
  return { where: await listCondition(actor, careerResultPolicy) };
}
