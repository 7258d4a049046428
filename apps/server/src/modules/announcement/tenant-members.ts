import { and, eq, inArray } from 'drizzle-orm';
import { sysUser, sysUserTenant } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';

export type Member = { id: string; username: string; realname: string };

/**
 * Active, undeleted members of one tenant (optionally only `ids`). `sys_user` is global, so the
 * tenant is applied through `sys_user_tenant`: an id from another tenant is simply not found.
 */
export async function tenantMembers(db: Db, tenantId: number, ids?: readonly string[]): Promise<Member[]> {
  if (ids && ids.length === 0) return [];
  return db
    .select({ id: sysUser.id, username: sysUser.username, realname: sysUser.realname })
    .from(sysUserTenant)
    .innerJoin(sysUser, eq(sysUser.id, sysUserTenant.userId))
    .where(
      and(
        eq(sysUserTenant.tenantId, tenantId),
        eq(sysUserTenant.status, 1),
        eq(sysUser.delFlag, 0),
        ids ? inArray(sysUser.id, [...ids]) : undefined,
      ),
    );
}

/** Real names of the given usernames within a tenant; unknown names map to themselves. */
export async function realNames(
  db: Db,
  tenantId: number,
  usernames: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(usernames)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ username: sysUser.username, realname: sysUser.realname })
    .from(sysUserTenant)
    .innerJoin(sysUser, eq(sysUser.id, sysUserTenant.userId))
    .where(and(eq(sysUserTenant.tenantId, tenantId), inArray(sysUser.username, wanted)));
  return new Map(rows.map((r) => [r.username, r.realname || r.username]));
}

/** JeecgBoot's `user_ids`: comma-joined with a trailing comma; blanks and repeats dropped. */
export function splitUserIds(value: string | null | undefined): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

export function joinUserIds(ids: readonly string[]): string {
  return ids.length ? `${ids.join(',')},` : '';
}
