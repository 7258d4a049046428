import type { TenantKind } from '@xinmiao/shared';
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

/**
 * The school's read-only grace period (费用管理): its last service contract has ended and its term
 * has not. Null outside it. Read on every state-changing request, so one primary-key lookup.
 */
export async function graceOf(
  db: Db,
  tenantId: number,
  now = new Date(),
): Promise<{ from: Date; until: Date | null } | null> {
  const [row] = await db
    .select({ from: sysTenant.readOnlyFrom, until: sysTenant.endDate })
    .from(sysTenant)
    .where(eq(sysTenant.id, tenantId));
  return row?.from && row.from <= now ? { from: row.from, until: row.until } : null;
}

const kinds = new Map<number, TenantKind>();

/**
 * Whether the tenant is a school or a 教育局. The kind never changes after 新增, so it is read once
 * per process and kept: the route guard asks on every signed-in request.
 */
export async function tenantKindOf(db: Db, tenantId: number): Promise<TenantKind> {
  const known = kinds.get(tenantId);
  if (known) return known;
  const [row] = await db.select({ kind: sysTenant.kind }).from(sysTenant).where(eq(sysTenant.id, tenantId));
  const kind: TenantKind = row?.kind === 'region' ? 'region' : 'school';
  if (row) kinds.set(tenantId, kind);
  return kind;
}
