import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, ownId, tenantId, tenantKey } from '../columns.ts';

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
