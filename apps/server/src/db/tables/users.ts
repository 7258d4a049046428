import { foreignKey, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo } from '../columns.ts';
import { sysDepart, sysPermission } from '../schema.ts';

/**
 * JeecgBoot 部门授权: the menus and buttons a department may hand to its department roles. Tenant-owned
 * (each school decides for its own departments); the permission catalogue itself is global.
 */
export const sysDepartPermission = pgTable(
  'sys_depart_permission',
  {
    id: text('id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    departId: text('depart_id').notNull(),
    permissionId: text('permission_id').notNull(),
    dataRuleIds: text('data_rule_ids'),
    operateDate: timestamp('operate_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('uq_sys_depart_permission').on(t.tenantId, t.departId, t.permissionId),
    belongsTo(t, t.departId, sysDepart).onDelete('cascade'),
    foreignKey({ columns: [t.permissionId], foreignColumns: [sysPermission.id] }).onDelete('cascade'),
  ],
);
