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
