import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser, sysUserTenant } from '../db/schema.ts';
import { auth, createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app.ts';
import { crawlGetRoutes, secretFields } from './route-crawl.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Ids, usernames and phones of users with no active membership in `tenantId`. */
async function outsiders(tenantId: number): Promise<string[]> {
  const members = t.db
    .select({ id: sysUserTenant.userId })
    .from(sysUserTenant)
    .where(and(eq(sysUserTenant.tenantId, tenantId), eq(sysUserTenant.status, 1)));
  const rows = await t.db.select().from(sysUser).where(notInArray(sysUser.id, members));
  expect(rows.length).toBeGreaterThan(0);
  return rows.flatMap((u) => [u.id, u.username, ...(u.phone ? [u.phone] : [])]);
}

// createBy/updateBy hold the acting username (JeecgBoot audit columns); the seed writes its own
// operator name there in every tenant, so they are not a user listing. Role codes of the demo
// schools repeat demo usernames (role `xinli`, user `xinli`) and name no user either.
const withoutAuditNames = (key: string, value: unknown) =>
  key === 'createBy' || key === 'updateBy' || key === 'roleCode' ? undefined : value;

describe.each([
  { username: 'admin', tenantId: 1000 },
  { username: 'banzhuren', tenantId: 1000 },
  { username: 'zhongxue', tenantId: 1001 },
])('#30 bulk user dumps (#9674): every GET route as $username', ({ username, tenantId }) => {
  it('no reply carries a password, salt or hash field, nor a user outside the tenant', async () => {
    const login = await t.postLogin({ username, password: TEST_PASSWORD });
    const token = (login.body.result as { token: string }).token;
    const select = await t.call({
      method: 'PUT',
      url: '/jeecg-boot/sys/selectDepart',
      headers: auth(token),
      payload: {},
    });
    const crawled = await crawlGetRoutes(t.app, token);
    expect(crawled.filter((c) => c.body.success).length).toBeGreaterThan(4);
    const foreign = await outsiders(tenantId);
    const replies = [
      { url: 'POST /sys/login', body: login.body },
      { url: 'PUT /sys/selectDepart', body: select.body },
      ...crawled,
    ];
    for (const reply of replies) {
      expect(secretFields(reply.body), reply.url).toEqual([]);
      const text = JSON.stringify(reply.body, withoutAuditNames);
      for (const marker of foreign)
        expect(text.includes(`"${marker}"`), `${reply.url} shows ${marker}`).toBe(false);
    }
  });
});

describe('#30 the scanner itself', () => {
  it('finds credential keys at any depth and scrypt values under any key', () => {
    const sample = {
      result: { records: [{ id: '1', Password: 'x' }], extra: { note: 'scrypt$32768$8$1$a$b' } },
    };
    expect(secretFields(sample)).toEqual(['$.result.records[0].Password', '$.result.extra.note']);
  });
});
