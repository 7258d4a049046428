import type { FormField, LowAppEntry, ReportAggregate, ReportFilter, ReportParam } from '@xinmiao/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { audit, belongsTo, ownId, tenantId, tenantKey } from '../columns.ts';

/**
 * 报表配置 (JeecgBoot onl_cgreport_head, used by the popup selector): a named view over one of the
 * server's whitelisted sources (`REPORT_SOURCES`), never SQL. `columns` and `search_fields` are
 * field names of that source, checked on every write and again on every read.
 */
export const onlCgreportHead = pgTable(
  'onl_cgreport_head',
  {
    id: ownId(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    source: text('source').notNull(),
    columns: jsonb('columns').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    searchFields: jsonb('search_fields').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    sortField: text('sort_field'),
    sortOrder: text('sort_order'),
    // The visual design (issue 29): names of the source's fields and bound values, never SQL.
    filters: jsonb('filters').$type<ReportFilter[]>().notNull().default(sql`'[]'::jsonb`),
    params: jsonb('params').$type<ReportParam[]>().notNull().default(sql`'[]'::jsonb`),
    groupBy: jsonb('group_by').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    aggregates: jsonb('aggregates').$type<ReportAggregate[]>().notNull().default(sql`'[]'::jsonb`),
    columnDicts: jsonb('column_dicts')
      .$type<{ field: string; dictCode: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_onl_cgreport_head_code').on(t.tenantId, t.code),
    index('idx_onl_cgreport_head_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
  ],
);

/**
 * 表单开发: a school's form. Its data lives in the table `lc_<id>` the server creates and alters
 * (`core/form-tables.ts`), one column `f_<no>` per field; `next_field_no` numbers the next new
 * field, so a dropped field's column name is never reused. A tree form's rows have a parent row
 * (`parent_id`); a sub-table form (`main_form_id`) has rows that each belong to a row of its main
 * form (`main_id`). Both are fixed when the form is created.
 */
export const onlForm = pgTable(
  'onl_form',
  {
    id: ownId(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    version: integer('version').notNull().default(1),
    fields: jsonb('fields').$type<FormField[]>().notNull(),
    nextFieldNo: integer('next_field_no').notNull(),
    tree: boolean('tree').notNull().default(false),
    mainFormId: text('main_form_id'),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    belongsTo(t, t.mainFormId, { tenantId: t.tenantId, id: t.id as AnyPgColumn }),
    index('idx_onl_form_main').on(t.tenantId, t.mainFormId),
    uniqueIndex('uq_onl_form_code').on(t.tenantId, t.code),
    index('idx_onl_form_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
  ],
);

/** Every saved definition of a form (its version history); gone with the form. */
export const onlFormVersion = pgTable(
  'onl_form_version',
  {
    id: ownId(),
    tenantId: tenantId(),
    formId: text('form_id').notNull(),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    fields: jsonb('fields').$type<FormField[]>().notNull(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    belongsTo(t, t.formId, onlForm).onDelete('cascade'),
    uniqueIndex('uq_onl_form_version').on(t.tenantId, t.formId, t.version),
  ],
);

/**
 * 低代码应用: a school's app grouping forms and reports under its own menu (`entries`, in menu
 * order). Entries name forms and reports by code; a form entry's `filter` keys are that form's
 * query fields, checked on every save (the data routes apply them as bound values).
 */
export const lowApp = pgTable(
  'low_app',
  {
    id: ownId(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    entries: jsonb('entries').$type<LowAppEntry[]>().notNull(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_low_app_name').on(t.tenantId, t.name),
    index('idx_low_app_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
  ],
);

/**
 * A form's JavaScript enhancement (JeecgBoot's JS增强), one row per saved version; the newest is the
 * one the console runs, in a sandboxed frame. Only the last 16 versions of a form are kept.
 */
export const onlFormEnhance = pgTable(
  'onl_form_enhance',
  {
    id: ownId(),
    tenantId: tenantId(),
    formId: text('form_id').notNull(),
    version: integer('version').notNull(),
    script: text('script').notNull(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    belongsTo(t, t.formId, onlForm).onDelete('cascade'),
    uniqueIndex('uq_onl_form_enhance_version').on(t.tenantId, t.formId, t.version),
  ],
);
