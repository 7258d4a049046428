import type { AttemptStatus } from '@xinmiao/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, belongsTo, createdAt, delFlag, ownId, tenantId, tenantKey } from '../columns.ts';
import { evalPackage } from './scales.ts';
import { schoolStudent } from './school.ts';

/**
 * 测评任务 (screening task): a campaign that assigns a package of scales to the students matching
 * `targets` within a window. `scales` pins each scale's version at publish, so later edits of the
 * library never change how this task's answers are scored.
 */
export const screeningTask = pgTable(
  'screening_task',
  {
    id: ownId(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    /** draft · scheduled · open · paused · closed · makeup · archived */
    taskStatus: text('task_status').notNull().default('draft'),
    packageId: text('package_id').notNull(),
    /** [{ scaleCode, version, alias, studentCanViewReport }] in answering order, pinned at publish. */
    scales: jsonb('scales').notNull().default([]),
    /** { departIds, enrolYears, studentTypes, studentStatuses } — empty lists mean "any". */
    targets: jsonb('targets').notNull().default({}),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    makeupEndAt: timestamp('makeup_end_at', { withTimezone: true }),
    consentText: text('consent_text').notNull().default(''),
    guardianConsent: boolean('guardian_consent').notNull().default(false),
    studentCanViewReport: boolean('student_can_view_report').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** A career survey (生涯调查): every scale is scored as a Holland profile; set from the package. */
    career: boolean('career').notNull().default(false),
    delFlag: delFlag(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    belongsTo(t, t.packageId, evalPackage).onDelete('restrict'),
    index('idx_screening_task_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
    index('idx_screening_task_status').on(t.tenantId, t.taskStatus),
  ],
);

/**
 * One student's attempt at a task: consent, autosaved answers per scale and where it stands.
 * `org_code` is the student's class at assignment, so progress and group reports group by the
 * class the student answered in even after a transfer.
 */
export const screeningAttempt = pgTable(
  'screening_attempt',
  {
    id: ownId(),
    tenantId: tenantId(),
    taskId: text('task_id').notNull(),
    studentId: text('student_id').notNull(),
    orgCode: text('org_code').notNull(),
    /** assigned · consented · declined · in_progress · submitted · scored */
    attemptStatus: text('attempt_status').$type<AttemptStatus>().notNull().default('assigned'),
    /** { [scaleCode]: (number | null)[] } option indexes, item 1 first. */
    answers: jsonb('answers').notNull().default({}),
    /** Bumped by every autosave; a retried save with an older revision changes nothing. */
    revision: integer('revision').notNull().default(0),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    guardianConsentAt: timestamp('guardian_consent_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /**
     * Submitted, and what the sheet raises besides its results (the warning signals, the growth
     * file's event) is still to be filed: by the follow-up that runs right after, many sheets at once.
     */
    followUpPending: boolean('follow_up_pending').notNull().default(false),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_screening_attempt').on(t.tenantId, t.taskId, t.studentId),
    index('idx_screening_attempt_follow_up').on(t.tenantId, t.submittedAt).where(sql`follow_up_pending`),
    belongsTo(t, t.taskId, screeningTask).onDelete('cascade'),
    belongsTo(t, t.studentId, schoolStudent).onDelete('restrict'),
    index('idx_screening_attempt_progress').on(t.tenantId, t.taskId, t.orgCode, t.attemptStatus),
    index('idx_screening_attempt_student').on(t.tenantId, t.studentId),
  ],
);

/**
 * The scored result of one scale of a submitted attempt, with the scale version it was scored by.
 * `score` is the engine's ScoreResult; `level` and `valid` are copied out for queues and reports.
 * An invalid sheet waits in the review queue (`review_status` pending).
 */
export const screeningResult = pgTable(
  'screening_result',
  {
    id: ownId(),
    tenantId: tenantId(),
    taskId: text('task_id').notNull(),
    attemptId: text('attempt_id').notNull(),
    studentId: text('student_id').notNull(),
    orgCode: text('org_code').notNull(),
    scaleCode: text('scale_code').notNull(),
    scaleVersion: text('scale_version').notNull(),
    valid: boolean('valid').notNull(),
    level: integer('level').notNull(),
    score: jsonb('score').notNull(),
    /**
     * A career scale's result (a Holland profile, a school's 生涯问卷): read through the career
     * visibility, never the mental-health result policy; set once when the sheet is scored.
     */
    career: boolean('career').notNull().default(false),
    /** none · pending · valid · invalid (the centre's review of an invalid sheet) */
    reviewStatus: text('review_status').notNull().default('none'),
    reviewBy: text('review_by'),
    reviewTime: timestamp('review_time', { withTimezone: true }),
    reviewNote: text('review_note'),
    createTime: createdAt(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_screening_result').on(t.tenantId, t.attemptId, t.scaleCode),
    belongsTo(t, t.attemptId, screeningAttempt).onDelete('cascade'),
    index('idx_screening_result_task').on(t.tenantId, t.taskId, t.scaleCode, t.level),
    index('idx_screening_result_student').on(t.tenantId, t.studentId, t.createTime.desc()),
    index('idx_screening_result_review').on(t.tenantId, t.reviewStatus),
    // 测评结果 across tasks, newest first: the default page, a level, a college or class (org-code
    // range in byte order, so any database collation keeps prefixes together).
    index('idx_screening_result_time').on(t.tenantId, t.createTime.desc().nullsFirst()),
    index('idx_screening_result_level').on(t.tenantId, t.level, t.createTime.desc().nullsFirst()),
    index('idx_screening_result_org').on(
      t.tenantId,
      sql`(org_code collate "C")`,
      t.createTime.desc().nullsFirst(),
    ),
  ],
);
