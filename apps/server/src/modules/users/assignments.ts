import { UserMsg } from '@xinmiao/shared';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import { idList } from '../../core/id-list.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import {
  sysDepart,
  sysDepartRole,
  sysDepartRolePermission,
  sysDepartRoleUser,
  sysPermission,
  sysRole,
  sysRolePermission,
  sysUserDepart,
  sysUserRole,
} from '../../db/schema.ts';

/** The ids, all of them roles of this tenant, or an error naming the problem. */
export async function checkRoles(db: TenantDb, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found = await db.count(sysRole, inArray(sysRole.id, unique));
  if (found !== unique.length) throw new AppError(UserMsg.unknownRole);
  return unique;
}

/** The ids, all of them live departments of this tenant. */
export async function checkDeparts(db: TenantDb, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found = await db.count(sysDepart, inArray(sysDepart.id, unique));
  if (found !== unique.length) throw new AppError(UserMsg.unknownDepart);
  return unique;
}

/** Replaces the user's roles in this tenant. */
export async function setRoles(db: TenantDb, userId: string, roleIds: readonly string[]): Promise<void> {
  await db.delete(sysUserRole, eq(sysUserRole.userId, userId));
  await db.insert(
    sysUserRole,
    roleIds.map((roleId) => ({ userId, roleId })),
  );
}

/** Replaces the user's departments in this tenant; department roles of departments left go too. */
export async function setDeparts(db: TenantDb, userId: string, departIds: readonly string[]): Promise<void> {
  const left = db
    .select({ id: sysDepartRole.id })
    .from(sysDepartRole)
    .where(departIds.length ? notInArray(sysDepartRole.departId, [...departIds]) : undefined);
  await db.delete(
    sysDepartRoleUser,
    and(eq(sysDepartRoleUser.userId, userId), db.inSelect(sysDepartRoleUser.droleId, left)) ?? sql`false`,
  );
  await db.delete(sysUserDepart, eq(sysUserDepart.userId, userId));
  await db.insert(
    sysUserDepart,
    departIds.map((depId) => ({ userId, depId })),
  );
}

/**
 * The button codes a user would hold in this tenant after an edit of their assignments: `roleIds` as
 * their roles and `departIds` as their departments (each unchanged when undefined). Department roles
 * count only for departments kept, as `setDeparts` drops the others: what the lockout guard checks.
 */
export async function codesAfter(
  db: TenantDb,
  userId: string,
  change: { roleIds?: readonly string[]; departIds?: readonly string[] },
): Promise<Set<string>> {
  const live = and(eq(sysPermission.menuType, 2), eq(sysPermission.delFlag, 0), eq(sysPermission.status, 1));
  const roleIds =
    change.roleIds ??
    (await db.list(sysUserRole, { where: eq(sysUserRole.userId, userId) })).map((r) => r.roleId);
  const viaRoles = roleIds.length
    ? await db
        .select({ perms: sysPermission.perms })
        .from(sysRolePermission)
        .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
        .where(and(inArray(sysRolePermission.roleId, [...roleIds]), live))
    : [];
  const { departIds } = change;
  const viaDeparts =
    departIds && !departIds.length
      ? []
      : await db
          .select({ perms: sysPermission.perms })
          .from(sysDepartRoleUser)
          .innerJoin(sysDepartRole, eq(sysDepartRole.id, sysDepartRoleUser.droleId))
          .innerJoin(sysDepartRolePermission, eq(sysDepartRolePermission.roleId, sysDepartRoleUser.droleId))
          .innerJoin(sysPermission, eq(sysPermission.id, sysDepartRolePermission.permissionId))
          .where(
            and(
              eq(sysDepartRoleUser.userId, userId),
              departIds ? inArray(sysDepartRole.departId, [...departIds]) : undefined,
              live,
            ),
          );
  return new Set([...viaRoles, ...viaDeparts].flatMap((r) => idList(r.perms)));
}
