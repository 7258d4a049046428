import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { sysDepart, sysUserDepart } from '../../db/schema.ts';
import type { DepartRow } from './user-info.ts';

/** The user's departments in the tenant `tdb` is bound to. */
export async function userDeparts(tdb: TenantDb, userId: string): Promise<DepartRow[]> {
  const links = await tdb.list(sysUserDepart, { where: eq(sysUserDepart.userId, userId) });
  if (!links.length) return [];
  return tdb.list(sysDepart, {
    where: and(
      inArray(
        sysDepart.id,
        links.map((l) => l.depId),
      ),
      eq(sysDepart.delFlag, 0),
    ),
    orderBy: [asc(sysDepart.orgCode)],
  });
}

/**
 * JeecgBoot `multi_depart`: 0 none (org code cleared), 1 exactly one (use it), 2 several (keep the
 * previous code if still valid, else the requested one, else the first).
 */
export function pickDepart(
  departs: DepartRow[],
  previous: string | null,
  requested: string | undefined,
): { multi: 0 | 1 | 2; orgCode: string | null } {
  if (departs.length === 0) return { multi: 0, orgCode: null };
  if (departs.length === 1) return { multi: 1, orgCode: departs[0]?.orgCode ?? null };
  const has = (code: string | null | undefined) => !!code && departs.some((d) => d.orgCode === code);
  const orgCode = has(previous)
    ? previous
    : has(requested)
      ? (requested ?? null)
      : (departs[0]?.orgCode ?? null);
  return { multi: 2, orgCode };
}
