import { HOME_PATH, MENU_CATALOG, Msg, permissionRoutes, ResultCode, sessionRoutes } from '@xinmiao/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { fail, ok } from '../../core/envelope.ts';
import type { ModuleDefinition } from '../../core/module.ts';
import { ofSchool, type PermissionRow } from '../../core/permissions.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { sysPermission } from '../../db/schema.ts';
import { registerMenuAdmin } from './menu-admin-routes.ts';
import { registerMenuLevels } from './menu-level-routes.ts';
import { buildMenuTree, menuRowsOfTenant } from './menu-tree.ts';
import { withOverlay } from './overlay.ts';

const HOME_COMPONENT = MENU_CATALOG.find((page) => page.path === HOME_PATH)?.component ?? '';

/** JeecgBoot prepends the home page when no role grants it; its folder comes along. */
async function withHome(services: Services, rows: PermissionRow[]): Promise<PermissionRow[]> {
  if (rows.some((r) => r.url === HOME_PATH)) return rows;
  const [home] = await services.db
    .select()
    .from(sysPermission)
    .where(and(eq(sysPermission.url, HOME_PATH), eq(sysPermission.delFlag, 0)));
  if (!home) return rows;
  const parents = home.parentId
    ? await services.db
        .select()
        .from(sysPermission)
        .where(inArray(sysPermission.id, [home.parentId]))
    : [];
  return [...parents, home, ...rows];
}

function registerPermissionModule(r: Registrar, services: Services): void {
  r.route(sessionRoutes.userPermission, async (ctx) => {
    if (ctx.mustChangePassword) {
      // Vue3 opens its shell on an empty menu; the header's `verifyIzDefaultPwd` then opens its own
      // 修改密码 dialog. Every other console changes the password before asking (4101).
      if (ctx.console !== 'vue3')
        return fail(Msg.passwordChangeRequired, ResultCode.PASSWORD_CHANGE_REQUIRED);
      return ok({ menu: [], auth: [], allAuth: [], codeList: [], sysSafeMode: false });
    }
    const granted = await withOverlay(
      ctx.db,
      await withHome(services, await services.permissions.grantedRows(ctx.userId, ctx.tenantId)),
    );
    const buttons = granted.filter((p) => p.menuType === 2 && p.status === 1 && p.perms);
    const allButtons = await services.db
      .select()
      .from(sysPermission)
      .where(and(eq(sysPermission.menuType, 2), eq(sysPermission.delFlag, 0), ofSchool(ctx.tenantId)))
      .orderBy(sysPermission.sortNo);
    return ok({
      menu: buildMenuTree(
        menuRowsOfTenant(granted, ctx.tenantId, services.registry.platformPages),
        ctx.console,
      ),
      auth: buttons.map((b) => ({ action: b.perms ?? '', type: b.permsType, describe: b.name })),
      allAuth: allButtons.map((b) => ({
        action: b.perms ?? '',
        status: String(b.status),
        type: b.permsType,
        describe: b.name,
      })),
      codeList: buttons.map((b) => b.perms ?? ''),
      sysSafeMode: false,
    });
  });
  r.route(permissionRoutes.defaultIndex, async () =>
    ok({ url: HOME_PATH, component: HOME_COMPONENT, route: true }),
  );
  registerMenuAdmin(r, services);
  registerMenuLevels(r, services.permissions);
}

export const permissionModule: ModuleDefinition = {
  name: 'permission',
  platform: true,
  register: registerPermissionModule,
  pages: ['/system/permissions'],
};

// The public face: what other modules use of 菜单管理.
export { withOverlay } from './overlay.ts';
