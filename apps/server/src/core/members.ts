import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { sysUser, sysUserTenant } from '../db/schema.ts';
import type { TenantDb } from './tenant-db.ts';

export type Member = { id: string; username: string; realname: string };

/**
 * Active, undeleted members of the tenant (optionally only `ids`, and only those `also` matches on
 * `sys_user`), by username. `sys_user` is a platform table, so the tenant applies through
 * `sys_user_tenant`: another tenant's id is not found.
 */
export async function tenantMembers(db: TenantDb, ids?: readonly string[], also?: SQL): Promise<Member[]> {
  if (ids && ids.length === 0) return [];
  return db
    .select({ id: sysUser.id, username: sysUser.username, realname: sysUser.realname })
    .from(sysUserTenant)
    .innerJoin(sysUser, eq(sysUser.id, sysUserTenant.userId))
    .where(
      and(
        eq(sysUserTenant.status, 1),
        eq(sysUser.delFlag, 0),
        ids ? inArray(sysUser.id, [...ids]) : undefined,
        also,
      ),
    )
    .orderBy(asc(sysUser.username));
}

/** Real names of the given usernames within the tenant; unknown names map to themselves. */
export async function realNames(db: TenantDb, usernames: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(usernames)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ username: sysUser.username, realname: sysUser.realname })
    .from(sysUserTenant)
    .innerJoin(sysUser, eq(sysUser.id, sysUserTenant.userId))
    .where(inArray(sysUser.username, wanted));
  return new Map(rows.map((r) => [r.username, r.realname || r.username]));
}
