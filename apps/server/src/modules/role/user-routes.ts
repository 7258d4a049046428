import { CLINICAL_GRANT_MESSAGES, ROLE_MESSAGES, roleRoutes } from '@xinmiao/shared';
import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuthCtx } from '../../core/context.ts';
import { fail, okMsg } from '../../core/envelope.ts';
import { uniqueIdList } from '../../core/id-list.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import { tenantMembers } from '../../core/members.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import { likeContains } from '../../core/query.ts';
import type { Registrar } from '../../core/register-route.ts';
import { sysRole, sysUser, sysUserRole, sysUserTenant } from '../../db/schema.ts';
import { holdClinicalMemberships } from './clinical-grants.ts';
import { withoutLockout } from './lockout.ts';

/** Role rows whose member's `column` contains `value` (members of this school only). */
function memberMatches(ctx: AuthCtx, column: AnyPgColumn, value: string): SQL {
  return ctx.db.inSelect(
    sysUserRole.userId,
    ctx.db
      .select({ id: sysUser.id })
      .from(sysUserTenant)
      .innerJoin(sysUser, eq(sysUser.id, sysUserTenant.userId))
      .where(ilike(column, likeContains(value))),
  );
}

async function usersOf(ctx: AuthCtx, ids: string[]) {
  if (ids.length === 0) return [];
  return ctx.db
    .select({
      id: sysUser.id,
      username: sysUser.username,
      realname: sysUser.realname,
      phone: sysUser.phone,
      status: sysUser.status,
    })
    .from(sysUserTenant)
    .innerJoin(sysUser, eq(sysUser.id, sysUserTenant.userId))
    .where(and(inArray(sysUser.id, ids), eq(sysUser.delFlag, 0)))
    .orderBy(asc(sysUser.username));
}

/** 角色用户: who holds a role; adding and removing members takes effect on their next request. */
export function registerRoleUsers(r: Registrar, services: ModuleServices): void {
  const { permissions } = services;
  r.route(
    roleRoutes.userList,
    sqlList(roleRoutes.userList, {
      table: sysUserRole,
      // The link has no time of its own, but its id is a snowflake id led by the time it was made,
      // so it orders the members by when they got the role: what a console's createTime sort means here.
      sort: { username: sysUserRole.userId, createTime: sysUserRole.id },
      filters: {
        roleId: (value) => eq(sysUserRole.roleId, value),
        username: (value, ctx) => memberMatches(ctx, sysUser.username, value),
        realname: (value, ctx) => memberMatches(ctx, sysUser.realname, value),
      },
      defaultOrder: [asc(sysUserRole.userId)],
      tiebreak: asc(sysUserRole.id),
      dictsFromRecords: true,
      toRecords: async (rows, ctx) => {
        const users = new Map(
          (
            await usersOf(
              ctx,
              rows.map((row) => row.userId),
            )
          ).map((u) => [u.id, u]),
        );
        return rows.flatMap((row) => {
          const user = users.get(row.userId);
          return user ? [{ ...user, realname: user.realname || user.username }] : [];
        });
      },
    }),
  );

  r.route(roleRoutes.addUsers, async (ctx, { body }) => {
    const role = await ctx.db.byId(sysRole, body.roleId);
    if (!role) return fail(ROLE_MESSAGES.notFound);
    const asked = [...new Set(body.userIdList)];
    const members = await tenantMembers(ctx.db, asked);
    if (members.length !== asked.length) return fail(ROLE_MESSAGES.userNotMember);
    const holding = await ctx.db.list(sysUserRole, {
      where: and(eq(sysUserRole.roleId, role.id), inArray(sysUserRole.userId, asked)),
    });
    const added = asked.filter((id) => !holding.some((row) => row.userId === id));
    // A role that holds clinical permissions confers them: its new members wait for a second approver.
    const target = { kind: 'role' as const, roleId: role.id, roleName: role.roleName };
    const held = await ctx.db.transaction(async (tdb) => {
      let anyHeld = false;
      const joining: string[] = [];
      for (const userId of added) {
        const hold = await holdClinicalMemberships(ctx, tdb, services, userId, [target]);
        anyHeld ||= hold.held;
        if (hold.joinNow.length) joining.push(userId);
      }
      if (joining.length) {
        await tdb.insert(
          sysUserRole,
          joining.map((userId) => ({ roleId: role.id, userId })),
        );
      }
      return anyHeld;
    });
    await permissions.invalidateTenant(ctx.tenantId);
    ctx.logSubject(members.map((m) => `${role.roleName}：${m.username}`));
    return okMsg(
      held ? `${ROLE_MESSAGES.userAddOk}${CLINICAL_GRANT_MESSAGES.awaitingMember}` : ROLE_MESSAGES.userAddOk,
    );
  });

  const remove = async (ctx: AuthCtx, roleId: string, userIds: string[]) => {
    const role = await ctx.db.byId(sysRole, roleId);
    if (!role || userIds.length === 0) return fail(ROLE_MESSAGES.notFound);
    await withoutLockout(ctx, (tdb) =>
      tdb.delete(
        sysUserRole,
        and(eq(sysUserRole.roleId, role.id), inArray(sysUserRole.userId, userIds)) ?? sql`false`,
      ),
    );
    await permissions.invalidateTenant(ctx.tenantId);
    ctx.logSubject(role.roleName);
    return okMsg(ROLE_MESSAGES.userDeleteOk);
  };

  r.route(roleRoutes.deleteUser, (ctx, { query }) => remove(ctx, query.roleId, [query.userId]));
  r.route(roleRoutes.deleteUsers, (ctx, { query }) => remove(ctx, query.roleId, uniqueIdList(query.userIds)));
}
