import { foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, delFlag, id, ownId, status, tenantId, tenantKey } from '../columns.ts';
import { sysTenant } from './tenancy.ts';

// Accounts and the tenants each account belongs to.

export const sysUser = pgTable(
  'sys_user',
  {
    id: id(),
    // The tenant that owns the account (0: a platform account). Usernames are unique per tenant, so
    // two schools may both have student 2024001 and neither learns that the other has it.
    tenantId: integer('tenant_id').notNull().default(0),
    username: text('username').notNull(),
    realname: text('realname').notNull().default(''),
    password: text('password').notNull(),
    avatar: text('avatar'),
    birthday: text('birthday'),
    sex: integer('sex'),
    email: text('email'),
    phone: text('phone'),
    orgCode: text('org_code'),
    status: status(),
    delFlag: delFlag(),
    workNo: text('work_no'),
    post: text('post'),
    telephone: text('telephone'),
    userIdentity: integer('user_identity'),
    departIds: text('depart_ids'),
    loginTenantId: integer('login_tenant_id').notNull().default(0),
    homePath: text('home_path'),
    lastPwdUpdateTime: timestamp('last_pwd_update_time', { withTimezone: true }),
    /** 1: issued with an initial password (student accounts); the console demands a change first. */
    pwdChangeRequired: integer('pwd_change_required').notNull().default(0),
    ...audit(),
  },
  (t) => [
    uniqueIndex('uq_sys_user_username').on(t.tenantId, t.username),
    index('idx_sys_user_login').on(t.username),
    index('idx_sys_user_phone').on(t.phone),
  ],
);

export const sysUserTenant = pgTable(
  'sys_user_tenant',
  {
    id: ownId(),
    tenantId: tenantId(),
    userId: text('user_id').notNull(),
    status: status(),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_sys_user_tenant').on(t.tenantId, t.userId),
    foreignKey({ columns: [t.tenantId], foreignColumns: [sysTenant.id] }).onDelete('restrict'),
    foreignKey({ columns: [t.userId], foreignColumns: [sysUser.id] }).onDelete('cascade'),
    index('idx_sys_user_tenant_user').on(t.userId),
  ],
);
