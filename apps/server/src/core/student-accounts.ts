import { CLINICAL_PERMISSIONS, STUDENT_ACCOUNT_MESSAGES } from '@xinmiao/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { newId } from '../db/ids.ts';
import { sysPermission, sysRolePermission, sysUser, sysUserRole, sysUserTenant } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { AppError } from './errors.ts';
import { randomInitialPassword } from './initial-password.ts';
import { hashPassword } from './password.ts';
import { studentRoleOf } from './student-role.ts';
import { bulkInsertStatements } from './tenancy/bulk-insert.ts';
import { TenantDb } from './tenant-db.ts';

export type StudentAccountRequest = { studentNo: string; name: string; idCard: string | null };

/** A new account and its initial password, which exists only until the account slip is printed. */
export type IssuedAccount = { userId: string; password: string };

/** Hashes with a bounded number in flight (scrypt runs on libuv's pool). */
export async function hashAll(passwords: readonly string[], inFlight = 4): Promise<string[]> {
  const out: string[] = new Array(passwords.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < passwords.length; i = next++) out[i] = await hashPassword(passwords[i] ?? '');
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return out;
}

/**
 * Refuses when the school's 学生 role holds a clinical permission. Every other path that makes a
 * member of a clinical role waits for a second approver (decisions §44); new student accounts join
 * this role by themselves, in bulk, so the role may confer none (a grant to it approved earlier, or
 * data from before the rule) rather than have every new student open a compartment unapproved.
 */
async function refuseClinicalStudentRole(db: Db, tenantId: number, roleId: string): Promise<void> {
  const clinical = await new TenantDb(db, tenantId, 'system')
    .select({ name: sysPermission.name })
    .from(sysRolePermission)
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(
      and(
        eq(sysRolePermission.roleId, roleId),
        eq(sysPermission.delFlag, 0),
        inArray(sysPermission.perms, [...CLINICAL_PERMISSIONS]),
      ),
    );
  if (clinical.length)
    throw new AppError(
      STUDENT_ACCOUNT_MESSAGES.clinicalStudentRole(clinical.map((row) => row.name).join('、')),
    );
}

/**
 * Creates the school's accounts (username = 学号, tenant-owned `sys_user` plus membership) for the
 * students that have none, in bulk, in one transaction. A 学号 already taken by another account of
 * the school is left alone (never linked). Each new account joins the school's 学生 role, which is
 * what lets it answer on the H5 (refused while that role holds a clinical permission). The initial password is random (`passwordOf` only for the demo
 * seed) and must be changed at the first sign-in; only its hash is stored, so the caller hands it
 * out now (the account slip). Returns 学号 → the new account.
 */
export async function createStudentAccounts(
  db: Db,
  tenantId: number,
  actor: string,
  students: readonly StudentAccountRequest[],
  passwordOf: (studentNo: string) => string = randomInitialPassword,
): Promise<Map<string, IssuedAccount>> {
  if (students.length === 0) return new Map();
  const numbers = students.map((s) => s.studentNo);
  const taken = await db
    .select({ username: sysUser.username })
    .from(sysUser)
    .where(and(eq(sysUser.tenantId, tenantId), inArray(sysUser.username, numbers)));
  const takenNames = new Set(taken.map((t) => t.username));
  const fresh = students.filter((s) => !takenNames.has(s.studentNo));
  const roleId = await studentRoleOf(db, tenantId, actor);
  // Before any password exists: a refusal loses none.
  await refuseClinicalStudentRole(db, tenantId, roleId);
  const passwords = fresh.map((s) => passwordOf(s.studentNo));
  const hashes = await hashAll(passwords);
  const users = fresh.map((s, i) => ({
    id: newId(),
    tenantId,
    username: s.studentNo,
    realname: s.name,
    password: hashes[i] ?? '',
    workNo: s.studentNo,
    userIdentity: 1,
    pwdChangeRequired: 1,
    loginTenantId: tenantId,
    createBy: actor,
  }));
  await db.transaction(async (tx) => {
    for (const statement of bulkInsertStatements(sysUser, users, 'nothing')) await tx.execute(statement);
    const tdb = new TenantDb(tx, tenantId, actor);
    await tdb.insert(
      sysUserTenant,
      users.map((u) => ({ userId: u.id, status: 1 })),
    );
    await tdb.insert(
      sysUserRole,
      users.map((u) => ({ userId: u.id, roleId })),
    );
  });
  return new Map(users.map((u, i) => [u.username, { userId: u.id, password: passwords[i] ?? '' }]));
}
