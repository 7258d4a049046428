import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audit, belongsTo, createdAt, delFlag, id, ownId, status, tenantId, tenantKey } from '../columns.ts';
import { sysUser } from './users.ts';

// Roles, the global permission catalogue, what each role is granted and each school's menu overlay.

export const sysRole = pgTable(
  'sys_role',
  {
    id: ownId(),
    tenantId: tenantId(),
    roleName: text('role_name').notNull(),
    roleCode: text('role_code').notNull(),
    description: text('description'),
    // Which records the role reaches (shared DATA_SCOPES): all, own department and below, own
    // department, own records, or the counsellor's caseload. A user's widest role wins.
    dataScope: text('data_scope').notNull().default('all'),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_role_code').on(t.tenantId, t.roleCode),
    index('idx_sys_role_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
  ],
);

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    id: ownId(),
    tenantId: tenantId(),
    userId: text('user_id').notNull(),
    roleId: text('role_id').notNull(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_user_role').on(t.tenantId, t.userId, t.roleId),
    belongsTo(t, t.roleId, sysRole).onDelete('cascade'),
    foreignKey({ columns: [t.userId], foreignColumns: [sysUser.id] }).onDelete('cascade'),
    index('idx_sys_user_role_role').on(t.tenantId, t.roleId),
  ],
);

export const sysPermission = pgTable(
  'sys_permission',
  {
    id: id(),
    /**
     * Null for the code-owned catalogue; a school's id for the rows generated for one of its online
     * forms (its menu and buttons, `core/form-permissions.ts`), which only that school sees and grants.
     * Not `tenant_id`: the catalogue is global, and TenantDb scopes every table with that column.
     */
    ownerTenantId: integer('owner_tenant_id'),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    url: text('url'),
    component: text('component'),
    componentName: text('component_name'),
    redirect: text('redirect'),
    menuType: integer('menu_type').notNull(),
    perms: text('perms'),
    permsType: text('perms_type').notNull().default('1'),
    sortNo: doublePrecision('sort_no').notNull().default(0),
    alwaysShow: boolean('always_show').notNull().default(false),
    icon: text('icon'),
    isRoute: boolean('is_route').notNull().default(true),
    isLeaf: boolean('is_leaf').notNull().default(true),
    keepAlive: boolean('keep_alive').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    hideTab: boolean('hide_tab').notNull().default(false),
    internalOrExternal: boolean('internal_or_external').notNull().default(false),
    description: text('description'),
    status: status(),
    delFlag: delFlag(),
    ...audit(),
  },
  (t) => [
    index('idx_sys_permission_parent').on(t.parentId, t.sortNo),
    index('idx_sys_permission_owner').on(t.ownerTenantId).where(sql`${t.ownerTenantId} is not null`),
    uniqueIndex('uq_sys_permission_perms').on(t.perms).where(sql`${t.perms} is not null`),
  ],
);

export const sysRolePermission = pgTable(
  'sys_role_permission',
  {
    id: ownId(),
    tenantId: tenantId(),
    roleId: text('role_id').notNull(),
    permissionId: text('permission_id').notNull(),
    dataRuleIds: text('data_rule_ids'),
    operateDate: createdAt(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_role_permission').on(t.tenantId, t.roleId, t.permissionId),
    belongsTo(t, t.roleId, sysRole).onDelete('cascade'),
    foreignKey({ columns: [t.permissionId], foreignColumns: [sysPermission.id] }).onDelete('cascade'),
  ],
);

/**
 * JeecgBoot 数据权限规则: a condition on one field of a page's records (`rule_column` names a field
 * the resource's policy whitelists; never SQL). Roles pick rules per page in
 * `sys_role_permission.data_rule_ids`. Tenant-owned, so one school's rules never reach another.
 */
export const sysPermissionDataRule = pgTable(
  'sys_permission_data_rule',
  {
    id: ownId(),
    tenantId: tenantId(),
    permissionId: text('permission_id').notNull(),
    ruleName: text('rule_name').notNull(),
    ruleColumn: text('rule_column').notNull(),
    ruleConditions: text('rule_conditions').notNull(),
    ruleValue: text('rule_value').notNull(),
    status: status(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    index('idx_sys_permission_data_rule_perm').on(t.tenantId, t.permissionId),
    foreignKey({ columns: [t.permissionId], foreignColumns: [sysPermission.id] }).onDelete('cascade'),
  ],
);

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

/**
 * A clinical grant waiting for its second approver (issue 19): a role or department role was given a
 * clinical permission (`CLINICAL_PERMISSIONS`), which takes effect only when another holder of that
 * permission approves it. `status`: pending, approved, rejected.
 */
export const sysClinicalGrant = pgTable(
  'sys_clinical_grant',
  {
    id: ownId(),
    tenantId: tenantId(),
    /** `role` (sys_role) or `depart_role` (sys_depart_role). */
    targetKind: text('target_kind').notNull(),
    roleId: text('role_id').notNull(),
    /** The department of a department role. */
    departId: text('depart_id'),
    roleName: text('role_name').notNull(),
    permissionId: text('permission_id').notNull(),
    /**
     * A membership request: the account that joins the role (which already holds clinical
     * permissions; `permissionId` is then one of those it confers). Null for a permission grant.
     */
    userId: text('user_id'),
    memberName: text('member_name'),
    requestedBy: text('requested_by').notNull(),
    requesterName: text('requester_name').notNull(),
    status: text('status').notNull().default('pending'),
    decidedBy: text('decided_by'),
    decidedTime: timestamp('decided_time', { withTimezone: true }),
    createTime: createdAt(),
  },
  (t) => [
    tenantKey(t),
    index('idx_sys_clinical_grant_status').on(t.tenantId, t.status),
    foreignKey({ columns: [t.permissionId], foreignColumns: [sysPermission.id] }).onDelete('cascade'),
  ],
);
