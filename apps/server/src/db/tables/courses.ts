import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, belongsTo, delFlag, ownId, tenantId, tenantKey } from '../columns.ts';
import { sysDepart } from './depart.ts';
import { sysFile } from './files.ts';
import { schoolStaff, schoolStudent } from './school.ts';

// 课程管理: courses, their chapters and lessons, and the resumable uploads of lesson media.

export const course = pgTable(
  'course',
  {
    id: ownId(),
    tenantId: tenantId(),
    title: text('title').notNull(),
    /** mental 心理健康 / career 生涯规划. */
    category: text('category').notNull(),
    summary: text('summary').notNull().default(''),
    /** '0' draft, '1' published: only a published course reaches students. */
    status: text('status').notNull().default('0'),
    publishTime: timestamp('publish_time', { withTimezone: true }),
    delFlag: delFlag(),
    ...audit(),
  },
  (t) => [tenantKey(t), index('idx_course_list').on(t.tenantId, t.createTime.desc().nullsFirst())],
);

export const courseChapter = pgTable(
  'course_chapter',
  {
    id: ownId(),
    tenantId: tenantId(),
    courseId: text('course_id').notNull(),
    title: text('title').notNull(),
    sortNo: integer('sort_no').notNull().default(0),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    belongsTo(t, t.courseId, course).onDelete('cascade'),
    index('idx_course_chapter_course').on(t.tenantId, t.courseId, t.sortNo),
  ],
);

export const courseLesson = pgTable(
  'course_lesson',
  {
    id: ownId(),
    tenantId: tenantId(),
    courseId: text('course_id').notNull(),
    chapterId: text('chapter_id').notNull(),
    title: text('title').notNull(),
    /** text 图文, document 文档 (PDF), video 视频, audio 音频. */
    kind: text('kind').notNull(),
    /** Sanitized HTML (图文, or the notes beside a document or a recording). */
    content: text('content').notNull().default(''),
    /** The `sys_file` of a document, video or audio lesson. */
    fileId: text('file_id'),
    /**
     * A demo lesson's file made in code (`pdf`, or a relax demo tone), stored the first time its media
     * link is asked for: the seed runs before the server has its file storage. Null otherwise.
     */
    demoMedia: text('demo_media'),
    /** What a video or audio lesson says (captions and a text alternative). */
    transcript: text('transcript').notNull().default(''),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    sortNo: integer('sort_no').notNull().default(0),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    belongsTo(t, t.chapterId, courseChapter).onDelete('cascade'),
    belongsTo(t, t.courseId, course).onDelete('cascade'),
    belongsTo(t, t.fileId, sysFile),
    index('idx_course_lesson_chapter').on(t.tenantId, t.chapterId, t.sortNo),
  ],
);

/** Where a published course goes: colleges, grades or classes of the org tree (`sys_depart`). */
export const courseTarget = pgTable(
  'course_target',
  {
    id: ownId(),
    tenantId: tenantId(),
    courseId: text('course_id').notNull(),
    departId: text('depart_id').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_course_target').on(t.tenantId, t.courseId, t.departId),
    belongsTo(t, t.courseId, course).onDelete('cascade'),
    belongsTo(t, t.departId, sysDepart).onDelete('cascade'),
  ],
);

/**
 * A resumable upload: fixed-size chunks arrive in order and are stored as separate objects until the
 * last one, when they are joined into one `sys_file`. `received_chunks` is where a client resumes.
 */
export const courseUpload = pgTable(
  'course_upload',
  {
    id: ownId(),
    tenantId: tenantId(),
    ownerId: text('owner_id').notNull(),
    fileName: text('file_name').notNull(),
    extension: text('extension').notNull(),
    size: integer('size').notNull(),
    chunkSize: integer('chunk_size').notNull(),
    receivedChunks: integer('received_chunks').notNull().default(0),
    /** Random, server-side: names the chunk objects, so nobody can guess or address them. */
    chunkSeed: text('chunk_seed').notNull(),
    /** uploading / done. */
    state: text('state').notNull().default('uploading'),
    fileId: text('file_id'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }),
  },
  (t) => [tenantKey(t), index('idx_course_upload_owner').on(t.tenantId, t.ownerId, t.createTime)],
);

/**
 * Who takes a course: assigned by hand, or by a school rule (`rule_id`). Why a student was assigned is
 * kept here for the centre only; no student, teacher or classmate route ever returns `origin`.
 */
export const courseAssignment = pgTable(
  'course_assignment',
  {
    id: ownId(),
    tenantId: tenantId(),
    courseId: text('course_id').notNull(),
    studentId: text('student_id').notNull(),
    /** manual / rule / publish (the student's class, grade or college is a target of the course). */
    origin: text('origin').notNull(),
    ruleId: text('rule_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_course_assignment').on(t.tenantId, t.courseId, t.studentId),
    belongsTo(t, t.courseId, course).onDelete('cascade'),
    belongsTo(t, t.studentId, schoolStudent).onDelete('cascade'),
    index('idx_course_assignment_student').on(t.tenantId, t.studentId),
  ],
);

/** A school's automatic assignment: students at or above a screening level or a crisis level. */
export const courseRule = pgTable(
  'course_rule',
  {
    id: ownId(),
    tenantId: tenantId(),
    courseId: text('course_id').notNull(),
    /** screening (a result's level) / crisis (an open case's level). */
    source: text('source').notNull(),
    minLevel: integer('min_level').notNull(),
    ...audit(),
  },
  (t) => [tenantKey(t), belongsTo(t, t.courseId, course).onDelete('cascade')],
);

/** One student's progress in one lesson: where they stopped, how much they watched, finished. */
export const courseProgress = pgTable(
  'course_progress',
  {
    id: ownId(),
    tenantId: tenantId(),
    studentId: text('student_id').notNull(),
    courseId: text('course_id').notNull(),
    lessonId: text('lesson_id').notNull(),
    positionSeconds: integer('position_seconds').notNull().default(0),
    /** Share of the lesson watched or read, 0–100. */
    watchedShare: integer('watched_share').notNull().default(0),
    finished: integer('finished').notNull().default(0),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_course_progress').on(t.tenantId, t.studentId, t.lessonId),
    belongsTo(t, t.lessonId, courseLesson).onDelete('cascade'),
    belongsTo(t, t.studentId, schoolStudent).onDelete('cascade'),
    index('idx_course_progress_course').on(t.tenantId, t.courseId, t.studentId),
  ],
);

/** 教学计划: one grade's psychology lessons in one semester (学年-学期, e.g. `2025-2026-1`). */
export const coursePlan = pgTable(
  'course_plan',
  {
    id: ownId(),
    tenantId: tenantId(),
    title: text('title').notNull(),
    /** The grade (`sys_depart` of a grade unit). */
    gradeId: text('grade_id').notNull(),
    semester: text('semester').notNull(),
    remark: text('remark').notNull().default(''),
    delFlag: delFlag(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    belongsTo(t, t.gradeId, sysDepart),
    index('idx_course_plan_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
  ],
);

/**
 * One scheduled lesson of a plan: a class, its teacher, the date and period, the room and what is
 * taught. A teacher or a class is in one lesson per period: two unique keys hold that even when two
 * requests race (`UNIQUE_MESSAGES` names them). The lesson record (attendance, notes, materials) is
 * filled in afterwards.
 */
export const coursePlanLesson = pgTable(
  'course_plan_lesson',
  {
    id: ownId(),
    tenantId: tenantId(),
    planId: text('plan_id').notNull(),
    classId: text('class_id').notNull(),
    /** The teacher (`school_staff.id`). */
    teacherId: text('teacher_id').notNull(),
    courseId: text('course_id'),
    lessonId: text('lesson_id'),
    topic: text('topic').notNull(),
    lessonDate: date('lesson_date', { mode: 'string' }).notNull(),
    /** 第几节 (1–12). */
    period: integer('period').notNull(),
    room: text('room').notNull().default(''),
    /** The lesson record: null until it is filled in. */
    present: integer('present'),
    absent: integer('absent'),
    notes: text('notes').notNull().default(''),
    /** Stored keys of the materials uploaded through `/sys/common/upload`. */
    materials: jsonb('materials').$type<string[]>().notNull().default([]),
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    belongsTo(t, t.planId, coursePlan).onDelete('cascade'),
    belongsTo(t, t.classId, sysDepart),
    belongsTo(t, t.teacherId, schoolStaff),
    belongsTo(t, t.courseId, course),
    uniqueIndex('uq_course_plan_teacher_period').on(t.tenantId, t.teacherId, t.lessonDate, t.period),
    uniqueIndex('uq_course_plan_class_period').on(t.tenantId, t.classId, t.lessonDate, t.period),
    index('idx_course_plan_lesson_plan').on(t.tenantId, t.planId, t.lessonDate, t.period),
  ],
);
