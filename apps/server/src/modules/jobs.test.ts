import { and, eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobHandler } from '../core/scheduler/job-handler.ts';
import { TenantDb } from '../core/tenant-db.ts';
import { newId } from '../db/ids.ts';
import {
  sysAnnouncement,
  sysAnnouncementSend,
  sysLog,
  sysLoginAttempt,
  sysReadAudit,
  sysUser,
} from '../db/schema.ts';
import { createTestDb, type TestDb } from '../test/test-db.ts';
import { announcementExpiry } from './announcement/expiry-job.ts';
import { logRetention, retentionDays } from './log/retention-job.ts';
import { loginAttemptPurge } from './session/attempt-purge-job.ts';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.drop());

const NOW = new Date('2026-06-01T00:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const log = Fastify({ logger: false }).log;

function run(handler: JobHandler, tenantId: number, parameter: string | null = null): Promise<void> {
  return handler.run({
    db: new TenantDb(testDb.db, tenantId, 'scheduler'),
    platformDb: testDb.db,
    parameter,
    fireTime: NOW,
    log,
  });
}

describe('log retention', () => {
  it('reads the days from the parameter, else keeps 180', () => {
    expect(retentionDays('30')).toBe(30);
    expect(retentionDays(' 7 ')).toBe(7);
    expect(retentionDays('0')).toBe(180);
    expect(retentionDays('abc')).toBe(180);
    expect(retentionDays(null)).toBe(180);
  });

  it("deletes the job's tenant read audits older than the days and its logs older than six months, nothing else", async () => {
    const logRow = (tenantId: number, age: number) => ({
      id: newId(),
      logType: 1,
      logContent: `${tenantId}-${age}`,
      createTime: daysAgo(age),
    });
    await new TenantDb(testDb.db, 1000).insert(sysLog, [
      logRow(1000, 200),
      logRow(1000, 40),
      logRow(1000, 10),
    ]);
    await new TenantDb(testDb.db, 1001).insert(sysLog, [logRow(1001, 200)]);
    await new TenantDb(testDb.db, 1000).insert(sysReadAudit, [
      { id: newId(), userId: 'u', username: 'old', resource: '/r', createTime: daysAgo(40) },
      { id: newId(), userId: 'u', username: 'new', resource: '/r', createTime: daysAgo(10) },
    ]);

    await run(logRetention, 1000, '30');

    // Network logs are kept six months whatever the school asks (the legal floor); its read
    // audits follow its 30 days.
    const logs = await testDb.db
      .select({ content: sysLog.logContent })
      .from(sysLog)
      .where(inArray(sysLog.logContent, ['1000-200', '1000-40', '1000-10', '1001-200']));
    expect(logs.map((l) => l.content).sort()).toEqual(['1000-10', '1000-40', '1001-200']);
    const audits = await testDb.db
      .select({ username: sysReadAudit.username })
      .from(sysReadAudit)
      .where(inArray(sysReadAudit.username, ['old', 'new']));
    expect(audits.map((a) => a.username)).toEqual(['new']);
  });
});

describe('announcement expiry', () => {
  it('takes published notices past their end time out of the bell, leaving others unread', async () => {
    const [admin] = await testDb.db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(and(eq(sysUser.username, 'admin'), eq(sysUser.tenantId, 1000)));
    const userId = admin?.id ?? '';
    const tdb = new TenantDb(testDb.db, 1000);
    const notice = (titile: string, endTime: Date | null) => ({
      id: newId(),
      titile,
      sendStatus: '1',
      endTime,
    });
    const expired = notice('已过期', daysAgo(1));
    const current = notice('未过期', new Date(NOW.getTime() + 86_400_000));
    const open = notice('无结束时间', null);
    await tdb.insert(sysAnnouncement, [expired, current, open]);
    await tdb.insert(
      sysAnnouncementSend,
      [expired, current, open].map((a) => ({ id: newId(), anntId: a.id, userId })),
    );

    await run(announcementExpiry, 1000);

    const sends = await tdb.list(sysAnnouncementSend, {
      where: eq(sysAnnouncementSend.userId, userId),
    });
    const flag = (id: string) => sends.find((s) => s.anntId === id)?.readFlag;
    expect([flag(expired.id), flag(current.id), flag(open.id)]).toEqual(['1', '0', '0']);
  });
});

describe('login attempt purge', () => {
  it('deletes attempts older than the lockout window only', async () => {
    await testDb.db.insert(sysLoginAttempt).values([
      { id: newId(), username: 'purge-old', createTime: new Date(NOW.getTime() - 11 * 60_000) },
      { id: newId(), username: 'purge-recent', createTime: new Date(NOW.getTime() - 5 * 60_000) },
    ]);

    await run(loginAttemptPurge, 1001);

    const left = await testDb.db
      .select({ username: sysLoginAttempt.username })
      .from(sysLoginAttempt)
      .where(inArray(sysLoginAttempt.username, ['purge-old', 'purge-recent']));
    expect(left.map((r) => r.username)).toEqual(['purge-recent']);
  });
});
