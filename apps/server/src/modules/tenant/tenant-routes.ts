import { TENANT_MESSAGES, type tenantInput, tenantRoutes, toPage } from '@xinmiao/shared';
import { and, asc, count, eq, ilike, max, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import { likeContains } from '../../core/query.ts';
import { regionRoleOf } from '../../core/region-role.ts';
import type { Registrar } from '../../core/register-route.ts';
import { settleTenantSessions } from '../../core/revocation.ts';
import type { Services } from '../../core/services.ts';
import { sysTenant } from '../../db/schema.ts';
import { isPlatform, maySee } from './access.ts';
import { parseTenantDate, toTenant } from './records.ts';

type Input = z.output<typeof tenantInput>;

const live = (id: number) => and(eq(sysTenant.id, id), eq(sysTenant.delFlag, 0));

function termOf(input: Pick<Input, 'beginDate' | 'endDate'>) {
  return {
    beginDate: parseTenantDate(input.beginDate, 'begin'),
    endDate: parseTenantDate(input.endDate, 'end'),
  };
}

/** 租户管理: the platform manages every school; a school's administrator sees and renames only its own. */
export function registerTenantCrud(r: Registrar, services: Services): void {
  const { db } = services;
  const find = async (id: number) => (await db.select().from(sysTenant).where(live(id)))[0];

  r.route(tenantRoutes.list, async (ctx, { query }) => {
    const where: SQL | undefined = and(
      eq(sysTenant.delFlag, 0),
      isPlatform(ctx) ? undefined : eq(sysTenant.id, ctx.tenantId),
      query.name ? ilike(sysTenant.name, likeContains(query.name)) : undefined,
      query.status === '0' || query.status === '1' ? eq(sysTenant.status, Number(query.status)) : undefined,
    );
    const [total] = await db.select({ n: count() }).from(sysTenant).where(where);
    const rows = await db
      .select()
      .from(sysTenant)
      .where(where)
      .orderBy(asc(sysTenant.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    return ok(toPage(rows.map(toTenant), Number(total?.n ?? 0), query.pageNo, query.pageSize));
  });

  r.route(tenantRoutes.queryById, async (ctx, { query }) => {
    const row = maySee(ctx, query.id) ? await find(query.id) : undefined;
    return row ? ok(toTenant(row)) : fail(TENANT_MESSAGES.notFound);
  });

  r.route(tenantRoutes.add, async (ctx, { body }) => {
    if (!isPlatform(ctx)) return fail(TENANT_MESSAGES.platformOnly);
    let id = body.id;
    if (id === undefined) {
      const [top] = await db.select({ id: max(sysTenant.id) }).from(sysTenant);
      id = Math.max(1000, (top?.id ?? 0) + 1);
    } else if ((await db.select({ id: sysTenant.id }).from(sysTenant).where(eq(sysTenant.id, id))).length) {
      return fail(TENANT_MESSAGES.idTaken);
    }
    const tenantId = id;
    await db.transaction(async (tx) => {
      await tx.insert(sysTenant).values({
        id: tenantId,
        name: body.name,
        status: body.status,
        houseNumber: body.houseNumber ?? null,
        regionCode: body.regionCode ?? null,
        kind: body.kind,
        ...termOf(body),
        createBy: ctx.username,
      });
      // A 教育局 has no school of its own to set up: only its role, for the accounts the platform adds.
      if (body.kind === 'region') await regionRoleOf(tx, tenantId, ctx.username);
      else await services.registry.setUpSchool(tx, tenantId, ctx.username);
    });
    ctx.logSubject(body.name);
    return okMsg(TENANT_MESSAGES.addOk);
  });

  r.route(tenantRoutes.edit, async (ctx, { body }) => {
    const row = maySee(ctx, body.id) ? await find(body.id) : undefined;
    if (!row) return fail(TENANT_MESSAGES.notFound);
    const stamp = { updateBy: ctx.username, updateTime: new Date() };
    if (!isPlatform(ctx)) {
      // A school may rename itself; its status and term are the platform's to set.
      await db
        .update(sysTenant)
        .set({ name: body.name, houseNumber: body.houseNumber ?? null, ...stamp })
        .where(live(row.id));
    } else {
      if (row.id === ctx.tenantId && body.status !== 1) return fail(TENANT_MESSAGES.keepOwn);
      await db
        .update(sysTenant)
        .set({
          name: body.name,
          status: body.status,
          houseNumber: body.houseNumber ?? null,
          regionCode: body.regionCode ?? null,
          ...termOf(body),
          ...stamp,
        })
        .where(live(row.id));
    }
    const saved = await find(row.id);
    if (saved) await settleTenantSessions(services, saved);
    ctx.logSubject(body.name);
    return okMsg(TENANT_MESSAGES.editOk);
  });

  r.route(tenantRoutes.delete, async (ctx, { query }) => {
    if (!isPlatform(ctx))
      return fail(maySee(ctx, query.id) ? TENANT_MESSAGES.platformOnly : TENANT_MESSAGES.notFound);
    if (query.id === ctx.tenantId) return fail(TENANT_MESSAGES.keepOwn);
    const row = await find(query.id);
    if (!row) return fail(TENANT_MESSAGES.notFound);
    await db
      .update(sysTenant)
      .set({ delFlag: 1, updateBy: ctx.username, updateTime: new Date() })
      .where(live(row.id));
    await settleTenantSessions(services, { ...row, delFlag: 1 });
    ctx.logSubject(row.name);
    return okMsg(TENANT_MESSAGES.deleteOk);
  });
}
