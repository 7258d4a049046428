import {
  type CatalogPage,
  describePermission,
  isClinicalPermission,
  MENU_CATALOG,
  type PermissionCode,
} from '@xinmiao/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ofSchool } from '../core/permissions.ts';
import { STUDENT_CODES, STUDENT_ROLE } from '../core/student-role.ts';
import { newId } from '../db/ids.ts';
import { sysPermission, sysRole, sysRolePermission } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import { BUILT_IN_ROLE_CODES } from './demo-schools.ts';

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
        isLeaf: true,
        keepAlive: false,
        hidden: false,
        createBy: 'system',
      });
    });
    rowsFor(page.children ?? [], id, out, seen);
  });
}

export type SyncResult = CatalogIds & {
  /** Whether any row was added, changed or retired (permission caches must then be dropped). */
  changed: boolean;
};

// The fields the catalogue owns. Schools never edit these rows: their changes live in the
// per-tenant overlay (decisions §21), so a sync may overwrite them.
const OWNED = [
  'parentId',
  'name',
  'url',
  'component',
  'redirect',
  'menuType',
  'perms',
  'sortNo',
  'icon',
  'isRoute',
  'isLeaf',
  'keepAlive',
  'hidden',
] as const;

function differs(row: Row, existing: typeof sysPermission.$inferSelect): boolean {
  if (existing.delFlag !== 0) return true;
  return OWNED.some((key) => (row[key] ?? null) !== (existing[key] ?? null));
}

/**
 * Brings `sys_permission` in line with MENU_CATALOG (menus matched by url, buttons by code): missing
 * entries are added and granted to every tenant's `admin` role (a student code also to its 学生
 * role, a code the seed gives a built-in role to that role), changed ones are updated, and rows that left the catalogue are retired (del_flag 1; grants
 * kept, so an entry that comes back returns with them).
 */
export async function syncCatalog(db: Db): Promise<SyncResult> {
  const wanted: Row[] = [];
  rowsFor(MENU_CATALOG, null, wanted, new Set());
  // A school's generated rows (its online forms') are not the catalogue's to retire.
  const existing = await db.select().from(sysPermission).where(isNull(sysPermission.ownerTenantId));
  const menuRows = new Map(existing.filter((p) => p.menuType !== 2 && p.url).map((p) => [p.url ?? '', p]));
  const buttonRows = new Map(
    existing.filter((p) => p.menuType === 2 && p.perms).map((p) => [p.perms ?? '', p]),
  );

  const idRemap = new Map<string, string>();
  const kept = new Set<string>();
  const added: Row[] = [];
  let changed = false;
  for (const row of wanted) {
    const parentId = row.parentId ? (idRemap.get(row.parentId) ?? row.parentId) : null;
    const next = { ...row, parentId };
    const known = row.menuType === 2 ? buttonRows.get(row.perms ?? '') : menuRows.get(row.url ?? '');
    if (!known) {
      added.push(next);
      continue;
    }
    idRemap.set(row.id ?? '', known.id);
    kept.add(known.id);
    if (differs(next, known)) {
      const { id: _ignored, createBy: _creator, ...fields } = next;
      await db
        .update(sysPermission)
        .set({ ...fields, delFlag: 0, updateBy: 'system', updateTime: new Date() })
        .where(eq(sysPermission.id, known.id));
      changed = true;
    }
  }
  const retired = existing.filter((p) => p.delFlag === 0 && !kept.has(p.id)).map((p) => p.id);
  if (retired.length) {
    await db
      .update(sysPermission)
      .set({ delFlag: 1, updateBy: 'system', updateTime: new Date() })
      .where(inArray(sysPermission.id, retired));
    changed = true;
  }
  if (added.length) {
    await db.insert(sysPermission).values(added);
    const admins = await db.select().from(sysRole).where(eq(sysRole.roleCode, 'admin'));
    const students = await db.select().from(sysRole).where(eq(sysRole.roleCode, STUDENT_ROLE.code));
    const builtIn = await db
      .select()
      .from(sysRole)
      .where(inArray(sysRole.roleCode, [...BUILT_IN_ROLE_CODES.keys()]));
    const studentCodes = new Set<string>(STUDENT_CODES);
    const grant = (roles: (typeof admins)[number][], rows: Row[]) =>
      roles.flatMap((role) =>
        rows.map((p) => ({
          id: newId(),
          tenantId: role.tenantId,
          roleId: role.id,
          permissionId: p.id ?? '',
        })),
      );
    const grants = [
      ...grant(
        admins,
        added.filter((p) => !isClinicalPermission(p.perms)),
      ),
      // A new student code (the H5's next feature) reaches every school's 学生 role, once.
      ...grant(
        students,
        added.filter((p) => p.menuType === 2 && studentCodes.has(p.perms ?? '')),
      ),
      // A new code the seed gives a built-in role (the 生涯导师's counselling:booking:career) reaches
      // that role in every school, once; clinical grants still go through a second approver.
      ...builtIn.flatMap((role) =>
        grant(
          [role],
          added.filter(
            (p) =>
              p.menuType === 2 &&
              !isClinicalPermission(p.perms) &&
              (BUILT_IN_ROLE_CODES.get(role.roleCode ?? '')?.has(p.perms ?? '') ?? false),
          ),
        ),
      ),
    ];
    if (grants.length) await db.insert(sysRolePermission).values(grants).onConflictDoNothing();
    changed = true;
  }
  const menus = new Map<string, string>();
  const buttons = new Map<string, string>();
  for (const row of wanted) {
    const id = idRemap.get(row.id ?? '') ?? row.id ?? '';
    if (row.menuType === 2) buttons.set(row.perms ?? '', id);
    else menus.set(row.url ?? '', id);
  }
  return { menus, buttons, changed };
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

/**
 * Every catalogue id (menus and buttons) and the school's own forms' rows, but the clinical grants,
 * for a role that is granted everything (an administrator): clinical grants go to the centre,
 * through a second approver.
 */
export async function allPermissionIds(db: Db, tenantId: number): Promise<string[]> {
  const rows = await db
    .select({ id: sysPermission.id, perms: sysPermission.perms })
    .from(sysPermission)
    .where(and(eq(sysPermission.delFlag, 0), ofSchool(tenantId)));
  return rows.filter((r) => !isClinicalPermission(r.perms)).map((r) => r.id);
}
