import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audit, belongsTo, createdAt, delFlag, ownId, status, tenantId, tenantKey } from '../columns.ts';
import { sysPermission } from './permissions.ts';
import { sysUser } from './users.ts';

// Departments, their members, department roles and department grants.

export const sysDepart = pgTable(
  'sys_depart',
  {
    id: ownId(),
    tenantId: tenantId(),
    parentId: text('parent_id'),
    departName: text('depart_name').notNull(),
    departNameEn: text('depart_name_en'),
    departNameAbbr: text('depart_name_abbr'),
    departOrder: integer('depart_order').notNull().default(0),
    description: text('description'),
    orgCategory: text('org_category').notNull().default('2'),
    orgType: text('org_type').notNull().default('1'),
    orgCode: text('org_code').notNull(),
    mobile: text('mobile'),
    fax: text('fax'),
    address: text('address'),
    memo: text('memo'),
    status: status(),
    delFlag: delFlag(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_depart_org_code').on(t.tenantId, t.orgCode),
    index('idx_sys_depart_parent').on(t.tenantId, t.parentId, t.departOrder),
    index('idx_sys_depart_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
  ],
);

export const sysUserDepart = pgTable(
  'sys_user_depart',
  {
    id: ownId(),
    tenantId: tenantId(),
    userId: text('user_id').notNull(),
    depId: text('dep_id').notNull(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_user_depart').on(t.tenantId, t.userId, t.depId),
    belongsTo(t, t.depId, sysDepart).onDelete('cascade'),
    foreignKey({ columns: [t.userId], foreignColumns: [sysUser.id] }).onDelete('cascade'),
    index('idx_sys_user_depart_dep').on(t.tenantId, t.depId),
  ],
);

export const sysDepartRole = pgTable(
  'sys_depart_role',
  {
    id: ownId(),
    tenantId: tenantId(),
    departId: text('depart_id').notNull(),
    roleName: text('role_name').notNull(),
    roleCode: text('role_code').notNull(),
    description: text('description'),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_depart_role_code').on(t.tenantId, t.departId, t.roleCode),
    belongsTo(t, t.departId, sysDepart).onDelete('cascade'),
    index('idx_sys_depart_role_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
  ],
);

export const sysDepartRoleUser = pgTable(
  'sys_depart_role_user',
  {
    id: ownId(),
    tenantId: tenantId(),
    userId: text('user_id').notNull(),
    droleId: text('drole_id').notNull(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_depart_role_user').on(t.tenantId, t.userId, t.droleId),
    belongsTo(t, t.droleId, sysDepartRole).onDelete('cascade'),
    foreignKey({ columns: [t.userId], foreignColumns: [sysUser.id] }).onDelete('cascade'),
  ],
);

export const sysDepartRolePermission = pgTable(
  'sys_depart_role_permission',
  {
    id: ownId(),
    tenantId: tenantId(),
    departId: text('depart_id').notNull(),
    roleId: text('role_id').notNull(),
    permissionId: text('permission_id').notNull(),
    dataRuleIds: text('data_rule_ids'),
    operateDate: createdAt(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_depart_role_permission').on(t.tenantId, t.roleId, t.permissionId),
    belongsTo(t, t.roleId, sysDepartRole).onDelete('cascade'),
    foreignKey({ columns: [t.permissionId], foreignColumns: [sysPermission.id] }).onDelete('cascade'),
  ],
);

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
