import { PERMISSION_MESSAGES, type PermissionNode, permissionRoutes } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import type { PermissionRow, PermissionService } from '../../core/permissions.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { sysPermissionDataRule, sysPermissionOverlay } from '../../db/schema.ts';
import { registerDataRules } from './data-rule-routes.ts';
import { applyOverlay, overlaysOf } from './overlay.ts';

function toNode(row: PermissionRow, overridden: boolean, rules: number): PermissionNode {
  return {
    id: row.id,
    key: row.id,
    title: row.name,
    parentId: row.parentId,
    name: row.name,
    url: row.url,
    component: row.component,
    componentName: row.componentName,
    redirect: row.redirect,
    menuType: row.menuType,
    perms: row.perms,
    permsType: row.permsType,
    sortNo: row.sortNo,
    icon: row.icon,
    route: row.isRoute,
    leaf: row.isLeaf,
    keepAlive: row.keepAlive,
    hidden: row.hidden,
    alwaysShow: row.alwaysShow,
    internalOrExternal: row.internalOrExternal,
    status: String(row.status),
    ruleFlag: rules > 0 ? 1 : 0,
    overridden,
  };
}

/** Every catalogue entry as this school sees it (its overlay applied), flat, with its data-rule flag. */
export async function overlaidNodes(ctx: AuthCtx, permissions: PermissionService): Promise<PermissionNode[]> {
  const overlays = await overlaysOf(ctx.db);
  const rules = await ctx.db.list(sysPermissionDataRule);
  const ruleCount = new Map<string, number>();
  for (const rule of rules) ruleCount.set(rule.permissionId, (ruleCount.get(rule.permissionId) ?? 0) + 1);
  const rows = await permissions.catalogRows(ctx.tenantId);
  return rows.map((row) =>
    toNode(applyOverlay(row, overlays.get(row.id)), overlays.has(row.id), ruleCount.get(row.id) ?? 0),
  );
}

function tree(nodes: PermissionNode[]): PermissionNode[] {
  const ids = new Set(nodes.map((n) => n.id));
  const byParent = new Map<string, PermissionNode[]>();
  for (const node of [...nodes].sort((a, b) => a.sortNo - b.sortNo)) {
    const parent = node.parentId && ids.has(node.parentId) ? node.parentId : '';
    byParent.set(parent, [...(byParent.get(parent) ?? []), node]);
  }
  const build = (node: PermissionNode): PermissionNode => {
    const children = (byParent.get(node.id) ?? []).map(build);
    return children.length ? { ...node, children } : node;
  };
  return (byParent.get('') ?? []).map(build);
}

/** `''`, null and absent are one value for the structural comparison. */
const same = (sent: string | number | null | undefined, stored: string | number | null) =>
  sent === undefined || String(sent ?? '') === String(stored ?? '');

/**
 * 菜单管理 over the global catalogue: the school sees the catalogue through its overlay and edits
 * only the overlay (decisions §21). Adding, deleting and restructuring belong to the platform's
 * catalogue in code, so those routes refuse.
 */
export function registerMenuAdmin(r: Registrar, services: Services): void {
  const { permissions } = services;

  r.route(permissionRoutes.list, async (ctx) => ok(tree(await overlaidNodes(ctx, permissions))));

  r.route(permissionRoutes.ruleFields, async (ctx, { query }) => {
    const [row] = await permissions.liveRows([query.permissionId], ctx.tenantId);
    return row ? ok(services.registry.ruleFieldsOf(row.url)) : fail(PERMISSION_MESSAGES.notFound);
  });

  r.route(permissionRoutes.add, async () => fail(PERMISSION_MESSAGES.platformOnly));
  r.route(permissionRoutes.delete, async () => fail(PERMISSION_MESSAGES.platformOnly));
  r.route(permissionRoutes.deleteBatch, async () => fail(PERMISSION_MESSAGES.platformOnly));

  r.route(permissionRoutes.edit, async (ctx, { body }) => {
    const [row] = await permissions.liveRows([body.id], ctx.tenantId);
    if (!row) return fail(PERMISSION_MESSAGES.notFound);
    const structural =
      same(body.url, row.url) &&
      same(body.component, row.component) &&
      same(body.menuType, row.menuType) &&
      same(body.perms, row.perms) &&
      same(body.parentId, row.parentId);
    if (!structural) return fail(PERMISSION_MESSAGES.platformOnly);
    // Only what differs from the catalogue is stored, so later catalogue changes still show.
    const own = <V>(value: V | undefined | null, catalogue: V): V | null =>
      value === undefined || value === null || value === catalogue ? null : value;
    await ctx.db.upsert(
      sysPermissionOverlay,
      {
        permissionId: row.id,
        name: own(body.name, row.name),
        icon: own(body.icon === '' ? null : body.icon, row.icon),
        sortNo: own(body.sortNo, row.sortNo),
        hidden: own(body.hidden, row.hidden),
        keepAlive: own(body.keepAlive, row.keepAlive),
        alwaysShow: own(body.alwaysShow, row.alwaysShow),
      },
      { target: [sysPermissionOverlay.permissionId] },
    );
    ctx.logSubject(body.name);
    return okMsg(PERMISSION_MESSAGES.editOk);
  });

  r.route(permissionRoutes.reset, async (ctx, { query }) => {
    const [row] = await permissions.liveRows([query.id], ctx.tenantId);
    if (!row) return fail(PERMISSION_MESSAGES.notFound);
    await ctx.db.delete(sysPermissionOverlay, eq(sysPermissionOverlay.permissionId, row.id));
    ctx.logSubject(row.name);
    return okMsg(PERMISSION_MESSAGES.editOk);
  });

  registerDataRules(r, permissions, services.registry);
}
