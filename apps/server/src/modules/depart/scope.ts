import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { sysDepart, sysUserDepart } from '../../db/schema.ts';
import type { DepartRow } from './records.ts';

/** The live departments of the tenant, optionally narrowed by `where`. */
export function departs(db: TenantDb, where?: SQL): Promise<DepartRow[]> {
  return db.list(sysDepart, { where });
}

/**
 * The user's departments and every department below them (org codes share the prefix), for
 * 我的部门 trees and searches.
 */
export async function ownDepartsAndBelow(db: TenantDb, userId: string): Promise<DepartRow[]> {
  const links = await db.list(sysUserDepart, { where: eq(sysUserDepart.userId, userId) });
  if (!links.length) return [];
  const own = await departs(
    db,
    inArray(
      sysDepart.id,
      links.map((l) => l.depId),
    ),
  );
  if (!own.length) return [];
  return departs(db, or(...own.map((d) => sql`starts_with(${sysDepart.orgCode}, ${d.orgCode})`)));
}

/** Ids among `ids` that have at least one live child department. */
export async function withChildren(db: TenantDb, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ parentId: sysDepart.parentId })
    .from(sysDepart)
    .where(inArray(sysDepart.parentId, [...ids]))
    .groupBy(sysDepart.parentId);
  return new Set(rows.flatMap((r) => (r.parentId ? [r.parentId] : [])));
}
