import type { PermissionCode } from '@xinmiao/shared';
import { eq, inArray } from 'drizzle-orm';
import { TenantDb } from '../core/tenant-db.ts';
import { sysPermission, sysRole, sysRolePermission } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';

/** Grants buttons to a role of one tenant, as 角色授权 would, and drops that tenant's cached sets. */
export async function grantToRole(
  t: Pick<TestApp, 'db' | 'services'>,
  tenantId: number,
  roleCode: string,
  codes: PermissionCode[],
): Promise<void> {
  const tdb = new TenantDb(t.db, tenantId);
  const role = await tdb.first(sysRole, eq(sysRole.roleCode, roleCode));
  if (!role) throw new Error(`no role ${roleCode} in tenant ${tenantId}`);
  const buttons = await t.db
    .select({ id: sysPermission.id })
    .from(sysPermission)
    .where(inArray(sysPermission.perms, codes));
  if (buttons.length !== codes.length) throw new Error(`unknown buttons among ${codes.join(',')}`);
  await tdb.insert(
    sysRolePermission,
    buttons.map((b) => ({ roleId: role.id, permissionId: b.id })),
  );
  await t.services.permissions.invalidateTenant(tenantId);
}
