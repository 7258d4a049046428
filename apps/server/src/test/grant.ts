import { formPermissionCode, type PermissionCode } from '@xinmiao/shared';
import { and, eq, inArray, like } from 'drizzle-orm';
import { TenantDb } from '../core/tenant-db.ts';
import { onlForm, sysPermission, sysRole, sysRolePermission } from '../db/schema.ts';
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

/** Grants a role all the buttons generated for one of its school's online forms (and the form's menu). */
export async function grantFormToRole(
  t: Pick<TestApp, 'db' | 'services'>,
  tenantId: number,
  roleCode: string,
  formCode: string,
): Promise<void> {
  const tdb = new TenantDb(t.db, tenantId);
  const role = await tdb.first(sysRole, eq(sysRole.roleCode, roleCode));
  const form = await tdb.first(onlForm, eq(onlForm.code, formCode));
  if (!role || !form) throw new Error(`no role ${roleCode} or form ${formCode} in tenant ${tenantId}`);
  const buttons = await t.db
    .select({ id: sysPermission.id, parentId: sysPermission.parentId })
    .from(sysPermission)
    .where(
      and(
        eq(sysPermission.ownerTenantId, tenantId),
        like(sysPermission.perms, `%,${formPermissionCode(form.id, 'list').replace(/:list$/, ':')}%`),
      ),
    );
  const ids = [
    ...new Set([...buttons.map((b) => b.id), ...buttons.flatMap((b) => (b.parentId ? [b.parentId] : []))]),
  ];
  await tdb.insert(
    sysRolePermission,
    ids.map((permissionId) => ({ roleId: role.id, permissionId })),
  );
  await t.services.permissions.invalidateTenant(tenantId);
}
