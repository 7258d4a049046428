import { RELEASE_OK } from '@xinmiao/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkInsertStatements } from '../../core/tenancy/bulk-insert.ts';
import { newId } from '../../db/ids.ts';
import { sysAnnouncement, sysAnnouncementSend, sysUser, sysUserTenant } from '../../db/schema.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

// A whole university: more members than a statement of bound parameters could ever carry.
const MEMBERS = 20_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const users = Array.from({ length: MEMBERS }, (_, i) => ({
    id: newId(),
    tenantId: 1000,
    username: `stu${String(i).padStart(6, '0')}`,
    realname: `学生${i}`,
    password: 'not-a-login',
  }));
  for (const statement of bulkInsertStatements(sysUser, users)) await t.db.execute(statement);
  const memberships = users.map((u) => ({ id: newId(), tenantId: 1000, userId: u.id, status: 1 }));
  for (const statement of bulkInsertStatements(sysUserTenant, memberships)) await t.db.execute(statement);
});
afterAll(() => t.close());

describe('announcement to all users of a large school', () => {
  it(`reaches all ${MEMBERS.toLocaleString()}+ members in one release`, async () => {
    const token = await t.login('admin');
    const headers = auth(token);
    await t.call({
      method: 'POST',
      url: '/jeecg-boot/sys/annountCement/add',
      headers,
      payload: { titile: '全校心理普查通知', msgContent: '<p>请按时完成</p>', msgType: 'ALL', priority: 'M' },
    });
    const [row] = await t.db
      .select()
      .from(sysAnnouncement)
      .where(eq(sysAnnouncement.titile, '全校心理普查通知'));
    const release = await t.call({
      method: 'GET',
      url: `/jeecg-boot/sys/annountCement/doReleaseData?id=${row?.id}`,
      headers,
    });
    expect(release.body.message).toBe(RELEASE_OK);
    const [sent] = await t.db
      .select({ n: count() })
      .from(sysAnnouncementSend)
      .where(eq(sysAnnouncementSend.anntId, row?.id ?? ''));
    const [members] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sysUserTenant)
      .where(eq(sysUserTenant.tenantId, 1000));
    expect(Number(sent?.n)).toBe(Number(members?.n));
    expect(Number(sent?.n)).toBeGreaterThan(MEMBERS);
  });
});
