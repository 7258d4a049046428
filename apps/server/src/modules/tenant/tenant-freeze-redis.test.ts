import type { SysTenant } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../core/tokens.ts';
import { sysTenant } from '../../db/schema.ts';
import { auth, type TestApp } from '../../test/test-app.ts';
import { withTwoInstances } from '../../test/two-instances.ts';

const whoAmI = (app: TestApp, token: string) =>
  app.call({ method: 'GET', url: '/jeecg-boot/sys/tenant/getCurrentUserTenant', headers: auth(token) });

async function editTenant(app: TestApp, operator: string, change: Partial<SysTenant>) {
  const read = await app.call({
    method: 'GET',
    url: '/jeecg-boot/sys/tenant/queryById?id=1001',
    headers: auth(operator),
  });
  const tenant = read.body.result as SysTenant;
  return app.call({
    method: 'PUT',
    url: '/jeecg-boot/sys/tenant/edit',
    headers: auth(operator),
    payload: { ...tenant, ...change },
  });
}

describe('freezing a tenant with sessions cached in Redis on two instances', () => {
  it('a school user on instance A is signed out at once when the platform freezes it on B', async () => {
    await withTwoInstances(async (a, b) => {
      const teacher = await a.login('zhongxue');
      const operator = await b.login('pingtai');
      expect((await whoAmI(a, teacher)).status).toBe(200);
      expect(await a.services.cache?.get(`sess:${sha256(teacher)}`)).toBeTruthy();

      expect((await editTenant(b, operator, { status: 0 })).body.success).toBe(true);
      expect((await whoAmI(a, teacher)).status).toBe(401);
      expect((await whoAmI(b, teacher)).status).toBe(401);
    });
  });

  it('ending the term on B ends the sessions on A; a later end date caps the cached session', async () => {
    await withTwoInstances(async (a, b) => {
      const operator = await b.login('pingtai');
      // Within the 7-day session lifetime, so the term is what limits the cached session.
      const later = `${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)} 00:00:00`;
      expect((await editTenant(b, operator, { endDate: later })).body.success).toBe(true);
      const teacher = await a.login('zhongxue');
      expect((await whoAmI(a, teacher)).status).toBe(200);
      const [row] = await a.db.select().from(sysTenant).where(eq(sysTenant.id, 1001));
      const cached = JSON.parse((await a.services.cache?.get(`sess:${sha256(teacher)}`)) ?? '{}');
      expect(cached.expiresAt).toBe(row?.endDate?.getTime());

      expect((await editTenant(b, operator, { endDate: '2020-01-01 00:00:00' })).body.success).toBe(true);
      expect((await whoAmI(a, teacher)).status).toBe(401);
    });
  });

  it('a school user of the other tenant keeps working', async () => {
    await withTwoInstances(async (a, b) => {
      const other = await a.login('admin');
      const operator = await b.login('pingtai');
      expect((await whoAmI(a, other)).status).toBe(200);
      expect((await editTenant(b, operator, { status: 0 })).body.success).toBe(true);
      expect((await whoAmI(a, other)).status).toBe(200);
    });
  });
});
