import type { PermissionCode } from '@xinmiao/shared';
import { and, eq, inArray, isNotNull, not, sql } from 'drizzle-orm';
import {
  schoolStudent,
  sysPermission,
  sysRole,
  sysRolePermission,
  sysTenant,
  sysUserRole,
} from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { TenantDb } from './tenant-db.ts';

/** Every school's 学生 role: what a student account may do (the H5), and nothing of the console. */
export const STUDENT_ROLE = { code: 'student', name: '学生', dataScope: 'self' } as const;
export const STUDENT_CODES: readonly PermissionCode[] = ['screening:answer', 'course:learn'];

/** Holds nothing beyond what the 学生 role grants: a student's account (or one with no role at all). */
export function onlyStudentCodes(permissions: ReadonlySet<string>): boolean {
  return [...permissions].every((code) => (STUDENT_CODES as readonly string[]).includes(code));
}

/**
 * The school's 学生 role id, created with its grants when the school has none. Only the buttons are
 * granted, not their console pages: a student has no menu in the console.
 */
export async function studentRoleOf(db: Db, tenantId: number, actor: string): Promise<string> {
  const tdb = new TenantDb(db, tenantId, actor);
  const existing = await tdb.first(sysRole, eq(sysRole.roleCode, STUDENT_ROLE.code));
  if (existing) return existing.id;
  const buttons = await db
    .select({ id: sysPermission.id })
    .from(sysPermission)
    .where(
      and(
        eq(sysPermission.menuType, 2),
        eq(sysPermission.delFlag, 0),
        inArray(sysPermission.perms, [...STUDENT_CODES]),
      ),
    );
  return tdb.transaction(async (t) => {
    const [roleId = ''] = await t.insert(sysRole, {
      roleName: STUDENT_ROLE.name,
      roleCode: STUDENT_ROLE.code,
      dataScope: STUDENT_ROLE.dataScope,
      description: '学生账号（学生端测评）',
    });
    await t.insert(
      sysRolePermission,
      buttons.map((b) => ({ roleId, permissionId: b.id })),
    );
    return roleId;
  });
}

/** Puts every student account of the school that is not in the role yet into it. */
export function joinStudentRole(tdb: TenantDb, roleId: string): Promise<number> {
  const members = tdb
    .select({ id: sysUserRole.userId })
    .from(sysUserRole)
    .where(eq(sysUserRole.roleId, roleId));
  return tdb.insertSelect(
    sysUserRole,
    tdb
      .select({ userId: schoolStudent.userId, roleId: sql<string>`${roleId}::text` })
      .from(schoolStudent)
      .where(and(isNotNull(schoolStudent.userId), not(tdb.inSelect(schoolStudent.userId, members)))),
  );
}

/**
 * At start-up: a school that predates the 学生 role gets it, with every student account it already
 * has. A school that has the role keeps it as it is (its grants and members are its own choice).
 * Returns how many schools were given the role.
 */
export async function ensureStudentRoles(db: Db): Promise<number> {
  const hasRole = db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(eq(sysRole.tenantId, sysTenant.id), eq(sysRole.roleCode, STUDENT_ROLE.code)));
  const missing = await db
    .select({ id: sysTenant.id })
    .from(sysTenant)
    .where(and(eq(sysTenant.delFlag, 0), eq(sysTenant.kind, 'school'), sql`not exists (${hasRole})`));
  for (const tenant of missing) {
    const roleId = await studentRoleOf(db, tenant.id, 'system');
    await joinStudentRole(new TenantDb(db, tenant.id, 'system'), roleId);
  }
  return missing.length;
}
