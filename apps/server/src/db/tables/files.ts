import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** One uploaded file: who stored it in which tenant, what it is, and its SHA-256. */
export const sysFile = pgTable(
  'sys_file',
  {
    id: text('id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    /** `<biz>/<random>.<ext>`, the path the upload answers and `/sys/common/static/` serves. */
    storageKey: text('storage_key').notNull(),
    biz: text('biz').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** The uploading user's id (`create_by` holds the username). */
    ownerId: text('owner_id').notNull(),
    delFlag: integer('del_flag').notNull().default(0),
    createBy: text('create_by'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('uq_sys_file_key').on(t.tenantId, t.storageKey),
    index('idx_sys_file_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
  ],
);

/** Per-tenant settings; one row per tenant, created on first save. */
export const sysTenantSetting = pgTable(
  'sys_tenant_setting',
  {
    id: text('id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    /** Days the log-retention job keeps logs; null → the job parameter, else its default. */
    logRetentionDays: integer('log_retention_days'),
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
