import { and, eq, like, or, sql } from 'drizzle-orm';
import {
  sysDepartRolePermission,
  sysDepartRoleUser,
  sysPermission,
  sysRolePermission,
  sysUser,
  sysUserRole,
} from '../db/schema.ts';
import { tenantMembers } from './members.ts';
import { likeContains } from './query.ts';
import type { TenantDb } from './tenant-db.ts';

/**
 * Active members of the tenant who hold button code `code` through a role or a department role:
 * whom a workflow alerts ("everyone who triages warnings"), rather than a hard-coded list of users.
 * One statement: it runs inside the request that raises the alert (a student's submit).
 */
export async function permissionHolders(db: TenantDb, code: string): Promise<string[]> {
  const live = and(
    eq(sysPermission.menuType, 2),
    eq(sysPermission.delFlag, 0),
    eq(sysPermission.status, 1),
    like(sysPermission.perms, likeContains(code)),
    // `perms` lists codes joined by commas; the LIKE above only narrows, this is the match.
    sql`${code} = any(string_to_array(${sysPermission.perms}, ','))`,
  );
  const viaRoles = db
    .select({ userId: sysUserRole.userId })
    .from(sysUserRole)
    .innerJoin(sysRolePermission, eq(sysRolePermission.roleId, sysUserRole.roleId))
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(live);
  const viaDeparts = db
    .select({ userId: sysDepartRoleUser.userId })
    .from(sysDepartRoleUser)
    .innerJoin(sysDepartRolePermission, eq(sysDepartRolePermission.roleId, sysDepartRoleUser.droleId))
    .innerJoin(sysPermission, eq(sysPermission.id, sysDepartRolePermission.permissionId))
    .where(live);
  const members = await tenantMembers(
    db,
    undefined,
    or(db.inSelect(sysUser.id, viaRoles), db.inSelect(sysUser.id, viaDeparts)),
  );
  return members.map((m) => m.id);
}
