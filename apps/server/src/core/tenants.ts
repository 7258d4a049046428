import { and, asc, eq } from 'drizzle-orm';
import { sysTenant, sysUserTenant } from '../db/schema.ts';
import type { Db } from '../db/types.ts';

export type TenantBrief = { id: number; name: string; status: number };

/** Tenants the user is an active member of, including frozen tenants (callers filter by status). */
export async function userTenants(db: Db, userId: string): Promise<TenantBrief[]> {
  return db
    .select({ id: sysTenant.id, name: sysTenant.name, status: sysTenant.status })
    .from(sysUserTenant)
    .innerJoin(sysTenant, eq(sysTenant.id, sysUserTenant.tenantId))
    .where(and(eq(sysUserTenant.userId, userId), eq(sysUserTenant.status, 1), eq(sysTenant.delFlag, 0)))
    .orderBy(asc(sysTenant.id));
}

export async function isActiveMember(db: Db, userId: string, tenantId: number): Promise<boolean> {
  const tenants = await userTenants(db, userId);
  return tenants.some((t) => t.id === tenantId && t.status === 1);
}
