import { TENANT_MESSAGES, tenantRoutes, UserMsg } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { fail, okMsg } from '../../core/envelope.ts';
import { hashPassword } from '../../core/password.ts';
import { regionRoleOf } from '../../core/region-role.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { sysTenant, sysUserRole } from '../../db/schema.ts';
import { isPlatform } from './access.ts';

/** 教育局 accounts: created by the platform, owned by the region tenant, in its 教育局 role. */
export function registerRegionAccounts(r: Registrar, services: Services): void {
  const { db } = services;
  r.route(tenantRoutes.addRegionAccount, async (ctx, { body }) => {
    if (!isPlatform(ctx)) return fail(TENANT_MESSAGES.platformOnly);
    const [region] = await db
      .select({ kind: sysTenant.kind })
      .from(sysTenant)
      .where(and(eq(sysTenant.id, body.tenantId), eq(sysTenant.delFlag, 0)));
    if (!region) return fail(TENANT_MESSAGES.notFound);
    if (region.kind !== 'region') return fail(TENANT_MESSAGES.notRegion);
    if ((await services.accounts.takenUsernames(body.tenantId, [body.username])).size)
      return fail(UserMsg.usernameTaken);
    const roleId = await regionRoleOf(db, body.tenantId, ctx.username);
    const password = await hashPassword(body.password);
    await services.accounts.create(
      body.tenantId,
      ctx.username,
      [body],
      (item) => ({ username: item.username, realname: item.realname, password }),
      (tdb, userId) => tdb.insert(sysUserRole, { userId, roleId }).then(() => undefined),
    );
    ctx.logSubject(body.username);
    return okMsg(TENANT_MESSAGES.regionAccountAdded);
  });
}
