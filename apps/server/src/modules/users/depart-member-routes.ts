import { toPage, UserMsg, userRoutes } from '@xinmiao/shared';
import { and, asc, eq, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import { likeContains } from '../../core/query.ts';
import type { Registrar } from '../../core/register-route.ts';
import { sysDepart, sysDepartRole, sysDepartRoleUser, sysUser, sysUserDepart } from '../../db/schema.ts';
import { checkDeparts } from './assignments.ts';
import { guardOwnAssignments } from './lockout.ts';
import { memberPage } from './member-page.ts';
import { membersVisibleTo } from './policies/user.ts';
import { selectMembers, toUserRecords } from './records.ts';

/** Members of the departments with these org codes or below them (JeecgBoot codes extend the parent's). */
function inDepartsBelow(ctx: AuthCtx, codes: readonly string[]): SQL {
  const prefixes = codes.map((code) =>
    like(sysDepart.orgCode, `${code.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
  );
  return ctx.db.inSelect(
    sysUser.id,
    ctx.db
      .select({ id: sysUserDepart.userId })
      .from(sysUserDepart)
      .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId))
      .where(or(...prefixes)),
  );
}

/** The ids that are members of this school the caller may see; anything else answers as not found. */
async function visibleMembers(ctx: AuthCtx, ids: readonly string[]): Promise<string[] | null> {
  const unique = [...new Set(ids)];
  const rows = await selectMembers(ctx.db, and(inArray(sysUser.id, unique), await membersVisibleTo(ctx)));
  return rows.length === unique.length ? unique : null;
}

/** The departments `userId` keeps when leaving `depId`, for the lockout guard. */
async function departsWithout(ctx: AuthCtx, userId: string, depId: string): Promise<string[]> {
  const links = await ctx.db.list(sysUserDepart, { where: eq(sysUserDepart.userId, userId) });
  return links.map((l) => l.depId).filter((id) => id !== depId);
}

/**
 * 部门成员 (JeecgBoot `departUserList`, `editSysDepartWithUser`, `deleteUserInDepart[Batch]`): who is in
 * a department, adding members, and taking them out. Leaving a department drops its department roles,
 * as an edit of the user's departments does; the acting admin cannot leave the one their rights need.
 */
export function registerDepartMemberRoutes(r: Registrar, services: ModuleServices): void {
  r.route(userRoutes.departUserList, async (ctx, { query }) => {
    const depId = query.depId?.trim();
    const depart = depId ? await ctx.db.first(sysDepart, eq(sysDepart.id, depId)) : undefined;
    const codes = depId
      ? depart
        ? [depart.orgCode]
        : []
      : (await ctx.actorScope()).orgCodes.filter(Boolean);
    if (!codes.length) return ok(toPage([], 0, query.pageNo, query.pageSize));
    const username = query.username?.trim();
    const realname = query.realname?.trim();
    const where = and(
      inDepartsBelow(ctx, codes),
      username ? ilike(sysUser.username, likeContains(username)) : undefined,
      realname ? ilike(sysUser.realname, likeContains(realname)) : undefined,
    );
    const { rows, total } = await memberPage(ctx, where, query.pageNo, query.pageSize, [
      asc(sysUser.username),
    ]);
    return ok(
      toPage(await toUserRecords(ctx, services.mediaLinks, rows), total, query.pageNo, query.pageSize),
    );
  });

  r.route(userRoutes.editSysDepartWithUser, async (ctx, { body }) => {
    const [depId = ''] = await checkDeparts(ctx.db, [body.depId]);
    const users = await visibleMembers(ctx, body.userIdList);
    if (!users) return fail(UserMsg.notFound);
    const present = new Set(
      (
        await ctx.db.list(sysUserDepart, {
          where: and(eq(sysUserDepart.depId, depId), inArray(sysUserDepart.userId, users)),
        })
      ).map((l) => l.userId),
    );
    await ctx.db.insert(
      sysUserDepart,
      users.filter((id) => !present.has(id)).map((userId) => ({ userId, depId })),
    );
    ctx.logSubject(`${users.length} 个用户`);
    return okMsg(UserMsg.departUsersAddOk);
  });

  const removeFromDepart = async (ctx: AuthCtx, depId: string, userIds: readonly string[]) => {
    const users = await visibleMembers(ctx, userIds);
    if (!users) return fail(UserMsg.notFound);
    const linked = await ctx.db.list(sysUserDepart, {
      where: and(eq(sysUserDepart.depId, depId), inArray(sysUserDepart.userId, users)),
    });
    if (!linked.length) return fail(UserMsg.notInDepart);
    if (users.includes(ctx.userId)) {
      await guardOwnAssignments(ctx, ctx.userId, {
        departIds: await departsWithout(ctx, ctx.userId, depId),
      });
    }
    const rolesHere = ctx.db
      .select({ id: sysDepartRole.id })
      .from(sysDepartRole)
      .where(eq(sysDepartRole.departId, depId));
    await ctx.db.delete(
      sysDepartRoleUser,
      and(inArray(sysDepartRoleUser.userId, users), ctx.db.inSelect(sysDepartRoleUser.droleId, rolesHere)) ??
        sql`false`,
    );
    await ctx.db.delete(
      sysUserDepart,
      and(eq(sysUserDepart.depId, depId), inArray(sysUserDepart.userId, users)) ?? sql`false`,
    );
    for (const userId of users) await services.permissions.invalidateUser(userId, ctx.tenantId);
    ctx.logSubject(`${users.length} 个用户`);
    return okMsg(UserMsg.departUserRemoveOk);
  };

  r.route(userRoutes.deleteUserInDepart, async (ctx, { query }) =>
    removeFromDepart(ctx, query.depId, [query.userId]),
  );
  r.route(userRoutes.deleteUserInDepartBatch, async (ctx, { query }) =>
    query.userIds.length ? removeFromDepart(ctx, query.depId, query.userIds) : fail(UserMsg.selectOne),
  );
}
