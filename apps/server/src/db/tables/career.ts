import type { CareerAction } from '@xinmiao/shared';
import { date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, belongsTo, ownId, tenantId, tenantKey } from '../columns.ts';
import { schoolStudent } from './school.ts';

/**
 * 专业职业对照: what each Holland area (R I A S E C) suggests, as the school maintains it — 本科专业目录
 * discipline categories and 职业分类大典 major groups. A career report matches the letters of the
 * student's Holland code, first letter first. Every school starts with the documented default
 * (docs/career.md).
 */
export const careerHollandMapping = pgTable(
  'career_holland_mapping',
  {
    id: ownId(),
    tenantId: tenantId(),
    /** One of R I A S E C. */
    letter: text('letter').notNull(),
    /** Display order, RIASEC order by default. */
    sortNo: integer('sort_no').notNull().default(0),
    /** string[]: 本科专业目录 discipline categories (学科门类) or finer families the school names. */
    majorFamilies: jsonb('major_families').$type<string[]>().notNull().default([]),
    /** string[]: 职业分类大典 major groups (大类) or finer families the school names. */
    occupationFamilies: jsonb('occupation_families').$type<string[]>().notNull().default([]),
    description: text('description'),
    ...audit(),
  },
  (t) => [tenantKey(t), uniqueIndex('uq_career_holland_mapping_letter').on(t.tenantId, t.letter)],
);

/**
 * 生涯目标: a student's goal with its actions (each with an owner, a due date and done or not), set
 * by the student on /m or by staff who reach the student (生涯导师, the student's 辅导员 or 班主任).
 */
export const careerGoal = pgTable(
  'career_goal',
  {
    id: ownId(),
    tenantId: tenantId(),
    studentId: text('student_id').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    /** YYYY-MM-DD, China date. */
    dueDate: date('due_date', { mode: 'string' }),
    /** active 进行中, done 已完成, dropped 已放弃. */
    status: text('status').notNull().default('active'),
    /** CareerAction[]: the goal's action plan. */
    actions: jsonb('actions').$type<CareerAction[]>().notNull().default([]),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    index('idx_career_goal_student').on(t.tenantId, t.studentId, t.createTime.desc()),
    belongsTo(t, t.studentId, schoolStudent).onDelete('cascade'),
  ],
);

/** A 复盘 (review) or 点评 (mentor's or 辅导员's comment) under a goal; never edited, in time order. */
export const careerGoalNote = pgTable(
  'career_goal_note',
  {
    id: ownId(),
    tenantId: tenantId(),
    goalId: text('goal_id').notNull(),
    /** review 复盘, comment 点评. */
    kind: text('kind').notNull(),
    content: text('content').notNull(),
    /** The writer's name as shown under the goal (the student's, or the teacher's realname). */
    authorName: text('author_name').notNull(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    index('idx_career_goal_note_goal').on(t.tenantId, t.goalId, t.createTime),
    belongsTo(t, t.goalId, careerGoal).onDelete('cascade'),
  ],
);

/**
 * What the goal reminder job has announced: one row per goal (`action_id` empty) or action, kind
 * (`due` a few days before, `overdue` once past) and due date, so each is announced once and a moved
 * due date is announced again. The unique index is the claim.
 */
export const careerGoalReminder = pgTable(
  'career_goal_reminder',
  {
    id: ownId(),
    tenantId: tenantId(),
    goalId: text('goal_id').notNull(),
    actionId: text('action_id').notNull().default(''),
    /** due 即将到期, overdue 已逾期. */
    kind: text('kind').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_career_goal_reminder').on(t.tenantId, t.goalId, t.actionId, t.kind, t.dueDate),
    belongsTo(t, t.goalId, careerGoal).onDelete('cascade'),
  ],
);
