import { REGION_ACCESS, REGION_PAGES, REGION_ROLE } from '@xinmiao/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { sysPermission, sysRole, sysRolePermission } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { TenantDb } from './tenant-db.ts';

/**
 * The 教育局 role of a region tenant, created with its grants when it has none: the region pages
 * (with the menus above them, so the menu tree shows them) and the region buttons.
 */
export async function regionRoleOf(db: Db, tenantId: number, actor: string): Promise<string> {
  const tdb = new TenantDb(db, tenantId, actor);
  const existing = await tdb.first(sysRole, eq(sysRole.roleCode, REGION_ROLE.code));
  if (existing) return existing.id;
  const rows = await db
    .select({ id: sysPermission.id, parentId: sysPermission.parentId, url: sysPermission.url })
    .from(sysPermission)
    .where(eq(sysPermission.delFlag, 0));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const granted = new Set<string>();
  for (const page of rows.filter((r) => REGION_PAGES.includes(r.url ?? ''))) {
    for (let at: typeof page | undefined = page; at && !granted.has(at.id); at = byId.get(at.parentId ?? ''))
      granted.add(at.id);
  }
  const buttons = await db
    .select({ id: sysPermission.id })
    .from(sysPermission)
    .where(
      and(
        eq(sysPermission.delFlag, 0),
        eq(sysPermission.menuType, 2),
        inArray(sysPermission.perms, [...REGION_ACCESS]),
      ),
    );
  for (const b of buttons) granted.add(b.id);
  return tdb.transaction(async (t) => {
    const [roleId = ''] = await t.insert(sysRole, {
      roleName: REGION_ROLE.name,
      roleCode: REGION_ROLE.code,
      dataScope: REGION_ROLE.dataScope,
      description: '教育局账号（所辖学校的汇总统计）',
    });
    await t.insert(
      sysRolePermission,
      [...granted].map((permissionId) => ({ roleId, permissionId })),
    );
    return roleId;
  });
}
