import { CLINICAL_GRANT_MESSAGES, ROLE_MESSAGES, roleRoutes } from '@xinmiao/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { uniqueIdList } from '../../core/id-list.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { formatDateTime } from '../../core/time.ts';
import { sysPermissionDataRule, sysRole, sysRolePermission } from '../../db/schema.ts';
import { holdClinicalGrants } from './clinical-grants.ts';
import { withoutLockout } from './lockout.ts';
import { permissionTree } from './permission-tree.ts';

type RuleRow = typeof sysPermissionDataRule.$inferSelect;

function toDataRule(row: RuleRow) {
  return {
    id: row.id,
    permissionId: row.permissionId,
    ruleName: row.ruleName,
    ruleColumn: row.ruleColumn,
    ruleConditions: row.ruleConditions,
    ruleValue: row.ruleValue,
    status: String(row.status),
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime) ?? '',
  };
}

async function grantedIds(ctx: AuthCtx, roleId: string): Promise<string[]> {
  const rows = await ctx.db.list(sysRolePermission, { where: eq(sysRolePermission.roleId, roleId) });
  return rows.map((r) => r.permissionId);
}

/** The new grant set: JeecgBoot sends the checked keys and the keys it loaded; only the difference applies. */
function wantedIds(current: string[], next: string[], last: string[] | null): Set<string> {
  if (last === null) return new Set(next);
  const wanted = new Set(current);
  for (const id of last) if (!next.includes(id)) wanted.delete(id);
  for (const id of next) if (!last.includes(id)) wanted.add(id);
  return wanted;
}

/** 角色授权: the permission tree, a role's menus and buttons, and its data rules per page. */
export function registerRoleGrants(r: Registrar, services: ModuleServices): void {
  const permissions = services.permissions;
  const tree = async (ctx: AuthCtx) => {
    const rows = await permissions.catalogRows(ctx.tenantId);
    const rules = await ctx.db
      .select({ permissionId: sysPermissionDataRule.permissionId })
      .from(sysPermissionDataRule)
      .groupBy(sysPermissionDataRule.permissionId);
    return ok({
      treeList: permissionTree(rows, new Set(rules.map((x) => x.permissionId))),
      ids: rows.map((row) => row.id),
    });
  };
  r.route(roleRoutes.roleTree, tree);
  r.route(roleRoutes.permissionTree, tree);

  r.route(roleRoutes.queryRolePermission, async (ctx, { query }) => {
    const role = await ctx.db.byId(sysRole, query.roleId);
    if (!role) return fail(ROLE_MESSAGES.notFound);
    const live = await permissions.liveRows(await grantedIds(ctx, role.id), ctx.tenantId);
    return ok(live.map((row) => row.id));
  });

  r.route(roleRoutes.saveRolePermission, async (ctx, { body }) => {
    const role = await ctx.db.byId(sysRole, body.roleId);
    if (!role) return fail(ROLE_MESSAGES.notFound);
    const next = uniqueIdList(body.permissionIds);
    const known = await permissions.liveRows(next, ctx.tenantId);
    if (known.length !== next.length) return fail(ROLE_MESSAGES.unknownPermission);
    const last = body.lastpermissionIds === undefined ? null : uniqueIdList(body.lastpermissionIds);
    let held = false;
    await withoutLockout(ctx, async (tdb) => {
      const current = (
        await tdb.list(sysRolePermission, { where: eq(sysRolePermission.roleId, role.id) })
      ).map((row) => row.permissionId);
      const wanted = wantedIds(current, next, last);
      const removed = current.filter((id) => !wanted.has(id));
      // Clinical permissions among the additions wait for a second approver (clinical-grants.ts).
      const hold = await holdClinicalGrants(
        ctx,
        tdb,
        services,
        { kind: 'role', roleId: role.id, roleName: role.roleName },
        known.filter((row) => wanted.has(row.id) && !current.includes(row.id)),
      );
      held = hold.held;
      const added = hold.grantNow;
      if (removed.length) {
        await tdb.delete(
          sysRolePermission,
          and(eq(sysRolePermission.roleId, role.id), inArray(sysRolePermission.permissionId, removed)) ??
            sql`false`,
        );
      }
      if (added.length) {
        await tdb.insert(
          sysRolePermission,
          added.map((permissionId) => ({ roleId: role.id, permissionId })),
        );
      }
    });
    await permissions.invalidateTenant(ctx.tenantId);
    ctx.logSubject(role.roleName);
    return okMsg(held ? `${ROLE_MESSAGES.saveOk}${CLINICAL_GRANT_MESSAGES.awaiting}` : ROLE_MESSAGES.saveOk);
  });

  r.route(roleRoutes.dataRules, async (ctx, { params }) => {
    const rules = await ctx.db.list(sysPermissionDataRule, {
      where: eq(sysPermissionDataRule.permissionId, params.permissionId),
      orderBy: [asc(sysPermissionDataRule.createTime)],
    });
    if (rules.length === 0) return fail(ROLE_MESSAGES.noDataRules);
    const grant = await ctx.db.first(
      sysRolePermission,
      and(
        eq(sysRolePermission.roleId, params.roleId),
        eq(sysRolePermission.permissionId, params.permissionId),
      ),
    );
    return ok({ datarule: rules.map(toDataRule), drChecked: grant?.dataRuleIds ?? '' });
  });

  r.route(roleRoutes.saveDataRules, async (ctx, { body }) => {
    const role = await ctx.db.byId(sysRole, body.roleId);
    if (!role) return fail(ROLE_MESSAGES.notFound);
    const grant = await ctx.db.first(
      sysRolePermission,
      and(eq(sysRolePermission.roleId, role.id), eq(sysRolePermission.permissionId, body.permissionId)),
    );
    if (!grant) return fail(ROLE_MESSAGES.grantFirst);
    const asked = uniqueIdList(body.dataRuleIds);
    const rules = asked.length
      ? await ctx.db.list(sysPermissionDataRule, {
          where: and(
            eq(sysPermissionDataRule.permissionId, body.permissionId),
            inArray(sysPermissionDataRule.id, asked),
          ),
        })
      : [];
    const kept = asked.filter((id) => rules.some((rule) => rule.id === id));
    await ctx.db.update(
      sysRolePermission,
      { dataRuleIds: kept.length ? kept.join(',') : null },
      eq(sysRolePermission.id, grant.id),
    );
    await permissions.invalidateTenant(ctx.tenantId);
    ctx.logSubject(role.roleName);
    return okMsg(ROLE_MESSAGES.dataRuleSaveOk);
  });
}
