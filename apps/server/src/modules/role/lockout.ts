import { ROLE_ADMIN_CODES, ROLE_MESSAGES } from '@xinmiao/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import {
  sysDepartRolePermission,
  sysDepartRoleUser,
  sysPermission,
  sysRolePermission,
  sysUserRole,
} from '../../db/schema.ts';

/** The role-admin codes `userId` holds through roles and department roles, as `tdb` sees them. */
async function adminCodesOf(tdb: TenantDb, userId: string): Promise<Set<string>> {
  const viaRoles = await tdb
    .select({ perms: sysPermission.perms })
    .from(sysRolePermission)
    .innerJoin(sysUserRole, eq(sysUserRole.roleId, sysRolePermission.roleId))
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(
      and(
        eq(sysUserRole.userId, userId),
        eq(sysPermission.delFlag, 0),
        eq(sysPermission.status, 1),
        inArray(sysPermission.perms, [...ROLE_ADMIN_CODES]),
      ),
    );
  const viaDeparts = await tdb
    .select({ perms: sysPermission.perms })
    .from(sysDepartRolePermission)
    .innerJoin(sysDepartRoleUser, eq(sysDepartRoleUser.droleId, sysDepartRolePermission.roleId))
    .innerJoin(sysPermission, eq(sysPermission.id, sysDepartRolePermission.permissionId))
    .where(
      and(
        eq(sysDepartRoleUser.userId, userId),
        eq(sysPermission.delFlag, 0),
        eq(sysPermission.status, 1),
        inArray(sysPermission.perms, [...ROLE_ADMIN_CODES]),
      ),
    );
  return new Set([...viaRoles, ...viaDeparts].map((r) => r.perms ?? ''));
}

/**
 * Runs a role change in one transaction and refuses it (rolled back) when it would take from the
 * acting administrator a role-admin code they hold now: nobody could then undo it from the console.
 */
export async function withoutLockout<R>(ctx: AuthCtx, change: (tdb: TenantDb) => Promise<R>): Promise<R> {
  return ctx.db.transaction(async (tdb) => {
    const result = await change(tdb);
    const held = ROLE_ADMIN_CODES.filter((code) => ctx.permissions.has(code));
    if (held.length) {
      const after = await adminCodesOf(tdb, ctx.userId);
      if (held.some((code) => !after.has(code))) throw new AppError(ROLE_MESSAGES.lockout);
    }
    return result;
  });
}
