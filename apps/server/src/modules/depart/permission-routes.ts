import { CLINICAL_GRANT_MESSAGES, DepartPermissionMsg, departPermissionRoutes } from '@xinmiao/shared';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { sysDepart, sysDepartPermission, sysDepartRole, sysDepartRolePermission } from '../../db/schema.ts';
import { holdClinicalGrants, permissionTree } from '../role/index.ts';

async function departPermissionIds(ctx: AuthCtx, departId: string): Promise<string[]> {
  const rows = await ctx.db.list(sysDepartPermission, { where: eq(sysDepartPermission.departId, departId) });
  return rows.map((r) => r.permissionId);
}

/**
 * 部门授权 (what a department may hand out) and 部门角色授权 (what each of its roles grants). Role
 * grants count in their holders' permission sets, so changes drop the tenant's cached sets.
 */
export function registerDepartPermissionRoutes(r: Registrar, services: ModuleServices): void {
  r.route(departPermissionRoutes.queryDepartPermission, async (ctx, { query }) =>
    ok(await departPermissionIds(ctx, query.departId)),
  );

  r.route(departPermissionRoutes.saveDepartPermission, async (ctx, { body }) => {
    const depart = await ctx.db.byId(sysDepart, body.departId);
    if (!depart) return fail(DepartPermissionMsg.departMissing);
    // An id outside the catalogue fails the insert's foreign key (Msg.referenceMissing).
    const wanted = [...new Set(body.permissionIds)];
    await ctx.db.transaction(async (tx) => {
      await tx.delete(sysDepartPermission, eq(sysDepartPermission.departId, depart.id));
      await tx.insert(
        sysDepartPermission,
        wanted.map((permissionId) => ({ departId: depart.id, permissionId })),
      );
      // A permission the department no longer has leaves its roles too.
      await tx.delete(
        sysDepartRolePermission,
        and(
          eq(sysDepartRolePermission.departId, depart.id),
          wanted.length ? notInArray(sysDepartRolePermission.permissionId, wanted) : undefined,
        ) ?? sql`false`,
      );
    });
    await services.permissions.invalidateTenant(ctx.tenantId);
    ctx.logSubject(depart.departName);
    return okMsg(DepartPermissionMsg.saved);
  });

  r.route(departPermissionRoutes.queryTreeListForDeptRole, async (ctx, { query }) => {
    const ids = await departPermissionIds(ctx, query.departId);
    const rows = await services.permissions.liveRows(ids, ctx.tenantId);
    return ok({ treeList: permissionTree(rows, new Set()), ids });
  });

  r.route(departPermissionRoutes.queryDeptRolePermission, async (ctx, { query }) => {
    const rows = await ctx.db.list(sysDepartRolePermission, {
      where: eq(sysDepartRolePermission.roleId, query.roleId),
    });
    return ok(rows.map((row) => row.permissionId));
  });

  r.route(departPermissionRoutes.saveDeptRolePermission, async (ctx, { body }) => {
    const role = await ctx.db.byId(sysDepartRole, body.roleId);
    if (!role) return fail(DepartPermissionMsg.roleMissing);
    const wanted = [...new Set(body.permissionIds)];
    const allowed = new Set(await departPermissionIds(ctx, role.departId));
    if (wanted.some((id) => !allowed.has(id))) return fail(DepartPermissionMsg.outsideDepart);
    const catalogue = await services.permissions.liveRows(wanted, ctx.tenantId);
    const held = await ctx.db.transaction(async (tx) => {
      const current = (
        await tx.list(sysDepartRolePermission, { where: eq(sysDepartRolePermission.roleId, role.id) })
      ).map((row) => row.permissionId);
      // Clinical permissions among the additions wait for a second approver; held ones stay granted.
      const hold = await holdClinicalGrants(
        ctx,
        tx,
        services,
        { kind: 'depart_role', roleId: role.id, departId: role.departId, roleName: role.roleName },
        catalogue.filter((row) => !current.includes(row.id)),
      );
      const kept = wanted.filter((id) => current.includes(id) || hold.grantNow.includes(id));
      await tx.delete(sysDepartRolePermission, eq(sysDepartRolePermission.roleId, role.id));
      await tx.insert(
        sysDepartRolePermission,
        kept.map((permissionId) => ({ departId: role.departId, roleId: role.id, permissionId })),
      );
      return hold.held;
    });
    await services.permissions.invalidateTenant(ctx.tenantId);
    ctx.logSubject(role.roleName);
    return okMsg(
      held ? `${DepartPermissionMsg.saved}${CLINICAL_GRANT_MESSAGES.awaiting}` : DepartPermissionMsg.saved,
    );
  });
}
