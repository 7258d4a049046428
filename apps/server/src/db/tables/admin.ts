import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { audit } from '../columns.ts';

// Tables of system administration (positions, category tree, check rules), all tenant-owned and
// keyed like the core tables: `(tenant_id, id)`, tenant_id leading every index.

/** 职务: JeecgBoot's sys_position; `post_rank` holds a `position_rank` dictionary value. */
export const sysPosition = pgTable(
  'sys_position',
  {
    id: text('id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    postRank: text('post_rank'),
    ...audit(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('uq_sys_position_code').on(t.tenantId, t.code),
    index('idx_sys_position_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
  ],
);

/**
 * 分类字典: a tree whose codes follow JeecgBoot's org-code scheme (A01, A01A01 …); `pid` '0' marks
 * a root, `has_child` '1' a node with children (JeecgBoot stores both as text).
 */
export const sysCategory = pgTable(
  'sys_category',
  {
    id: text('id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    pid: text('pid').notNull().default('0'),
    name: text('name').notNull(),
    code: text('code').notNull(),
    hasChild: text('has_child').notNull().default('0'),
    ...audit(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('uq_sys_category_code').on(t.tenantId, t.code),
    index('idx_sys_category_pid').on(t.tenantId, t.pid, t.code),
  ],
);

/** 编码校验规则: `rule_json` is JeecgBoot's array of `{digits, pattern, message}`. */
export const sysCheckRule = pgTable(
  'sys_check_rule',
  {
    id: text('id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    ruleName: text('rule_name').notNull(),
    ruleCode: text('rule_code').notNull(),
    ruleJson: jsonb('rule_json').notNull().default(sql`'[]'::jsonb`),
    ruleDescription: text('rule_description'),
    ...audit(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('uq_sys_check_rule_code').on(t.tenantId, t.ruleCode),
  ],
);
