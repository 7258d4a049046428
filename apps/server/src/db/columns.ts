import { type AnyPgColumn, foreignKey, integer, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Shared column builders. Ids are snowflake-like 19-digit strings (JeecgBoot ASSIGN_ID); tenant_id
// leads every index of a tenant-owned table so the schema can later be distributed by tenant.
// Platform tables have `id` as their key; tenant-owned tables key on `(tenant_id, id)` (tenantKey),
// so rows, foreign keys and indexes all lead with the tenant.
export const id = () => text('id').primaryKey();
export const ownId = () => text('id').notNull();
export const tenantId = () => integer('tenant_id').notNull();
// One type for the two JeecgBoot flags on every table: del_flag 0 live / 1 deleted, status 1 on.
export const delFlag = () => integer('del_flag').notNull().default(0);
export const status = (initial = 1) => integer('status').notNull().default(initial);
export const tenantKey = (t: { tenantId: AnyPgColumn; id: AnyPgColumn }) =>
  primaryKey({ columns: [t.tenantId, t.id] });
// A tenant-owned row's link to its parent in the same tenant: (tenant_id, column) → (tenant_id, id)
// of the parent's tenantKey, so no row can point into another school. Chain `.onDelete(…)` as needed.
export const belongsTo = (
  t: { tenantId: AnyPgColumn },
  column: AnyPgColumn,
  parent: { tenantId: AnyPgColumn; id: AnyPgColumn },
) => foreignKey({ columns: [t.tenantId, column], foreignColumns: [parent.tenantId, parent.id] });
export const createdAt = () => timestamp('create_time', { withTimezone: true }).notNull().defaultNow();
export const audit = () => ({
  createBy: text('create_by'),
  createTime: createdAt(),
  updateBy: text('update_by'),
  updateTime: timestamp('update_time', { withTimezone: true }),
});
