import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import {
  counsellingBooking,
  schoolStudent,
  sysAnnouncement,
  sysAnnouncementSend,
  sysUser,
} from '../../db/schema.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { counsellingReminder } from './reminder-job.ts';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.drop());

const NOW = new Date('2026-06-01T00:00:00Z');
const log = Fastify({ logger: false }).log;
const run = () =>
  counsellingReminder.run({
    db: new TenantDb(testDb.db, 1000, 'scheduler'),
    platformDb: testDb.db,
    parameter: null,
    fireTime: NOW,
    log,
  });

describe('counselling reminder', () => {
  it('reminds student and counsellor once of a confirmed session within the lead time', async () => {
    const tdb = new TenantDb(testDb.db, 1000, 'admin');
    const [studentUser] = await testDb.db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(eq(sysUser.username, 'banzhuren'));
    const [counsellor] = await testDb.db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(eq(sysUser.username, 'xinli'));
    const student = await tdb.first(schoolStudent, eq(schoolStudent.studentNo, '20230101'));
    await tdb.update(
      schoolStudent,
      { userId: studentUser?.id ?? null },
      eq(schoolStudent.id, student?.id ?? ''),
    );
    const booking = (hours: number, status: string) => ({
      studentId: student?.id ?? '',
      counsellorId: counsellor?.id ?? '',
      slotStart: new Date(NOW.getTime() + hours * 3600_000),
      slotEnd: new Date(NOW.getTime() + (hours + 1) * 3600_000),
      mode: 'offline',
      status,
      topic: '学业压力',
      consentTime: NOW,
    });
    const [soon] = await tdb.insert(counsellingBooking, [
      booking(3, 'confirmed'),
      booking(30, 'confirmed'),
      booking(5, 'requested'),
    ]);
    await run();
    await run();
    const notices = await tdb.list(sysAnnouncement, {
      where: eq(sysAnnouncement.busType, 'counselling_booking'),
    });
    expect(notices.map((n) => n.busId)).toEqual([soon]);
    expect(notices[0]?.msgContent).toContain('的心理咨询（学业压力）');
    const sends = await tdb.list(sysAnnouncementSend, {
      where: eq(sysAnnouncementSend.anntId, notices[0]?.id ?? ''),
    });
    expect(sends.map((s) => s.userId).sort()).toEqual([counsellor?.id, studentUser?.id].sort());
  });
});
