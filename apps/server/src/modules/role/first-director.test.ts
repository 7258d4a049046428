import { TENANT_MESSAGES, type TenantMember } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { sysAnnouncementSend, sysClinicalGrant, sysUser } from '../../db/schema.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

// A new school has nobody to approve its first clinical grant, and the platform operator approves
// none (docs/security.md). The bootstrap: the operator names the school's first centre director,
// only while nobody in the school holds a clinical permission; recorded and told to the school.

let t: TestApp;
const token: Record<string, string> = {};
const NEW_SCHOOL = 1002;

const call = (url: string, who: string, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: `/jeecg-boot${url}`, headers: auth(token[who] ?? ''), payload });

async function idOf(username: string): Promise<string> {
  const [row] = await t.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, username));
  return row?.id ?? '';
}

async function holdsDirector(userId: string, tenantId: number): Promise<boolean> {
  await t.services.permissions.invalidateTenant(tenantId);
  return (await t.services.permissions.codes(userId, tenantId)).has('counselling:centre:director');
}

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'pingtai']) token[name] = await t.login(name);
  await call('/sys/tenant/add', 'pingtai', { name: '新学校', id: NEW_SCHOOL });
  for (const username of ['zhongxue', 'banzhuren'])
    await call('/sys/tenant/invitationUserJoin', 'pingtai', {
      tenantId: NEW_SCHOOL,
      username,
      homeTenantId: username === 'zhongxue' ? 1001 : 1000,
    });
}, 120_000);
afterAll(() => t.close());

describe("a new school's first clinical approver (issue 19)", () => {
  it('the platform names the first centre director of a school without any clinical holder; recorded and told', async () => {
    const members = (
      await t.call({
        method: 'GET',
        url: `/jeecg-boot/sys/tenant/getTenantUserList?userTenantId=${NEW_SCHOOL}&pageSize=50`,
        headers: auth(token.pingtai ?? ''),
      })
    ).body.result as { records: TenantMember[] };
    const zhongxue = members.records.find((m) => m.username === 'zhongxue')?.id ?? '';
    expect(zhongxue).toBe(await idOf('zhongxue'));
    expect(await holdsDirector(zhongxue, NEW_SCHOOL)).toBe(false);

    const named = await call('/sys/tenant/nameCentreDirector', 'pingtai', {
      tenantId: NEW_SCHOOL,
      userId: zhongxue,
    });
    expect(named.body.message).toBe(TENANT_MESSAGES.directorNamed);
    expect(await holdsDirector(zhongxue, NEW_SCHOOL)).toBe(true);
    // Only in that school: the same account in its home school gains nothing.
    expect(await holdsDirector(zhongxue, 1001)).toBe(false);

    const school = new TenantDb(t.db, NEW_SCHOOL);
    const recorded = await school.list(sysClinicalGrant, {});
    expect(recorded.map((g) => [g.roleName, g.memberName, g.status, g.decidedBy, g.requesterName])).toEqual([
      ['中心主任', 'zhongxue', 'approved', 'pingtai', 'pingtai'],
    ]);
    expect(await school.count(sysAnnouncementSend, eq(sysAnnouncementSend.userId, zhongxue))).toBe(1);
  });

  it('once a school has a holder the platform cannot name another (no approval from outside the school)', async () => {
    const banzhuren = await idOf('banzhuren');
    const again = await call('/sys/tenant/nameCentreDirector', 'pingtai', {
      tenantId: NEW_SCHOOL,
      userId: banzhuren,
    });
    expect(again.body.message).toBe(TENANT_MESSAGES.directorExists);
    expect(await holdsDirector(banzhuren, NEW_SCHOOL)).toBe(false);
    const demo = await call('/sys/tenant/nameCentreDirector', 'pingtai', {
      tenantId: 1000,
      userId: banzhuren,
    });
    expect(demo.body.message).toBe(TENANT_MESSAGES.directorExists);
  });

  it("a school's administrator cannot name one, and a non-member cannot be named", async () => {
    const self = await call('/sys/tenant/nameCentreDirector', 'admin', {
      tenantId: 1000,
      userId: await idOf('admin'),
    });
    expect(self.body.message).toBe(TENANT_MESSAGES.platformOnly);
    await call('/sys/tenant/add', 'pingtai', { name: '空学校', id: 1003 });
    const outsider = await call('/sys/tenant/nameCentreDirector', 'pingtai', {
      tenantId: 1003,
      userId: await idOf('banzhuren'),
    });
    expect(outsider.body.message).toBe(TENANT_MESSAGES.memberMissing);
  });
});
