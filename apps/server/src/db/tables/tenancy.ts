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
