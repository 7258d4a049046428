import { oidcRoutes, PLATFORM_TENANT_ID } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { ok } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import type { Services } from '../../core/services.ts';
import { isUsableNow } from '../../core/tenants.ts';
import { sysTenant } from '../../db/schema.ts';

/**
 * Names the school of a school's own sign-in link. Only a school one may sign in to now is named;
 * a missing, deleted, frozen or out-of-term number and the platform get the same empty answer, so
 * the reply tells nothing beyond the name a link already leads to.
 */
export function registerSchoolLink(r: Registrar, services: Services): void {
  r.route(oidcRoutes.schoolName, async (_ctx, { query }) => {
    if (query.tenantId === PLATFORM_TENANT_ID) return ok({ name: '' });
    const [row] = await services.db
      .select({
        name: sysTenant.name,
        status: sysTenant.status,
        beginDate: sysTenant.beginDate,
        endDate: sysTenant.endDate,
      })
      .from(sysTenant)
      .where(and(eq(sysTenant.id, query.tenantId), eq(sysTenant.delFlag, 0)));
    return ok({ name: row && isUsableNow(row) ? row.name : '' });
  });
}
