import { FORM_BUTTONS, FORM_LIST_PATH, type FormButton, formPermissionCode } from '@xinmiao/shared';
import { and, eq, isNull, or } from 'drizzle-orm';
import { newId } from '../db/ids.ts';
import { onlForm, sysPermission, sysRole, sysRolePermission } from '../db/schema.ts';
import type { Db } from '../db/types.ts';
import type { TenantDb } from './tenant-db.ts';

type FormRow = typeof onlForm.$inferSelect;

/** JeecgBoot's list views of an online form: the tree list for a tree form, else the plain one. */
const listComponent = (form: FormRow) =>
  form.tree
    ? 'modules/online/cgform/auto/tree/OnlCgformTreeList'
    : 'modules/online/cgform/auto/OnlCgformAutoList';

export const formMenuUrl = (code: string) => `${FORM_LIST_PATH}/${code}`;

/** The perms of a generated button: the data routes' shared gate, then the form's own code. */
export const formButtonPerms = (formId: string, button: FormButton) =>
  `online:formData:${button},${formPermissionCode(formId, button)}`;

/** A form's generated menu, found by its list button (the form's code may be gone with it). */
async function menuOf(db: Db, tenantId: number, formId: string) {
  const [list] = await db
    .select({ parentId: sysPermission.parentId })
    .from(sysPermission)
    .where(
      and(
        eq(sysPermission.ownerTenantId, tenantId),
        eq(sysPermission.perms, formButtonPerms(formId, 'list')),
      ),
    );
  if (!list?.parentId) return undefined;
  const [menu] = await db
    .select()
    .from(sysPermission)
    .where(and(eq(sysPermission.ownerTenantId, tenantId), eq(sysPermission.id, list.parentId)));
  return menu;
}

async function createRows(db: Db, tdb: TenantDb, form: FormRow): Promise<void> {
  const [designer] = await db
    .select()
    .from(sysPermission)
    .where(and(isNull(sysPermission.ownerTenantId), eq(sysPermission.url, '/online/cgform')));
  const menuId = newId();
  const buttons = (Object.keys(FORM_BUTTONS) as FormButton[]).map((button, index) => ({
    id: newId(),
    ownerTenantId: form.tenantId,
    parentId: menuId,
    name: FORM_BUTTONS[button],
    menuType: 2,
    perms: formButtonPerms(form.id, button),
    sortNo: index + 1,
    isRoute: false,
    createBy: tdb.actor,
  }));
  await db.insert(sysPermission).values([
    {
      id: menuId,
      ownerTenantId: form.tenantId,
      parentId: designer?.parentId ?? null,
      name: form.name,
      url: formMenuUrl(form.code),
      component: listComponent(form),
      menuType: designer?.parentId ? 1 : 0,
      sortNo: (designer?.sortNo ?? 0) + 0.5,
      isLeaf: false,
      createBy: tdb.actor,
    },
    ...buttons,
  ]);
  // The creating school's administrators get the form at once; other roles through 角色授权.
  const admins = await tdb.list(sysRole, { where: eq(sysRole.roleCode, 'admin') });
  const grants = admins.flatMap((role) =>
    [menuId, ...buttons.map((b) => b.id)].map((permissionId) => ({ roleId: role.id, permissionId })),
  );
  if (grants.length) await tdb.insert(sysRolePermission, grants);
}

/**
 * Brings the generated menu and buttons of a school's form in line with the form after a change in
 * the same transaction: created with the form (granted to the school's `admin` role), renamed with
 * it, removed with it (its grants go by the foreign key). A sub-table has none of its own.
 */
export async function syncFormPermissions(db: Db, tdb: TenantDb, formId: string): Promise<void> {
  const form = await tdb.first(onlForm, eq(onlForm.id, formId));
  const menu = await menuOf(db, tdb.tenantId, formId);
  if (!form || form.mainFormId) {
    if (menu) {
      await db
        .delete(sysPermission)
        .where(
          and(
            eq(sysPermission.ownerTenantId, tdb.tenantId),
            or(eq(sysPermission.id, menu.id), eq(sysPermission.parentId, menu.id)),
          ),
        );
    }
    return;
  }
  if (!menu) return createRows(db, tdb, form);
  if (menu.name !== form.name || menu.component !== listComponent(form)) {
    await db
      .update(sysPermission)
      .set({ name: form.name, component: listComponent(form), updateBy: tdb.actor, updateTime: new Date() })
      .where(eq(sysPermission.id, menu.id));
  }
}
