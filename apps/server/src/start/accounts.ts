import { asc, count, eq, sql } from 'drizzle-orm';
import { sysRole, sysTenant, sysUser, sysUserRole, sysUserTenant } from '../db/schema.ts';
import type { Db } from '../db/types.ts';

export type Account = {
  username: string;
  realname: string;
  /** `心苗示范大学 (1000)`, every school the account belongs to. */
  schools: string;
  roles: string;
  student: boolean;
  /** Still on the password it was given (a student changes it at the first sign-in). */
  mustChange: boolean;
};

export type AccountListing = { accounts: Account[]; more: number };

/** Enough to sign in as every role of the demo; a demo grown by imports is summarised. */
const LISTED = 20;

// With one table in FROM drizzle names columns unqualified, and every table here has an `id`.
const USER_ID = sql.raw('"sys_user"."id"');
const TENANT_ID = sql.raw('"sys_tenant"."id"');
const ROLE_ID = sql.raw('"sys_role"."id"');

/** The accounts a start-up lists (staff first), read from the database, whoever seeded them. */
export async function listAccounts(db: Db, limit = LISTED): Promise<AccountListing> {
  const isStudent = sql<boolean>`coalesce(${sysUser.userIdentity} = 1, false)`;
  const rows = await db
    .select({
      username: sysUser.username,
      realname: sysUser.realname,
      student: isStudent,
      mustChange: sysUser.pwdChangeRequired,
      schools: sql<string>`coalesce((select string_agg(${sysTenant.name} || ' (' || ${TENANT_ID} || ')', ', ' order by ${TENANT_ID})
        from ${sysUserTenant} join ${sysTenant} on ${TENANT_ID} = ${sysUserTenant.tenantId}
        where ${sysUserTenant.userId} = ${USER_ID}), '')`,
      roles: sql<string>`coalesce((select string_agg(distinct ${sysRole.roleName}, ', ')
        from ${sysUserRole} join ${sysRole} on ${ROLE_ID} = ${sysUserRole.roleId}
        where ${sysUserRole.userId} = ${USER_ID}), '')`,
    })
    .from(sysUser)
    .where(eq(sysUser.delFlag, 0))
    .orderBy(asc(isStudent), asc(sysUser.username))
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(sysUser).where(eq(sysUser.delFlag, 0));
  const accounts = rows.map((row) => ({ ...row, mustChange: row.mustChange === 1 }));
  return { accounts, more: Math.max(0, Number(total?.n ?? 0) - accounts.length) };
}
