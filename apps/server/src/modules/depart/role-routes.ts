import { CLINICAL_GRANT_MESSAGES, type DepartRole, DepartRoleMsg, departRoleRoutes } from '@xinmiao/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { formatDateTime } from '../../core/time.ts';
import { sysDepart, sysDepartRole, sysDepartRoleUser, sysUser, sysUserDepart } from '../../db/schema.ts';
import { holdClinicalMemberships } from '../role/index.ts';

type Row = typeof sysDepartRole.$inferSelect;

function toDepartRole(row: Row): DepartRole {
  return {
    id: row.id,
    departId: row.departId,
    roleName: row.roleName,
    roleCode: row.roleCode,
    description: row.description,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
  };
}

/**
 * 部门角色: roles that only apply inside one department, and which of its members hold them. Their
 * grants join the members' permission sets, so every change drops the tenant's cached sets.
 */
export function registerDepartRoleRoutes(r: Registrar, services: ModuleServices): void {
  const changed = (tenantId: number) => services.permissions.invalidateTenant(tenantId);

  r.route(
    departRoleRoutes.list,
    sqlList(departRoleRoutes.list, {
      table: sysDepartRole,
      sort: {
        createTime: sysDepartRole.createTime,
        roleName: sysDepartRole.roleName,
        roleCode: sysDepartRole.roleCode,
      },
      filters: {
        roleName: sysDepartRole.roleName,
        roleCode: sysDepartRole.roleCode,
        deptId: (value) => eq(sysDepartRole.departId, value),
      },
      defaultOrder: [desc(sysDepartRole.createTime)],
      tiebreak: desc(sysDepartRole.id),
      toRecords: (rows) => rows.map(toDepartRole),
    }),
  );

  r.route(departRoleRoutes.queryById, async (ctx, { query }) => {
    const row = await ctx.db.byId(sysDepartRole, query.id);
    return row ? ok(toDepartRole(row)) : fail(DepartRoleMsg.notFound);
  });

  r.route(departRoleRoutes.add, async (ctx, { body }) => {
    if (!(await ctx.db.byId(sysDepart, body.departId))) return fail(DepartRoleMsg.departMissing);
    await ctx.db.insert(sysDepartRole, {
      departId: body.departId,
      roleName: body.roleName,
      roleCode: body.roleCode,
      description: body.description ?? null,
    });
    ctx.logSubject(body.roleName);
    return okMsg(DepartRoleMsg.addOk);
  });

  r.route(departRoleRoutes.edit, async (ctx, { body }) => {
    const row = await ctx.db.byId(sysDepartRole, body.id);
    if (!row) return fail(DepartRoleMsg.notFound);
    await ctx.db.update(
      sysDepartRole,
      { roleName: body.roleName, roleCode: body.roleCode, description: body.description ?? null },
      eq(sysDepartRole.id, row.id),
    );
    ctx.logSubject(body.roleName);
    return okMsg(DepartRoleMsg.editOk);
  });

  r.route(departRoleRoutes.delete, async (ctx, { query }) => {
    const row = await ctx.db.byId(sysDepartRole, query.id);
    if (!row) return fail(DepartRoleMsg.notFound);
    await ctx.db.delete(sysDepartRole, eq(sysDepartRole.id, row.id));
    await changed(ctx.tenantId);
    ctx.logSubject(row.roleName);
    return okMsg(DepartRoleMsg.deleteOk);
  });

  r.route(departRoleRoutes.deleteBatch, async (ctx, { query }) => {
    const rows = query.ids.length
      ? await ctx.db.list(sysDepartRole, { where: inArray(sysDepartRole.id, query.ids) })
      : [];
    if (!rows.length) return fail(DepartRoleMsg.notFound);
    await ctx.db.delete(
      sysDepartRole,
      inArray(
        sysDepartRole.id,
        rows.map((row) => row.id),
      ),
    );
    await changed(ctx.tenantId);
    ctx.logSubject(rows.map((row) => row.roleName));
    return okMsg(DepartRoleMsg.deleteOk);
  });

  r.route(departRoleRoutes.getDeptRoleList, async (ctx, { query }) => {
    const rows = await ctx.db.list(sysDepartRole, {
      where: eq(sysDepartRole.departId, query.departId),
      orderBy: [asc(sysDepartRole.roleCode)],
    });
    return ok(rows.map(toDepartRole));
  });

  r.route(departRoleRoutes.getDeptRoleByUserId, async (ctx, { query }) => {
    const rows = await ctx.db
      .select({
        id: sysDepartRoleUser.id,
        userId: sysDepartRoleUser.userId,
        droleId: sysDepartRoleUser.droleId,
      })
      .from(sysDepartRoleUser)
      .innerJoin(sysDepartRole, eq(sysDepartRole.id, sysDepartRoleUser.droleId))
      .where(
        and(
          eq(sysDepartRoleUser.userId, query.userId),
          query.departId ? eq(sysDepartRole.departId, query.departId) : undefined,
        ),
      );
    return ok(rows);
  });

  // The user's roles of this department become exactly `newRoleId`; their roles elsewhere stay.
  r.route(departRoleRoutes.deptRoleUserAdd, async (ctx, { body }) => {
    const member = await ctx.db
      .select({ id: sysUserDepart.id })
      .from(sysUserDepart)
      .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
      .where(and(eq(sysUserDepart.userId, body.userId), eq(sysUserDepart.depId, body.departId)))
      .limit(1);
    if (!member.length) return fail(DepartRoleMsg.userMissing);
    const roles = await ctx.db.list(sysDepartRole, { where: eq(sysDepartRole.departId, body.departId) });
    const own = new Set(roles.map((role) => role.id));
    if (body.newRoleId.some((id) => !own.has(id))) return fail(DepartRoleMsg.notFound);
    const wanted = [...new Set(body.newRoleId)];
    const held = await ctx.db.transaction(async (tx) => {
      const current = (
        await tx.list(sysDepartRoleUser, {
          where: and(eq(sysDepartRoleUser.userId, body.userId), inArray(sysDepartRoleUser.droleId, [...own])),
        })
      ).map((row) => row.droleId);
      // A department role holding clinical permissions confers them: joining it waits for a second approver.
      const hold = await holdClinicalMemberships(
        ctx,
        tx,
        services,
        body.userId,
        roles
          .filter((role) => wanted.includes(role.id) && !current.includes(role.id))
          .map((role) => ({
            kind: 'depart_role' as const,
            roleId: role.id,
            departId: role.departId,
            roleName: role.roleName,
          })),
      );
      const joining = new Set(hold.joinNow.map((target) => target.roleId));
      await tx.delete(
        sysDepartRoleUser,
        and(eq(sysDepartRoleUser.userId, body.userId), inArray(sysDepartRoleUser.droleId, [...own])) ??
          sql`false`,
      );
      await tx.insert(
        sysDepartRoleUser,
        wanted
          .filter((id) => current.includes(id) || joining.has(id))
          .map((droleId) => ({ userId: body.userId, droleId })),
      );
      return hold.held;
    });
    await services.permissions.invalidateUser(body.userId, ctx.tenantId);
    return okMsg(
      held ? `${DepartRoleMsg.savedOk}${CLINICAL_GRANT_MESSAGES.awaitingMember}` : DepartRoleMsg.savedOk,
    );
  });

  r.route(departRoleRoutes.departUsers, async (ctx, { query }) => {
    const rows = await ctx.db
      .select({ id: sysUser.id, username: sysUser.username, realname: sysUser.realname })
      .from(sysDepartRoleUser)
      .innerJoin(sysUser, eq(sysUser.id, sysDepartRoleUser.userId))
      .where(eq(sysDepartRoleUser.droleId, query.roleId))
      .orderBy(asc(sysUser.username));
    return ok(rows);
  });
}
