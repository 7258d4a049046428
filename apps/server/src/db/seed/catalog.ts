import { type CatalogPage, describePermission, MENU_CATALOG, type PermissionCode } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { newId } from '../ids.ts';
import { sysPermission, sysRole, sysRolePermission } from '../schema.ts';
import type { Db } from '../types.ts';

export type CatalogIds = {
  /** Menu url → sys_permission id. */
  menus: Map<string, string>;
  /** Button code → sys_permission id. */
  buttons: Map<string, string>;
};

type Row = typeof sysPermission.$inferInsert;

function rowsFor(pages: CatalogPage[], parentId: string | null, out: Row[], seen: Set<string>): void {
  pages.forEach((page, index) => {
    const id = newId();
    const firstChild = page.children?.find((c) => !c.hidden);
    out.push({
      id,
      parentId,
      name: page.title,
      url: page.path,
      component: page.component,
      redirect: parentId === null ? (firstChild?.path ?? null) : null,
      menuType: parentId === null ? 0 : 1,
      sortNo: index + 1,
      icon: page.icon ?? null,
      isRoute: true,
      isLeaf: !page.children?.length && !page.buttons?.length,
      keepAlive: page.keepAlive ?? false,
      hidden: page.hidden ?? false,
      createBy: 'system',
    });
    (page.buttons ?? []).forEach((code: PermissionCode, b) => {
      if (seen.has(code)) return;
      seen.add(code);
      out.push({
        id: newId(),
        parentId: id,
        name: describePermission(code),
        menuType: 2,
        perms: code,
        permsType: '1',
        sortNo: b + 1,
        status: 1,
        isRoute: false,
        createBy: 'system',
      });
    });
    rowsFor(page.children ?? [], id, out, seen);
  });
}

/**
 * Brings `sys_permission` in line with MENU_CATALOG: entries missing from the table (matched by url
 * for menus, by code for buttons) are added, and every tenant's `admin` role is granted them.
 * Existing rows are left alone, so edits made in the console survive restarts.
 */
export async function syncCatalog(db: Db): Promise<CatalogIds> {
  const wanted: Row[] = [];
  rowsFor(MENU_CATALOG, null, wanted, new Set());
  const existing = await db.select().from(sysPermission);
  const menus = new Map(existing.filter((p) => p.menuType !== 2 && p.url).map((p) => [p.url ?? '', p.id]));
  const buttons = new Map(
    existing.filter((p) => p.menuType === 2 && p.perms).map((p) => [p.perms ?? '', p.id]),
  );

  const idRemap = new Map<string, string>();
  const added: Row[] = [];
  for (const row of wanted) {
    const known = row.menuType === 2 ? buttons.get(row.perms ?? '') : menus.get(row.url ?? '');
    if (known) {
      idRemap.set(row.id ?? '', known);
      continue;
    }
    const parentId = row.parentId ? (idRemap.get(row.parentId) ?? row.parentId) : null;
    added.push({ ...row, parentId });
    if (row.menuType === 2) buttons.set(row.perms ?? '', row.id ?? '');
    else menus.set(row.url ?? '', row.id ?? '');
  }
  if (added.length) {
    await db.insert(sysPermission).values(added);
    const admins = await db.select().from(sysRole).where(eq(sysRole.roleCode, 'admin'));
    const grants = admins.flatMap((role) =>
      added.map((p) => ({ id: newId(), tenantId: role.tenantId, roleId: role.id, permissionId: p.id ?? '' })),
    );
    if (grants.length) await db.insert(sysRolePermission).values(grants).onConflictDoNothing();
  }
  return { menus, buttons };
}

/** The ids plus all their ancestors: a granted button brings its page and folder along. */
export async function withAncestors(db: Db, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: sysPermission.id, parentId: sysPermission.parentId })
    .from(sysPermission);
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  const out = new Set(ids);
  for (const id of ids) {
    let parent = parentOf.get(id);
    while (parent) {
      out.add(parent);
      parent = parentOf.get(parent);
    }
  }
  return [...out];
}

/** Every catalogue id (menus and buttons), for a role that is granted everything. */
export async function allPermissionIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: sysPermission.id })
    .from(sysPermission)
    .where(eq(sysPermission.delFlag, 0));
  return rows.map((r) => r.id);
}
