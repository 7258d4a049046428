import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audit, belongsTo, delFlag, ownId, tenantId, tenantKey } from '../columns.ts';
import { schoolStudent } from './school.ts';

// 减压星球: relaxation audio and articles the centre publishes, and each student's own mood diary.

export const relaxAudio = pgTable(
  'relax_audio',
  {
    id: ownId(),
    tenantId: tenantId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** `sys_file.id` of the stored audio; null until a demo tone is first synthesized. */
    fileId: text('file_id'),
    /** A demo preset synthesized in code (`demo-audio.ts`); null for uploaded audio. */
    demoTone: text('demo_tone'),
    durationSec: integer('duration_sec').notNull().default(0),
    /** What is said or played: the captions track and a text alternative. */
    transcript: text('transcript').notNull().default(''),
    published: boolean('published').notNull().default(false),
    sortNo: integer('sort_no').notNull().default(0),
    delFlag: delFlag(),
    ...audit(),
  },
  (t) => [tenantKey(t), index('idx_relax_audio_list').on(t.tenantId, t.sortNo, t.createTime)],
);

export const relaxArticle = pgTable(
  'relax_article',
  {
    id: ownId(),
    tenantId: tenantId(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitized rich text. */
    body: text('body').notNull().default(''),
    published: boolean('published').notNull().default(false),
    publishTime: timestamp('publish_time', { withTimezone: true }),
    delFlag: delFlag(),
    ...audit(),
  },
  (t) => [tenantKey(t), index('idx_relax_article_list').on(t.tenantId, t.createTime.desc())],
);

/** One student's mood on one day (China date); saved again the same day, it is replaced. */
export const relaxMoodEntry = pgTable(
  'relax_mood_entry',
  {
    id: ownId(),
    tenantId: tenantId(),
    studentId: text('student_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    mood: integer('mood').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    note: text('note').notNull().default(''),
    /** Rules that already filed a signal for this day, so saving again does not file twice. */
    signalled: jsonb('signalled').$type<string[]>().notNull().default([]),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_relax_mood_day').on(t.tenantId, t.studentId, t.day),
    index('idx_relax_mood_day').on(t.tenantId, t.day),
    belongsTo(t, t.studentId, schoolStudent).onDelete('cascade'),
  ],
);

/**
 * One use of the planet by a student: a breathing session finished or stopped, an audio listened to.
 * Read only as anonymous counts (`stats.ts`), never per student.
 */
export const relaxUsage = pgTable(
  'relax_usage',
  {
    id: ownId(),
    tenantId: tenantId(),
    studentId: text('student_id').notNull(),
    /** breathing / audio. */
    kind: text('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    seconds: integer('seconds').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey(t),
    index('idx_relax_usage_day').on(t.tenantId, t.day),
    belongsTo(t, t.studentId, schoolStudent).onDelete('cascade'),
  ],
);

/** The school's mood-rule thresholds; a school without a row uses the defaults. */
export const relaxSetting = pgTable(
  'relax_setting',
  {
    id: ownId(),
    tenantId: tenantId(),
    fallPoints: integer('fall_points').notNull().default(2),
    lowDays: integer('low_days').notNull().default(3),
    fallLevel: integer('fall_level').notNull().default(1),
    phraseLevel: integer('phrase_level').notNull().default(3),
    updateBy: text('update_by'),
    updateTime: timestamp('update_time', { withTimezone: true }),
  },
  (t) => [tenantKey(t), uniqueIndex('uq_relax_setting_tenant').on(t.tenantId)],
);
