import { and, eq, like } from 'drizzle-orm';
import {
  sysDepartRolePermission,
  sysDepartRoleUser,
  sysPermission,
  sysRolePermission,
  sysUserRole,
} from '../db/schema.ts';
import { tenantMembers } from './members.ts';
import { likeContains } from './query.ts';
import type { TenantDb } from './tenant-db.ts';

/**
 * Active members of the tenant who hold button code `code` through a role or a department role:
 * whom a workflow alerts ("everyone who triages warnings"), rather than a hard-coded list of users.
 */
export async function permissionHolders(db: TenantDb, code: string): Promise<string[]> {
  const live = and(
    eq(sysPermission.menuType, 2),
    eq(sysPermission.delFlag, 0),
    eq(sysPermission.status, 1),
    like(sysPermission.perms, likeContains(code)),
  );
  const viaRoles = await db
    .select({ userId: sysUserRole.userId, perms: sysPermission.perms })
    .from(sysUserRole)
    .innerJoin(sysRolePermission, eq(sysRolePermission.roleId, sysUserRole.roleId))
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(live);
  const viaDeparts = await db
    .select({ userId: sysDepartRoleUser.userId, perms: sysPermission.perms })
    .from(sysDepartRoleUser)
    .innerJoin(sysDepartRolePermission, eq(sysDepartRolePermission.roleId, sysDepartRoleUser.droleId))
    .innerJoin(sysPermission, eq(sysPermission.id, sysDepartRolePermission.permissionId))
    .where(live);
  const ids = [...viaRoles, ...viaDeparts]
    .filter((row) => (row.perms ?? '').split(',').includes(code))
    .map((row) => row.userId);
  if (ids.length === 0) return [];
  const members = await tenantMembers(db, [...new Set(ids)]);
  return members.map((m) => m.id);
}
