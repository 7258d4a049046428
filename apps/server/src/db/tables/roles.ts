import {
  boolean,
  doublePrecision,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sysPermission } from '../schema.ts';

/**
 * A school's own view of one catalogue entry (菜单管理): name, icon, order and display flags. The
 * catalogue (`sys_permission`) is global and owned by the code; a school's edits live here, so one
 * school's menu changes never reach another (decisions §21). Null keeps the catalogue's value.
 */
export const sysPermissionOverlay = pgTable(
  'sys_permission_overlay',
  {
    id: text('id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    permissionId: text('permission_id').notNull(),
    name: text('name'),
    icon: text('icon'),
    sortNo: doublePrecision('sort_no'),
    hidden: boolean('hidden'),
    keepAlive: boolean('keep_alive'),
    alwaysShow: boolean('always_show'),
    createBy: text('create_by'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateBy: text('update_by'),
    updateTime: timestamp('update_time', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('uq_sys_permission_overlay').on(t.tenantId, t.permissionId),
    foreignKey({ columns: [t.permissionId], foreignColumns: [sysPermission.id] }).onDelete('cascade'),
  ],
);
