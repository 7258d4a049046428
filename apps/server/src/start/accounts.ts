import { and, asc, count, eq, sql } from 'drizzle-orm';
import { initialStudentPassword } from '../core/student-accounts.ts';
import { schoolStudent, sysRole, sysTenant, sysUser, sysUserRole, sysUserTenant } from '../db/schema.ts';
import type { Db } from '../db/types.ts';

export type Account = {
  username: string;
  realname: string;
  /** `心苗示范大学 (1000)`, every school the account belongs to. */
  schools: string;
  roles: string;
  student: boolean;
  /** A student's initial password while it is still unchanged; null for staff and changed ones. */
  initialPassword: string | null;
};

export type AccountListing = { accounts: Account[]; more: number };

/** Enough to sign in as every role of the demo; a demo grown by imports is summarised. */
const LISTED = 20;

/** The accounts a start-up lists (staff first), read from the database, whoever seeded them. */
export async function listAccounts(db: Db, limit = LISTED): Promise<AccountListing> {
  const isStudent = sql<boolean>`coalesce(${sysUser.userIdentity} = 1, false)`;
  const rows = await db
    .select({
      username: sysUser.username,
      realname: sysUser.realname,
      student: isStudent,
      mustChange: sysUser.pwdChangeRequired,
      schools: sql<string>`coalesce((select string_agg(${sysTenant.name} || ' (' || ${sysTenant.id} || ')', ', ' order by ${sysTenant.id})
        from ${sysUserTenant} join ${sysTenant} on ${sysTenant.id} = ${sysUserTenant.tenantId}
        where ${sysUserTenant.userId} = ${sysUser.id}), '')`,
      roles: sql<string>`coalesce((select string_agg(distinct ${sysRole.roleName}, ', ')
        from ${sysUserRole} join ${sysRole} on ${sysRole.id} = ${sysUserRole.roleId}
        where ${sysUserRole.userId} = ${sysUser.id}), '')`,
      studentNo: schoolStudent.studentNo,
      idCard: schoolStudent.idCard,
    })
    .from(sysUser)
    .leftJoin(schoolStudent, and(eq(schoolStudent.userId, sysUser.id), eq(schoolStudent.delFlag, 0)))
    .where(eq(sysUser.delFlag, 0))
    .orderBy(asc(isStudent), asc(sysUser.username))
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(sysUser).where(eq(sysUser.delFlag, 0));
  const accounts = rows.map(({ mustChange, studentNo, idCard, ...row }) => ({
    ...row,
    initialPassword:
      row.student && mustChange === 1 && studentNo !== null
        ? initialStudentPassword({ studentNo, idCard, name: row.realname })
        : null,
  }));
  return { accounts, more: Math.max(0, Number(total?.n ?? 0) - accounts.length) };
}
