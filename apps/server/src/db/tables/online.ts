import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { audit, ownId, tenantId, tenantKey } from '../columns.ts';

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
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_onl_cgreport_head_code').on(t.tenantId, t.code),
    index('idx_onl_cgreport_head_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
  ],
);
