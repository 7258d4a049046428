import type { FocusMeasure } from '@xinmiao/shared';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, belongsTo, ownId, tenantId, tenantKey } from '../columns.ts';
import { crisisCase } from './crisis.ts';
import { schoolStudent } from './school.ts';

/**
 * 一生一策: the plan of a student in focus (an open crisis case, or a special group of the school's
 * `focus_group` dictionary): goals, measures with their owners, the responsible people (辅导员,
 * 班主任, 咨询师 as school accounts; the guardian as a contact) and the review cadence. At most one
 * plan in progress per student.
 */
export const focusPlan = pgTable(
  'focus_plan',
  {
    id: ownId(),
    tenantId: tenantId(),
    studentId: text('student_id').notNull(),
    /** crisis 危机个案, group 特殊群体. */
    basis: text('basis').notNull(),
    /** The open case the plan was made for (basis crisis). */
    crisisCaseId: text('crisis_case_id'),
    /** A value of the `focus_group` dictionary (basis group). */
    groupCode: text('group_code'),
    /** active 进行中, closed 已结束. */
    status: text('status').notNull().default('active'),
    goals: text('goals').notNull(),
    /** FocusMeasure[] */
    measures: jsonb('measures').$type<FocusMeasure[]>().notNull().default([]),
    /** sys_user ids of the responsible staff. */
    counsellorId: text('counsellor_id'),
    headTeacherId: text('head_teacher_id'),
    therapistId: text('therapist_id'),
    guardianName: text('guardian_name'),
    guardianRelation: text('guardian_relation'),
    guardianPhone: text('guardian_phone'),
    reviewCycleDays: integer('review_cycle_days').notNull().default(30),
    /** YYYY-MM-DD, China date. */
    nextReviewDate: date('next_review_date', { mode: 'string' }).notNull(),
    /** The review date the reminder job last announced, so each date is announced once. */
    remindedFor: date('reminded_for', { mode: 'string' }),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    index('idx_focus_plan_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
    index('idx_focus_plan_review_due').on(t.tenantId, t.status, t.nextReviewDate),
    uniqueIndex('uq_focus_plan_active').on(t.tenantId, t.studentId).where(sql`status = 'active'`),
    belongsTo(t, t.studentId, schoolStudent).onDelete('cascade'),
    belongsTo(t, t.crisisCaseId, crisisCase),
  ],
);

/** A review (复盘) record under a plan, in time order; never edited. */
export const focusPlanReview = pgTable(
  'focus_plan_review',
  {
    id: ownId(),
    tenantId: tenantId(),
    planId: text('plan_id').notNull(),
    reviewDate: date('review_date', { mode: 'string' }).notNull(),
    content: text('content').notNull(),
    nextReviewDate: date('next_review_date', { mode: 'string' }),
    /** The writer's name as shown under the plan. */
    authorName: text('author_name').notNull(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    index('idx_focus_plan_review_plan').on(t.tenantId, t.planId, t.createTime),
    belongsTo(t, t.planId, focusPlan).onDelete('cascade'),
  ],
);
