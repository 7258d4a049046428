import { type PermissionNode, permissionRoutes } from '@xinmiao/shared';
import { ok } from '../../core/envelope.ts';
import { uniqueIdList } from '../../core/id-list.ts';
import type { PermissionService } from '../../core/permissions.ts';
import type { Registrar } from '../../core/register-route.ts';
import { overlaidNodes } from './menu-admin-routes.ts';

const bySortNo = (a: PermissionNode, b: PermissionNode) => a.sortNo - b.sortNo;

/**
 * JeecgBoot Vue2's 菜单管理 reads the menu tree one level at a time: the top-level entries, then the
 * children of what is expanded (`leaf` says whether there are any). Same nodes as `/sys/permission/list`.
 */
export function registerMenuLevels(r: Registrar, permissions: PermissionService): void {
  r.route(permissionRoutes.systemMenuList, async (ctx) => {
    const nodes = await overlaidNodes(ctx, permissions);
    const ids = new Set(nodes.map((n) => n.id));
    return ok(nodes.filter((n) => !n.parentId || !ids.has(n.parentId)).sort(bySortNo));
  });

  r.route(permissionRoutes.systemSubmenu, async (ctx, { query }) => {
    const nodes = await overlaidNodes(ctx, permissions);
    return ok(nodes.filter((n) => n.parentId === query.parentId).sort(bySortNo));
  });

  r.route(permissionRoutes.systemSubmenuBatch, async (ctx, { query }) => {
    const nodes = await overlaidNodes(ctx, permissions);
    const children: Record<string, PermissionNode[]> = {};
    for (const parentId of uniqueIdList(query.parentIds)) {
      children[parentId] = nodes.filter((n) => n.parentId === parentId).sort(bySortNo);
    }
    return ok(children);
  });
}
