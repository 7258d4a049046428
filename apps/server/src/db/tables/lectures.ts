import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, belongsTo, delFlag, ownId, tenantId, tenantKey } from '../columns.ts';

// 家长学堂: the school's lectures for guardians, who register through a signed public link.

export const lecture = pgTable(
  'lecture',
  {
    id: ownId(),
    tenantId: tenantId(),
    title: text('title').notNull(),
    /** online 线上 / onsite 线下. */
    mode: text('mode').notNull(),
    speaker: text('speaker').notNull(),
    /** Where it is held: a room, or the address of the live stream. */
    place: text('place').notNull().default(''),
    summary: text('summary').notNull().default(''),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    /** The grades (`sys_depart` ids) whose guardians it is for. */
    gradeIds: jsonb('grade_ids').$type<string[]>().notNull().default([]),
    /** '0' draft, '1' registration open, '2' registration closed. */
    status: text('status').notNull().default('0'),
    /** Six digits announced in the hall or the stream; a registered guardian checks in with it. */
    checkInCode: text('check_in_code').notNull(),
    /** The replay video (`sys_file` of a course upload), when there is one. */
    replayFileId: text('replay_file_id'),
    /** What the replay says, one line per cue: its captions track and a text alternative. */
    transcript: text('transcript').notNull().default(''),
    delFlag: delFlag(),
    ...audit(),
  },
  (t) => [tenantKey(t), index('idx_lecture_list').on(t.tenantId, t.startTime.desc())],
);

/**
 * One guardian's registration. Name and mobile are personal data: the retention job blanks them
 * once the lecture has been over for the school's retention days; the counts stay.
 */
export const lectureRegistration = pgTable(
  'lecture_registration',
  {
    id: ownId(),
    tenantId: tenantId(),
    lectureId: text('lecture_id').notNull(),
    guardianName: text('guardian_name').notNull(),
    /** Null once erased by the retention job. */
    mobile: text('mobile'),
    /** The child's grade (`sys_depart` id), for the figures by grade. */
    gradeId: text('grade_id').notNull(),
    /** sms: the phone was proved by a code; code: no gateway, attendance proves the guardian. */
    verifiedBy: text('verified_by').notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** 1–5 (非常不满意 … 非常满意), null before feedback. */
    satisfaction: integer('satisfaction'),
    comment: text('comment').notNull().default(''),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    belongsTo(t, t.lectureId, lecture).onDelete('cascade'),
    uniqueIndex('uq_lecture_registration_mobile').on(t.tenantId, t.lectureId, t.mobile),
    index('idx_lecture_registration_lecture').on(t.tenantId, t.lectureId, t.createTime),
  ],
);

/** The school's 家长学堂 settings: how long guardians' names and numbers are kept. */
export const lectureSetting = pgTable(
  'lecture_setting',
  {
    id: ownId(),
    tenantId: tenantId(),
    retentionDays: integer('retention_days').notNull().default(90),
    updateBy: text('update_by'),
    updateTime: timestamp('update_time', { withTimezone: true }),
  },
  (t) => [tenantKey(t), uniqueIndex('uq_lecture_setting_tenant').on(t.tenantId)],
);
