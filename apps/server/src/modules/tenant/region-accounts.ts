import { TENANT_MESSAGES, tenantRoutes, UserMsg } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { fail, okWith } from '../../core/envelope.ts';
import { randomInitialPassword } from '../../core/initial-password.ts';
import { hashPassword } from '../../core/password.ts';
import { regionRoleOf } from '../../core/region-role.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { sysTenant, sysUserRole } from '../../db/schema.ts';
import { isPlatform } from './access.ts';

/**
 * 教育局 accounts: created by the platform, owned by the region tenant, in its 教育局 role. The
 * password is random and must be changed at the first sign-in, like a student's account slip: the
 * operator never chooses (or knows later) a bureau user's password.
 */
export function registerRegionAccounts(r: Registrar, services: Services): void {
  const { db } = services;
  r.route(tenantRoutes.addRegionAccount, async (ctx, { body }) => {
    if (!isPlatform(ctx)) return fail(TENANT_MESSAGES.platformOnly);
    const [region] = await db
      .select({ kind: sysTenant.kind, regionCode: sysTenant.regionCode })
      .from(sysTenant)
      .where(and(eq(sysTenant.id, body.tenantId), eq(sysTenant.delFlag, 0)));
    if (!region) return fail(TENANT_MESSAGES.notFound);
    if (region.kind !== 'region') return fail(TENANT_MESSAGES.notRegion);
    if ((await services.accounts.takenUsernames(body.tenantId, [body.username])).size)
      return fail(UserMsg.usernameTaken);
    const phone = body.phone || null;
    if (phone && (await services.accounts.phoneTaken(phone))) return fail(UserMsg.phoneTaken);
    const roleId = await regionRoleOf(db, body.tenantId, ctx.username);
    const password = randomInitialPassword();
    const hash = await hashPassword(password);
    await services.accounts.create(
      body.tenantId,
      ctx.username,
      [body],
      (item) => ({
        username: item.username,
        realname: item.realname,
        phone,
        password: hash,
        pwdChangeRequired: 1,
      }),
      (tdb, userId) => tdb.insert(sysUserRole, { userId, roleId }).then(() => undefined),
    );
    ctx.logSubject(body.username);
    return okWith(TENANT_MESSAGES.regionAccountAdded, {
      username: body.username,
      realname: body.realname,
      regionCode: region.regionCode,
      password,
    });
  });
}
