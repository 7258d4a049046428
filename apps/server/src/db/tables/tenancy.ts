import { integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, delFlag, status } from '../columns.ts';

// The tenants (schools) themselves and their per-school settings.

export const sysTenant = pgTable('sys_tenant', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  beginDate: timestamp('begin_date', { withTimezone: true }),
  endDate: timestamp('end_date', { withTimezone: true }),
  status: status(),
  houseNumber: text('house_number'),
  /** 行政区划代码 (GB/T 2260, a county's six digits): where the school sits in the region tree. */
  regionCode: text('region_code'),
  /**
   * `school`, or `region`: an education bureau (教育局) whose accounts see only the suppressed
   * aggregates of the schools inside `region_code`. Chosen on 新增 and never changed.
   */
  kind: text('kind').notNull().default('school'),
  /**
   * Set from the school's service contracts (费用管理): from this moment until `end_date` the school
   * is read-only but for crisis work (the grace period); null without contracts.
   */
  readOnlyFrom: timestamp('read_only_from', { withTimezone: true }),
  delFlag: delFlag(),
  ...audit(),
});

/** Per-tenant settings; one row per tenant, created on first save. */
export const sysTenantSetting = pgTable(
  'sys_tenant_setting',
  {
    id: text('id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    /** Days the log-retention job keeps logs; null → the job parameter, else its default. */
    logRetentionDays: integer('log_retention_days'),
    /** 危机处置时限 (`CrisisDeadlines`, hours); null → the defaults. */
    crisisDeadlines: jsonb('crisis_deadlines'),
    /** 咨询时段规则 (`SessionWindow`, minutes around a booked slot); null → the defaults. */
    counsellingWindow: jsonb('counselling_window'),
    /** 生涯报告可见范围 (`CareerVisibility`); null → everyone the default names. */
    careerVisibility: jsonb('career_visibility'),
    createBy: text('create_by'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateBy: text('update_by'),
    updateTime: timestamp('update_time', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('uq_sys_tenant_setting_tenant').on(t.tenantId),
  ],
);
