import { and, asc, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { sysTenant, sysUserTenant } from '../db/schema.ts';
import type { Db } from '../db/types.ts';

/** `inTerm`: now lies within the tenant's validity dates (either end may be open). */
export type TenantBrief = { id: number; name: string; status: number; inTerm: boolean };

/** The tenant's `begin_date`/`end_date` hold now; outside them nobody signs in to it. */
export function tenantInTerm(): SQL {
  return and(
    or(isNull(sysTenant.beginDate), lte(sysTenant.beginDate, sql`now()`)),
    or(isNull(sysTenant.endDate), gte(sysTenant.endDate, sql`now()`)),
  ) as SQL;
}

/** Tenants the user is an active member of, including frozen and out-of-term ones (callers filter). */
export async function userTenants(db: Db, userId: string): Promise<TenantBrief[]> {
  return db
    .select({
      id: sysTenant.id,
      name: sysTenant.name,
      status: sysTenant.status,
      inTerm: sql<boolean>`coalesce(${tenantInTerm()}, false)`.mapWith(Boolean),
    })
    .from(sysUserTenant)
    .innerJoin(sysTenant, eq(sysTenant.id, sysUserTenant.tenantId))
    .where(and(eq(sysUserTenant.userId, userId), eq(sysUserTenant.status, 1), eq(sysTenant.delFlag, 0)))
    .orderBy(asc(sysTenant.id));
}

/** A tenant the user may work in now: live membership, tenant not frozen, within its dates. */
export const usable = (t: TenantBrief): boolean => t.status === 1 && t.inTerm;

/** The same rule as `usable` for a tenant row, judged by this server's clock. */
export function isUsableNow(
  t: { status: number; beginDate: Date | null; endDate: Date | null },
  now = new Date(),
): boolean {
  return t.status === 1 && (!t.beginDate || t.beginDate <= now) && (!t.endDate || t.endDate >= now);
}

export async function isActiveMember(db: Db, userId: string, tenantId: number): Promise<boolean> {
  const tenants = await userTenants(db, userId);
  return tenants.some((t) => t.id === tenantId && usable(t));
}
