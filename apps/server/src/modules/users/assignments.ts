import { UserMsg } from '@xinmiao/shared';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { idList } from '../../core/id-list.ts';
import type { ModuleServices } from '../../core/module-services.ts';
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
import { holdClinicalMemberships } from '../role/index.ts';

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

/** Who changes a user's roles, and the services a clinical membership request needs. */
export type RoleChanger = {
  actor: Pick<AuthCtx, 'userId' | 'username'>;
  services: Pick<ModuleServices, 'notifier'>;
};

/**
 * Replaces the user's roles in this tenant. A role newly given that confers clinical permissions
 * waits for a second approver instead (role module, `holdClinicalMemberships`); returns whether one did.
 */
export async function setRoles(
  db: TenantDb,
  userId: string,
  roleIds: readonly string[],
  by: RoleChanger,
): Promise<boolean> {
  const current = (await db.list(sysUserRole, { where: eq(sysUserRole.userId, userId) })).map(
    (r) => r.roleId,
  );
  const added = roleIds.filter((id) => !current.includes(id));
  const roles = added.length ? await db.list(sysRole, { where: inArray(sysRole.id, added) }) : [];
  const hold = await holdClinicalMemberships(
    by.actor,
    db,
    by.services,
    userId,
    roles.map((role) => ({ kind: 'role' as const, roleId: role.id, roleName: role.roleName })),
  );
  const joining = new Set(hold.joinNow.map((target) => target.roleId));
  await db.delete(sysUserRole, eq(sysUserRole.userId, userId));
  await db.insert(
    sysUserRole,
    roleIds.filter((id) => current.includes(id) || joining.has(id)).map((roleId) => ({ userId, roleId })),
  );
  return hold.held;
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
