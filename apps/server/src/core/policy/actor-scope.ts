import { type DataScope, isDataScope } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { sysDepart, sysRole, sysUser, sysUserDepart, sysUserRole, sysUserTenant } from '../../db/schema.ts';
import type { TenantDb } from '../tenant-db.ts';

/** What a signed-in user reaches in their tenant, for record-level policies. */
export type ActorScope = {
  /** Union of the user's roles' data scopes; empty when the user has no role. */
  scopes: ReadonlySet<DataScope>;
  /** Org codes of the departments the user belongs to (JeecgBoot codes: a child extends its parent's). */
  orgCodes: readonly string[];
  roleIds: readonly string[];
  realname: string;
};

export async function loadActorScope(db: TenantDb, userId: string): Promise<ActorScope> {
  const [roles, departs, [user]] = await Promise.all([
    db
      .select({ id: sysRole.id, dataScope: sysRole.dataScope })
      .from(sysUserRole)
      .innerJoin(sysRole, and(eq(sysRole.tenantId, sysUserRole.tenantId), eq(sysRole.id, sysUserRole.roleId)))
      .where(eq(sysUserRole.userId, userId)),
    db
      .select({ orgCode: sysDepart.orgCode })
      .from(sysUserDepart)
      .innerJoin(
        sysDepart,
        and(eq(sysDepart.tenantId, sysUserDepart.tenantId), eq(sysDepart.id, sysUserDepart.depId)),
      )
      .where(eq(sysUserDepart.userId, userId)),
    db
      .select({ realname: sysUser.realname })
      .from(sysUserTenant)
      .innerJoin(sysUser, eq(sysUser.id, sysUserTenant.userId))
      .where(eq(sysUserTenant.userId, userId))
      .limit(1),
  ]);
  const scopes = new Set<DataScope>();
  for (const role of roles) if (isDataScope(role.dataScope)) scopes.add(role.dataScope);
  return {
    scopes,
    orgCodes: departs.map((d) => d.orgCode),
    roleIds: roles.map((r) => r.id),
    realname: user?.realname ?? '',
  };
}
