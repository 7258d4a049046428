import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, delFlag, ownId, status, tenantId, tenantKey } from '../columns.ts';
import { sysUser } from '../schema.ts';
import { schoolStudent } from './school.ts';

/** 咨询地址: campus → building → room, or an online room carrying its meeting link. */
export const counsellingRoom = pgTable(
  'counselling_room',
  {
    id: ownId(),
    tenantId: tenantId(),
    campus: text('campus').notNull(),
    building: text('building').notNull(),
    name: text('name').notNull(),
    capacity: integer('capacity').notNull().default(2),
    equipment: text('equipment'),
    meetingUrl: text('meeting_url'),
    status: status(),
    delFlag: delFlag(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_counselling_room_name')
      .on(t.tenantId, t.campus, t.building, t.name)
      .where(sql`del_flag = 0`),
  ],
);

/**
 * 排班: one weekly template line of a counsellor (weekday 1 = Monday … 7 = Sunday, times in
 * Asia/Shanghai), cut into slots of `slot_minutes`.
 */
export const counsellingRota = pgTable(
  'counselling_rota',
  {
    id: ownId(),
    tenantId: tenantId(),
    counsellorId: text('counsellor_id').notNull(),
    weekday: integer('weekday').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    slotMinutes: integer('slot_minutes').notNull().default(50),
    mode: text('mode').notNull().default('offline'),
    roomId: text('room_id'),
    specialties: text('specialties'),
    targetGroups: text('target_groups'),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    foreignKey({ columns: [t.counsellorId], foreignColumns: [sysUser.id] }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.roomId],
      foreignColumns: [counsellingRoom.tenantId, counsellingRoom.id],
    }),
    index('idx_counselling_rota_counsellor').on(t.tenantId, t.counsellorId, t.weekday),
    index('idx_counselling_rota_room').on(t.tenantId, t.roomId, t.weekday),
  ],
);

/** A day a counsellor does not work (leave, holiday): no slots that day. */
export const counsellingRotaException = pgTable(
  'counselling_rota_exception',
  {
    id: ownId(),
    tenantId: tenantId(),
    counsellorId: text('counsellor_id').notNull(),
    day: text('day').notNull(),
    reason: text('reason').notNull(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_counselling_rota_exception_day').on(t.tenantId, t.counsellorId, t.day),
    foreignKey({ columns: [t.counsellorId], foreignColumns: [sysUser.id] }).onDelete('cascade'),
  ],
);

/** Statuses that hold their counsellor, room and student at their slot. */
export const LIVE_BOOKING_SQL = sql`status in ('requested', 'pending_confirm', 'confirmed', 'checked_in', 'in_session', 'note_due', 'note_signed')`;

/**
 * 咨询个案: a student's counselling with one counsellor, opened at the first session.
 */
export const counsellingCase = pgTable(
  'counselling_case',
  {
    id: ownId(),
    tenantId: tenantId(),
    studentId: text('student_id').notNull(),
    counsellorId: text('counsellor_id').notNull(),
    status: text('status').notNull().default('open'),
    plan: text('plan'),
    plannedSessions: integer('planned_sessions'),
    closingReport: text('closing_report'),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    foreignKey({
      columns: [t.tenantId, t.studentId],
      foreignColumns: [schoolStudent.tenantId, schoolStudent.id],
    }),
    foreignKey({ columns: [t.counsellorId], foreignColumns: [sysUser.id] }),
    index('idx_counselling_case_counsellor').on(t.tenantId, t.counsellorId, t.status),
    index('idx_counselling_case_student').on(t.tenantId, t.studentId),
  ],
);

/**
 * 咨询预约. Double booking is impossible by construction: the partial unique indexes below hold
 * one live booking per counsellor, room and student at a slot start, so of two concurrent inserts
 * exactly one lands and the other fails with 23505.
 */
export const counsellingBooking = pgTable(
  'counselling_booking',
  {
    id: ownId(),
    tenantId: tenantId(),
    studentId: text('student_id').notNull(),
    counsellorId: text('counsellor_id').notNull(),
    roomId: text('room_id'),
    caseId: text('case_id'),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    slotEnd: timestamp('slot_end', { withTimezone: true }).notNull(),
    mode: text('mode').notNull(),
    status: text('status').notNull().default('requested'),
    topic: text('topic').notNull(),
    intake: text('intake'),
    consentTime: timestamp('consent_time', { withTimezone: true }).notNull(),
    riskLevel: integer('risk_level'),
    prescreenNote: text('prescreen_note'),
    prescreenBy: text('prescreen_by'),
    crisisCaseId: text('crisis_case_id'),
    cancelReason: text('cancel_reason'),
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    remindedTime: timestamp('reminded_time', { withTimezone: true }),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_counselling_booking_counsellor_slot')
      .on(t.tenantId, t.counsellorId, t.slotStart)
      .where(LIVE_BOOKING_SQL),
    uniqueIndex('uq_counselling_booking_room_slot')
      .on(t.tenantId, t.roomId, t.slotStart)
      .where(sql`room_id is not null and ${LIVE_BOOKING_SQL}`),
    uniqueIndex('uq_counselling_booking_student_slot')
      .on(t.tenantId, t.studentId, t.slotStart)
      .where(LIVE_BOOKING_SQL),
    foreignKey({
      columns: [t.tenantId, t.studentId],
      foreignColumns: [schoolStudent.tenantId, schoolStudent.id],
    }),
    foreignKey({ columns: [t.counsellorId], foreignColumns: [sysUser.id] }),
    foreignKey({
      columns: [t.tenantId, t.roomId],
      foreignColumns: [counsellingRoom.tenantId, counsellingRoom.id],
    }),
    foreignKey({
      columns: [t.tenantId, t.caseId],
      foreignColumns: [counsellingCase.tenantId, counsellingCase.id],
    }),
    index('idx_counselling_booking_slot').on(t.tenantId, t.slotStart),
    index('idx_counselling_booking_student').on(t.tenantId, t.studentId, t.slotStart),
  ],
);

/**
 * 咨询记录, one row per version. A signed version is never changed again; an amendment is the next
 * version, signed in its turn.
 */
export const counsellingNote = pgTable(
  'counselling_note',
  {
    id: ownId(),
    tenantId: tenantId(),
    bookingId: text('booking_id').notNull(),
    version: integer('version').notNull(),
    content: text('content').notNull(),
    amendReason: text('amend_reason'),
    signedBy: text('signed_by'),
    signedTime: timestamp('signed_time', { withTimezone: true }),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_counselling_note_version').on(t.tenantId, t.bookingId, t.version),
    foreignKey({
      columns: [t.tenantId, t.bookingId],
      foreignColumns: [counsellingBooking.tenantId, counsellingBooking.id],
    }),
  ],
);
