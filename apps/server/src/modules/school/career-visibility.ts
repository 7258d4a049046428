import {
  CAREER_MESSAGES,
  type CareerVisibility,
  careerVisibilitySchema,
  DEFAULT_CAREER_VISIBILITY,
} from '@xinmiao/shared';
import type { PolicyActor } from '../../core/policy/policy.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { sysTenantSetting } from '../../db/schema.ts';

// 生涯报告可见范围 lives beside the student policy, not in the career module: the screening result
// policy applies it to career results in 测评结果, and screening sits below career.

/** The school's 生涯报告可见范围; the default (student and class staff see) until it saves its own. */
export async function careerVisibility(db: TenantDb): Promise<CareerVisibility> {
  const row = await db.first(sysTenantSetting, undefined);
  const saved = careerVisibilitySchema.safeParse(row?.careerVisibility);
  return saved.success ? saved.data : DEFAULT_CAREER_VISIBILITY;
}

export async function saveCareerVisibility(db: TenantDb, visibility: CareerVisibility): Promise<void> {
  await db.upsert(sysTenantSetting, { careerVisibility: visibility }, { target: [] });
}

/**
 * Why this member of staff may not read career reports at this school, or null: with class staff
 * left out, only readers whose data scope is the whole school (the 生涯导师, an administrator) read them.
 */
export async function careerStaffRefusal(actor: PolicyActor): Promise<string | null> {
  if ((await careerVisibility(actor.db)).classStaff) return null;
  return (await actor.actorScope()).scopes.has('all') ? null : CAREER_MESSAGES.closedToClassStaff;
}

/** Why the student may not read their own report at this school, or null. */
export async function careerStudentRefusal(db: TenantDb): Promise<string | null> {
  return (await careerVisibility(db)).student ? null : CAREER_MESSAGES.closedToStudents;
}
