import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audit, belongsTo, createdAt, delFlag, ownId, tenantId, tenantKey } from '../columns.ts';
import { sysDepart } from './depart.ts';
import { sysUser } from './users.ts';

/**
 * The school level of a department (decisions §22): school, college, major, grade or class, plus
 * the optional dormitory. One row per department of the school tree; plain departments (the
 * psychology centre) have none.
 */
export const schoolUnit = pgTable(
  'school_unit',
  {
    id: ownId(),
    tenantId: tenantId(),
    departId: text('depart_id').notNull(),
    kind: text('kind').notNull(),
    dormitory: text('dormitory'),
    enrolYear: integer('enrol_year'),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_school_unit_depart').on(t.tenantId, t.departId),
    belongsTo(t, t.departId, sysDepart).onDelete('cascade'),
    index('idx_school_unit_kind').on(t.tenantId, t.kind),
  ],
);

/**
 * A student. `org_code` is the class's org code, kept with the row (set on add, transfer and import)
 * so record-level reach is a prefix match on the student itself, with no join.
 */
export const schoolStudent = pgTable(
  'school_student',
  {
    id: ownId(),
    tenantId: tenantId(),
    studentNo: text('student_no').notNull(),
    name: text('name').notNull(),
    sex: integer('sex'),
    birthday: text('birthday'),
    idCard: text('id_card'),
    phone: text('phone'),
    classId: text('class_id').notNull(),
    orgCode: text('org_code').notNull(),
    enrolYear: integer('enrol_year'),
    studentType: text('student_type').notNull().default('1'),
    studentStatus: text('student_status').notNull().default('1'),
    guardianName: text('guardian_name'),
    guardianPhone: text('guardian_phone'),
    guardianRelation: text('guardian_relation'),
    userId: text('user_id'),
    delFlag: delFlag(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_school_student_no').on(t.tenantId, t.studentNo),
    belongsTo(t, t.classId, sysDepart),
    foreignKey({ columns: [t.userId], foreignColumns: [sysUser.id] }).onDelete('set null'),
    index('idx_school_student_org').on(t.tenantId, t.orgCode),
    index('idx_school_student_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
    // Every H5 request finds the signed-in student by account; without it each is a scan of the school.
    index('idx_school_student_user').on(t.tenantId, t.userId),
  ],
);

/** Class changes of a student, kept for good (history restricts deleting the student). */
export const schoolStudentTransfer = pgTable(
  'school_student_transfer',
  {
    id: ownId(),
    tenantId: tenantId(),
    studentId: text('student_id').notNull(),
    fromClassId: text('from_class_id').notNull(),
    toClassId: text('to_class_id').notNull(),
    reason: text('reason'),
    createBy: text('create_by'),
    createTime: createdAt(),
  },
  (t) => [
    tenantKey(t),
    belongsTo(t, t.studentId, schoolStudent).onDelete('restrict'),
    index('idx_school_student_transfer_student').on(t.tenantId, t.studentId, t.createTime.desc()),
  ],
);

/** A staff record (teacher, 班主任, 辅导员, 咨询师) linked to the school account it signs in with. */
export const schoolStaff = pgTable(
  'school_staff',
  {
    id: ownId(),
    tenantId: tenantId(),
    userId: text('user_id').notNull(),
    workNo: text('work_no').notNull(),
    name: text('name').notNull(),
    staffType: text('staff_type').notNull(),
    phone: text('phone'),
    delFlag: delFlag(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_school_staff_work_no').on(t.tenantId, t.workNo),
    uniqueIndex('uq_school_staff_user').on(t.tenantId, t.userId),
    foreignKey({ columns: [t.userId], foreignColumns: [sysUser.id] }).onDelete('cascade'),
    index('idx_school_staff_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
  ],
);

/** A consultant's caseload: the students a `caseload`-scoped role reaches. */
export const schoolCaseload = pgTable(
  'school_caseload',
  {
    id: ownId(),
    tenantId: tenantId(),
    userId: text('user_id').notNull(),
    studentId: text('student_id').notNull(),
    createTime: createdAt(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_school_caseload').on(t.tenantId, t.userId, t.studentId),
    belongsTo(t, t.studentId, schoolStudent).onDelete('cascade'),
    foreignKey({ columns: [t.userId], foreignColumns: [sysUser.id] }).onDelete('cascade'),
    index('idx_school_caseload_student').on(t.tenantId, t.studentId),
  ],
);

/** 成长档案: one event on a student's timeline, appended by the module that produced it. */
export const growthEvent = pgTable(
  'growth_event',
  {
    id: ownId(),
    tenantId: tenantId(),
    studentId: text('student_id').notNull(),
    kind: text('kind').notNull(),
    /** `GROWTH_VISIBILITY` key: who besides the writer may read the event. */
    visibility: text('visibility').notNull().default('staff'),
    /** The school year (学年) by its start year, for filtering. */
    schoolYear: integer('school_year').notNull(),
    title: text('title').notNull(),
    payload: jsonb('payload').notNull().default({}),
    sourceModule: text('source_module').notNull(),
    sourceId: text('source_id'),
    eventTime: timestamp('event_time', { withTimezone: true }).notNull().defaultNow(),
    createBy: text('create_by'),
    createTime: createdAt(),
  },
  (t) => [
    tenantKey(t),
    belongsTo(t, t.studentId, schoolStudent).onDelete('restrict'),
    index('idx_growth_event_student').on(t.tenantId, t.studentId, t.eventTime.desc()),
    index('idx_growth_event_student_year').on(t.tenantId, t.studentId, t.schoolYear, t.eventTime.desc()),
    uniqueIndex('uq_growth_event_source').on(t.tenantId, t.sourceModule, t.kind, t.sourceId),
  ],
);

/**
 * A background import: the uploaded workbook (base64), its progress and outcome. Rows are written
 * in batches, each in one transaction together with `processed`, so a killed server leaves whole
 * batches and a resumable offset (or, all-or-nothing, no rows at all).
 */
export const schoolImportJob = pgTable(
  'school_import_job',
  {
    id: ownId(),
    tenantId: tenantId(),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    file: text('file').notNull(),
    allOrNothing: integer('all_or_nothing').notNull().default(0),
    jobStatus: text('job_status').notNull().default('pending'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    okCount: integer('ok_count').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    errors: jsonb('errors').notNull().default([]),
    message: text('message'),
    heartbeat: timestamp('heartbeat', { withTimezone: true }),
    ...audit(),
  },
  (t) => [tenantKey(t), index('idx_school_import_job_list').on(t.tenantId, t.createTime.desc().nullsFirst())],
);
