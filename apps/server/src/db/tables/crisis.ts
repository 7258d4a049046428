import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, belongsTo, createdAt, ownId, tenantId, tenantKey } from '../columns.ts';
import { schoolStudent } from './school.ts';

/**
 * 预警个案: one student's crisis warning, from the first signal to archive. `open_key` holds the
 * student id while the case is open and is cleared when it ends, so its unique index allows one
 * open case per student and lets concurrent signals meet on the same row (decisions §24).
 */
export const crisisCase = pgTable(
  'crisis_case',
  {
    id: ownId(),
    tenantId: tenantId(),
    studentId: text('student_id').notNull(),
    openKey: text('open_key'),
    orgCode: text('org_code').notNull(),
    /** pending_assessment · dismissed · confirmed · assigned · intervening · follow_up · … · archived */
    caseStatus: text('case_status').notNull().default('pending_assessment'),
    /** Highest level any signal suggested (1–3, 3 highest); signals only ever raise it. */
    suggestedLevel: integer('suggested_level').notNull(),
    /** Level set by a person on confirmation (0 关注 … 3 一级); null until confirmed. */
    level: integer('level'),
    source: text('source').notNull(),
    summary: text('summary').notNull(),
    reportedBy: text('reported_by'),
    counsellorId: text('counsellor_id'),
    therapistId: text('therapist_id'),
    /** The staff member a pending hand-over (handed_over) waits on; null otherwise. */
    handoverTo: text('handover_to'),
    /** When the current step is due (triage SLA, next follow-up …); drives overdue alerts. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    lastSignalAt: timestamp('last_signal_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** How far up the hierarchy the current overdue step has been reported (0 not yet, 1 college, 2 centre). */
    alertStage: integer('alert_stage').notNull().default(0),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_crisis_case_open').on(t.tenantId, t.openKey),
    belongsTo(t, t.studentId, schoolStudent).onDelete('restrict'),
    index('idx_crisis_case_queue').on(t.tenantId, t.caseStatus, t.dueAt),
    index('idx_crisis_case_student').on(t.tenantId, t.studentId),
    index('idx_crisis_case_org').on(t.tenantId, t.orgCode),
    index('idx_crisis_case_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
  ],
);

/** A signal behind a case: screening result, item alert, staff report, appointment pre-screen … */
export const crisisSignal = pgTable(
  'crisis_signal',
  {
    id: ownId(),
    tenantId: tenantId(),
    caseId: text('case_id').notNull(),
    source: text('source').notNull(),
    level: integer('level').notNull(),
    summary: text('summary').notNull(),
    sourceRef: text('source_ref'),
    reportedBy: text('reported_by'),
    createTime: createdAt(),
  },
  (t) => [
    tenantKey(t),
    belongsTo(t, t.caseId, crisisCase).onDelete('cascade'),
    index('idx_crisis_signal_case').on(t.tenantId, t.caseId, t.createTime),
    index('idx_crisis_signal_ref').on(t.tenantId, t.source, t.sourceRef),
  ],
);

/** Every step of a case: who did what, when, why, with which attachments. Append-only. */
export const crisisCaseEvent = pgTable(
  'crisis_case_event',
  {
    id: ownId(),
    tenantId: tenantId(),
    caseId: text('case_id').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor'),
    reason: text('reason'),
    attachments: jsonb('attachments').notNull().default([]),
    data: jsonb('data').notNull().default({}),
    createTime: createdAt(),
  },
  (t) => [
    tenantKey(t),
    belongsTo(t, t.caseId, crisisCase).onDelete('cascade'),
    index('idx_crisis_case_event_case').on(t.tenantId, t.caseId, t.createTime),
  ],
);

/** 约谈: scheduled from a case, due by level, recorded with outcome, risk assessment and next step. */
export const crisisInterview = pgTable(
  'crisis_interview',
  {
    id: ownId(),
    tenantId: tenantId(),
    caseId: text('case_id').notNull(),
    interviewer: text('interviewer').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** scheduled · done */
    interviewStatus: text('interview_status').notNull().default('scheduled'),
    outcome: text('outcome'),
    /** Risk assessed in the interview, on the case's level scale (0 关注 … 3 一级). */
    riskLevel: integer('risk_level'),
    nextStep: text('next_step'),
    /** Counselling notes: the compartment only the treating counsellor and the centre read. */
    privateNotes: text('private_notes'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** 1 once its lateness was reported up the hierarchy. */
    alertStage: integer('alert_stage').notNull().default(0),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    belongsTo(t, t.caseId, crisisCase).onDelete('cascade'),
    index('idx_crisis_interview_case').on(t.tenantId, t.caseId),
    index('idx_crisis_interview_due').on(t.tenantId, t.interviewStatus, t.dueAt),
  ],
);

/** 跟踪回访 items: a visit due by the level's cadence, or a re-test with a short scale. */
export const crisisFollowup = pgTable(
  'crisis_followup',
  {
    id: ownId(),
    tenantId: tenantId(),
    caseId: text('case_id').notNull(),
    /** visit · retest */
    kind: text('kind').notNull(),
    scaleCode: text('scale_code'),
    /** A re-test's one-student screening task (the student answers it in the H5). */
    taskId: text('task_id'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    content: text('content'),
    /** 1 once its lateness was reported up the hierarchy. */
    alertStage: integer('alert_stage').notNull().default(0),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    belongsTo(t, t.caseId, crisisCase).onDelete('cascade'),
    index('idx_crisis_followup_case').on(t.tenantId, t.caseId, t.dueAt),
    index('idx_crisis_followup_due').on(t.tenantId, t.doneAt, t.dueAt),
  ],
);

/** 紧急查看: a time-limited read of one case outside the reader's reach, with its reason, reviewed later. */
export const crisisBreakGlass = pgTable(
  'crisis_break_glass',
  {
    id: ownId(),
    tenantId: tenantId(),
    caseId: text('case_id').notNull(),
    userId: text('user_id').notNull(),
    username: text('username').notNull(),
    reason: text('reason').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createTime: createdAt(),
  },
  (t) => [
    tenantKey(t),
    belongsTo(t, t.caseId, crisisCase).onDelete('cascade'),
    index('idx_crisis_break_glass_user').on(t.tenantId, t.userId, t.caseId, t.expiresAt),
    index('idx_crisis_break_glass_review').on(t.tenantId, t.reviewedAt, t.createTime),
  ],
);
