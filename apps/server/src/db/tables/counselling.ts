import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audit, belongsTo, delFlag, ownId, status, tenantId, tenantKey } from '../columns.ts';
import { schoolStudent } from './school.ts';
import { sysUser } from './users.ts';

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
    /** Students per slot: 1 individual, more a group session; never more than the room holds. */
    seats: integer('seats').notNull().default(1),
    mode: text('mode').notNull().default('offline'),
    roomId: text('room_id'),
    specialties: text('specialties'),
    targetGroups: text('target_groups'),
    /** psych 心理咨询 (a 咨询师's line) or career 生涯咨询 (a 生涯导师's line): the kind of its bookings. */
    kind: text('kind').notNull().default('psych'),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    foreignKey({ columns: [t.counsellorId], foreignColumns: [sysUser.id] }).onDelete('cascade'),
    belongsTo(t, t.roomId, counsellingRoom),
    index('idx_counselling_rota_counsellor').on(t.tenantId, t.counsellorId, t.weekday),
    index('idx_counselling_rota_room').on(t.tenantId, t.roomId, t.weekday),
  ],
);

/** Minutes of the clash grid: rota times are multiples of it (the contract refuses others). */
export const ROTA_CELL_MINUTES = 5;

/**
 * The rota's clash keys: one row per 5-minute cell a line covers, written by the database itself
 * (trigger `xinmiao_counselling_rota_cells`, custom migration) on every insert and update of a
 * line. The unique indexes make "one counsellor, one room, one time" hold in the database, for
 * every writer and under concurrency; btree_gist (an exclusion constraint) is not loaded in PGlite.
 */
export const counsellingRotaCell = pgTable(
  'counselling_rota_cell',
  {
    tenantId: tenantId(),
    rotaId: text('rota_id').notNull(),
    counsellorId: text('counsellor_id').notNull(),
    roomId: text('room_id'),
    weekday: integer('weekday').notNull(),
    minute: integer('minute').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.rotaId, t.minute] }),
    belongsTo(t, t.rotaId, counsellingRota).onDelete('cascade'),
    uniqueIndex('uq_counselling_rota_cell_counsellor').on(t.tenantId, t.counsellorId, t.weekday, t.minute),
    uniqueIndex('uq_counselling_rota_cell_room')
      .on(t.tenantId, t.roomId, t.weekday, t.minute)
      .where(sql`room_id is not null`),
  ],
);

/** A time a room cannot be used (maintenance, an event): no offline booking may overlap it. */
export const counsellingRoomClosure = pgTable(
  'counselling_room_closure',
  {
    id: ownId(),
    tenantId: tenantId(),
    roomId: text('room_id').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    belongsTo(t, t.roomId, counsellingRoom).onDelete('cascade'),
    index('idx_counselling_room_closure_room').on(t.tenantId, t.roomId, t.startTime),
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
export const LIVE_BOOKING_SQL = sql`status in ('requested', 'pre_screened', 'pending_confirm', 'confirmed', 'checked_in', 'in_session', 'completed', 'note_due', 'note_signed')`;

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
    belongsTo(t, t.studentId, schoolStudent),
    foreignKey({ columns: [t.counsellorId], foreignColumns: [sysUser.id] }),
    index('idx_counselling_case_counsellor').on(t.tenantId, t.counsellorId, t.status),
    index('idx_counselling_case_student').on(t.tenantId, t.studentId),
    // 咨询个案 pages newest first, or by status.
    index('idx_counselling_case_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
    index('idx_counselling_case_status').on(t.tenantId, t.status, t.createTime),
  ],
);

/**
 * 咨询预约. Double booking is impossible by construction: the partial unique indexes below hold
 * one live booking per counsellor seat, room seat and student at a slot start (an individual slot
 * has the one seat 1, a group slot seats 1…N), so of two concurrent inserts exactly one lands and
 * the other fails with 23505.
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
    seat: integer('seat').notNull().default(1),
    /** psych 心理咨询 or career 生涯咨询, the kind of the rota line it was booked on. */
    kind: text('kind').notNull().default('psych'),
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
      .on(t.tenantId, t.counsellorId, t.slotStart, t.seat)
      .where(LIVE_BOOKING_SQL),
    uniqueIndex('uq_counselling_booking_room_slot')
      .on(t.tenantId, t.roomId, t.slotStart, t.seat)
      .where(sql`room_id is not null and ${LIVE_BOOKING_SQL}`),
    uniqueIndex('uq_counselling_booking_student_slot')
      .on(t.tenantId, t.studentId, t.slotStart)
      .where(LIVE_BOOKING_SQL),
    belongsTo(t, t.studentId, schoolStudent),
    foreignKey({ columns: [t.counsellorId], foreignColumns: [sysUser.id] }),
    belongsTo(t, t.roomId, counsellingRoom),
    belongsTo(t, t.caseId, counsellingCase),
    index('idx_counselling_booking_slot').on(t.tenantId, t.slotStart),
    index('idx_counselling_booking_student').on(t.tenantId, t.studentId, t.slotStart),
    // 预约管理 filters by counsellor or status and pages by slot, or lists by creation.
    index('idx_counselling_booking_counsellor').on(t.tenantId, t.counsellorId, t.slotStart),
    index('idx_counselling_booking_status').on(t.tenantId, t.status, t.slotStart),
    index('idx_counselling_booking_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
  ],
);

/**
 * 预约流转记录: every step of a booking, who took it, and on a reschedule the counsellor, room and
 * time it replaced.
 */
export const counsellingBookingEvent = pgTable(
  'counselling_booking_event',
  {
    id: ownId(),
    tenantId: tenantId(),
    bookingId: text('booking_id').notNull(),
    step: text('step').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    oldCounsellorId: text('old_counsellor_id'),
    oldRoomId: text('old_room_id'),
    oldSlotStart: timestamp('old_slot_start', { withTimezone: true }),
    note: text('note'),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    belongsTo(t, t.bookingId, counsellingBooking).onDelete('cascade'),
    index('idx_counselling_booking_event_booking').on(t.tenantId, t.bookingId, t.createTime),
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
    belongsTo(t, t.bookingId, counsellingBooking),
  ],
);
