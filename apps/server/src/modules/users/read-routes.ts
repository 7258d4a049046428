import { toPage, UserMsg, userRoutes } from '@xinmiao/shared';
import { and, asc, desc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuthCtx, Handler } from '../../core/context.ts';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { parseFilters, parseSort } from '../../core/list/conditions.ts';
import { loadDictTexts, withDictText } from '../../core/list/dict-text.ts';
import { filtersSql } from '../../core/list/sql-conditions.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import { likeContains } from '../../core/query.ts';
import type { Registrar } from '../../core/register-route.ts';
import { sysDepart, sysUser, sysUserDepart, sysUserRole } from '../../db/schema.ts';
import { memberPage } from './member-page.ts';
import { membersVisibleTo } from './policies/user.ts';
import { findVisibleMember, selectMembers, toUserRecords } from './records.ts';

const spec = userRoutes.list.list;

const SORT: Record<(typeof spec.sort)[number], AnyPgColumn> = {
  createTime: sysUser.createTime,
  username: sysUser.username,
  realname: sysUser.realname,
  status: sysUser.status,
  sex: sysUser.sex,
  workNo: sysUser.workNo,
};

const COLUMNS: Record<Exclude<keyof typeof spec.filters, 'departId'>, AnyPgColumn> = {
  username: sysUser.username,
  realname: sysUser.realname,
  phone: sysUser.phone,
  sex: sysUser.sex,
  status: sysUser.status,
  workNo: sysUser.workNo,
  createTime: sysUser.createTime,
};

/** Members of one department of the tenant. */
function inDepart(ctx: AuthCtx, departId: string): SQL {
  return ctx.db.inSelect(
    sysUser.id,
    ctx.db.select({ id: sysUserDepart.userId }).from(sysUserDepart).where(eq(sysUserDepart.depId, departId)),
  );
}

/** 用户管理 reads: the list (list engine rules), detail, pickers, the user's roles and departments. */
export function registerUserReadRoutes(r: Registrar, services: ModuleServices): void {
  const { accounts } = services;
  const list: Handler<typeof userRoutes.list> = async (ctx, { query }) => {
    const parsed = parseFilters(spec, query);
    const where = filtersSql(parsed, COLUMNS, (_name, value) => inDepart(ctx, value));
    const sort = parseSort(spec, query.column, query.order);
    const direction = sort?.direction === 'asc' ? asc : desc;
    const orderBy = sort
      ? sort.fields.map((f) => direction(SORT[f as keyof typeof SORT]))
      : [desc(sysUser.createTime)];
    const { rows, total } = await memberPage(ctx, where, query.pageNo, query.pageSize, orderBy);
    const texts = await loadDictTexts(ctx.db, spec.dicts, rows);
    const records = withDictText(spec.dicts, await toUserRecords(ctx, services.mediaLinks, rows), texts);
    return ok(toPage(records, total, query.pageNo, query.pageSize));
  };
  r.route(userRoutes.list, list);
  r.route(userRoutes.listAll, list);

  r.route(userRoutes.queryById, async (ctx, { query }) => {
    const row = await findVisibleMember(ctx, query.id);
    if (!row) return fail(UserMsg.notFound);
    const [record] = await toUserRecords(ctx, services.mediaLinks, [row]);
    return record ? ok(record) : fail(UserMsg.notFound);
  });

  r.route(userRoutes.queryUserRole, async (ctx, { query }) => {
    if (!(await findVisibleMember(ctx, query.userid))) return ok([]);
    const links = await ctx.db.list(sysUserRole, { where: eq(sysUserRole.userId, query.userid) });
    return ok(links.map((l) => l.roleId));
  });

  r.route(userRoutes.userDepartList, async (ctx, { query }) => {
    if (!(await findVisibleMember(ctx, query.userId))) return ok([]);
    const rows = await ctx.db
      .select({ id: sysDepart.id, name: sysDepart.departName })
      .from(sysUserDepart)
      .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId))
      .where(eq(sysUserDepart.userId, query.userId))
      .orderBy(asc(sysDepart.orgCode));
    return ok(rows.map((d) => ({ key: d.id, value: d.id, title: d.name })));
  });

  r.route(userRoutes.queryUserByDepId, async (ctx, { query }) => {
    const name = query.realname?.trim();
    const rows = await selectMembers(
      ctx.db,
      and(
        inDepart(ctx, query.id),
        name ? ilike(sysUser.realname, likeContains(name)) : undefined,
        await membersVisibleTo(ctx),
      ),
    )
      .orderBy(asc(sysUser.username))
      .limit(1000);
    return ok(await toUserRecords(ctx, services.mediaLinks, rows));
  });

  r.route(userRoutes.getMultiUser, async (ctx, { query }) => {
    const username = query.username?.trim();
    const realname = query.realname?.trim();
    const rows = await selectMembers(
      ctx.db,
      and(
        username ? ilike(sysUser.username, likeContains(username)) : undefined,
        realname ? ilike(sysUser.realname, likeContains(realname)) : undefined,
        query.id?.length ? inArray(sysUser.id, query.id) : undefined,
        await membersVisibleTo(ctx),
      ),
    )
      .orderBy(asc(sysUser.username))
      .limit(query.pageSize);
    return ok(await toUserRecords(ctx, services.mediaLinks, rows));
  });

  r.route(userRoutes.queryUserComponentData, async (ctx, { query }) => {
    const username = query.username?.trim();
    const realname = query.realname?.trim();
    const departId = query.departId?.trim();
    const where = and(
      departId ? inDepart(ctx, departId) : undefined,
      username ? ilike(sysUser.username, likeContains(username)) : undefined,
      realname ? ilike(sysUser.realname, likeContains(realname)) : undefined,
      query.id?.length ? inArray(sysUser.id, query.id) : undefined,
    );
    const { rows, total } = await memberPage(ctx, where, query.pageNo, query.pageSize, [
      asc(sysUser.username),
    ]);
    return ok(
      toPage(await toUserRecords(ctx, services.mediaLinks, rows), total, query.pageNo, query.pageSize),
    );
  });

  // Exactly the unique key (home tenant, username), deleted accounts included: a name another school
  // uses is free here, so the answer tells nothing about other tenants.
  r.route(userRoutes.checkOnlyUser, async (ctx, { query }) => {
    const username = query.username?.trim();
    const phone = query.phone?.trim();
    if (!username && !phone) return okMsg(UserMsg.available);
    const except = query.id ? ne(sysUser.id, query.id) : undefined;
    if (username && (await accounts.takenUsernames(ctx.tenantId, [username], query.id)).size) {
      return fail(UserMsg.usernameTaken);
    }
    if (phone) {
      const taken = await selectMembers(ctx.db, and(eq(sysUser.phone, phone), except)).limit(1);
      if (taken.length) return fail(UserMsg.phoneTaken);
    }
    return okMsg(UserMsg.available);
  });
}
