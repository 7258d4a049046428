import { TENANT_MESSAGES, tenantRoutes, toPage } from '@xinmiao/shared';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import { adminChanger } from '../../core/accounts.ts';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { idList } from '../../core/id-list.ts';
import { hashPassword } from '../../core/password.ts';
import { likeContains } from '../../core/query.ts';
import type { Registrar } from '../../core/register-route.ts';
import { revokeTenantMembership } from '../../core/revocation.ts';
import type { Services } from '../../core/services.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { usable, userTenants } from '../../core/tenants.ts';
import { sysTenant, sysUser, sysUserTenant } from '../../db/schema.ts';
import { nameFirstCentreDirector } from '../role/index.ts';
import { isPlatform, maySee } from './access.ts';

/** Members of a tenant: listed by whoever may see it, added by the platform, removed by either. */
export function registerTenantMembers(r: Registrar, services: Services): void {
  const { db } = services;
  const exists = async (id: number) =>
    (
      await db
        .select({ id: sysTenant.id })
        .from(sysTenant)
        .where(and(eq(sysTenant.id, id), eq(sysTenant.delFlag, 0)))
    ).length > 0;

  r.route(tenantRoutes.members, async (ctx, { query }) => {
    if (!maySee(ctx, query.userTenantId) || !(await exists(query.userTenantId)))
      return fail(TENANT_MESSAGES.notFound);
    const where: SQL | undefined = and(
      eq(sysUserTenant.tenantId, query.userTenantId),
      eq(sysUserTenant.status, 1),
      eq(sysUser.delFlag, 0),
      query.username ? ilike(sysUser.username, likeContains(query.username)) : undefined,
    );
    const [total] = await db
      .select({ n: count() })
      .from(sysUserTenant)
      .innerJoin(sysUser, eq(sysUser.id, sysUserTenant.userId))
      .where(where);
    const rows = await db
      .select({
        id: sysUser.id,
        username: sysUser.username,
        realname: sysUser.realname,
        phone: sysUser.phone,
        homeTenantId: sysUser.tenantId,
      })
      .from(sysUserTenant)
      .innerJoin(sysUser, eq(sysUser.id, sysUserTenant.userId))
      .where(where)
      .orderBy(asc(sysUser.username))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    return ok(toPage(rows, Number(total?.n ?? 0), query.pageNo, query.pageSize));
  });

  r.route(tenantRoutes.addMember, async (ctx, { body }) => {
    if (!isPlatform(ctx)) return fail(TENANT_MESSAGES.platformOnly);
    if (!(await exists(body.tenantId))) return fail(TENANT_MESSAGES.notFound);
    const [user] = await db
      .select({ id: sysUser.id, username: sysUser.username })
      .from(sysUser)
      .where(
        and(
          eq(sysUser.tenantId, body.homeTenantId),
          eq(sysUser.username, body.username),
          eq(sysUser.delFlag, 0),
        ),
      );
    if (!user) return fail(TENANT_MESSAGES.memberMissing);
    await new TenantDb(db, body.tenantId, ctx.username).upsert(
      sysUserTenant,
      [{ userId: user.id, status: 1, createBy: ctx.username }],
      { target: [sysUserTenant.userId], update: ['status'] },
    );
    await services.permissions.invalidateUser(user.id, body.tenantId);
    ctx.logSubject(user.username);
    return okMsg(TENANT_MESSAGES.memberAdded);
  });

  // The bootstrap of a school's second approver (decisions.md): the platform names the first holder only.
  r.route(tenantRoutes.nameCentreDirector, async (ctx, { body }) => {
    if (!isPlatform(ctx)) return fail(TENANT_MESSAGES.platformOnly);
    if (!(await exists(body.tenantId))) return fail(TENANT_MESSAGES.notFound);
    const school = new TenantDb(db, body.tenantId, ctx.username);
    const refused = await nameFirstCentreDirector(school, services, ctx, body.userId);
    if (refused) return fail(refused);
    await services.permissions.invalidateTenant(body.tenantId);
    ctx.logSubject(`${body.tenantId} ${body.userId}`);
    return okMsg(TENANT_MESSAGES.directorNamed);
  });

  r.route(tenantRoutes.removeMember, async (ctx, { query }) => {
    if (!maySee(ctx, query.userTenantId)) return fail(TENANT_MESSAGES.notFound);
    if (query.userId === ctx.userId && query.userTenantId === ctx.tenantId)
      return fail(TENANT_MESSAGES.memberSelf);
    const member = await new TenantDb(db, query.userTenantId).first(
      sysUserTenant,
      and(eq(sysUserTenant.userId, query.userId), eq(sysUserTenant.status, 1)),
    );
    if (!member) return fail(TENANT_MESSAGES.memberMissing);
    await revokeTenantMembership(services, query.userId, query.userTenantId, ctx.username);
    ctx.logSubject(query.userId);
    return okMsg(TENANT_MESSAGES.memberRemoved);
  });

  r.route(tenantRoutes.queryList, async (ctx, { query }) => {
    const wanted = query.ids ? new Set(idList(query.ids)) : null;
    const tenants = (await userTenants(db, ctx.userId))
      .filter(usable)
      .filter((t) => !wanted || wanted.has(String(t.id)));
    return ok(tenants.map((t) => ({ id: t.id, name: t.name, status: t.status })));
  });

  r.route(tenantRoutes.memberPassword, async (ctx, { body }) => {
    if (!isPlatform(ctx)) return fail(TENANT_MESSAGES.platformOnly);
    const [user] = await db
      .select({ id: sysUser.id, username: sysUser.username })
      .from(sysUser)
      .where(and(eq(sysUser.id, body.userId), eq(sysUser.delFlag, 0)));
    if (!user) return fail(TENANT_MESSAGES.memberMissing);
    await services.accounts.setPassword(user.id, await hashPassword(body.password), adminChanger(ctx));
    ctx.logSubject(user.username);
    return okMsg(TENANT_MESSAGES.memberPasswordOk);
  });

  r.route(tenantRoutes.currentUserTenant, async (ctx) => {
    const tenants = (await userTenants(db, ctx.userId)).filter(usable);
    return ok({ list: tenants.map((t) => ({ id: t.id, name: t.name })), tenantId: ctx.tenantId });
  });
}
