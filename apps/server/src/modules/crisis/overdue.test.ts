import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { crisisCase, sysAnnouncementSend } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { reportSignal } from './intake.ts';
import { raiseOverdueAlerts } from './overdue.ts';
import { memberIds, studentOfClass } from './test-support.ts';

let t: TestApp;
let db: TenantDb;
let users: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  db = new TenantDb(t.db, 1000);
  users = await memberIds(t, 1000);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const inbox = (name: string) =>
  db.count(sysAnnouncementSend, eq(sysAnnouncementSend.userId, users.get(name) ?? ''));

describe('SLA and overdue alerts (fake clock)', () => {
  it('an unassessed level-3 warning goes to the college level once, then a day later to the centre', async () => {
    const student = await studentOfClass(t, 1000, '计算机学院', '2024级2班');
    const { caseId } = await reportSignal(
      db,
      {
        studentId: student,
        source: 'item_alert',
        level: 3,
        summary: 'PHQ-9 第 9 题',
      },
      t.services.notifier,
    );
    const opened = await db.byId(crisisCase, caseId);
    const due = opened?.dueAt?.getTime() ?? 0;
    const [leader, teacher, centre] = [
      await inbox('fudaoyuan'),
      await inbox('banzhuren'),
      await inbox('xinli'),
    ];

    expect((await raiseOverdueAlerts(db, t.services.notifier, new Date(due - 60_000))).cases).toBe(0);
    expect((await raiseOverdueAlerts(db, t.services.notifier, new Date(due + HOUR))).cases).toBe(1);
    expect(await inbox('fudaoyuan')).toBe(leader + 1);
    expect(await inbox('banzhuren')).toBe(teacher);
    expect(await inbox('xinli')).toBe(centre + 1);

    expect((await raiseOverdueAlerts(db, t.services.notifier, new Date(due + 2 * HOUR))).cases).toBe(0);
    expect((await raiseOverdueAlerts(db, t.services.notifier, new Date(due + 26 * HOUR))).cases).toBe(1);
    expect(await inbox('xinli')).toBe(centre + 2);
    expect(await inbox('fudaoyuan')).toBe(leader + 1);
    expect((await raiseOverdueAlerts(db, t.services.notifier, new Date(due + 48 * HOUR))).cases).toBe(0);
  });

  it('a case of another college does not alert this college’s 辅导员', async () => {
    const student = await studentOfClass(t, 1000, '外国语学院', '2024级1班');
    const { caseId } = await reportSignal(
      db,
      {
        studentId: student,
        source: 'screening',
        level: 1,
        summary: 'SCL-90 阳性',
      },
      t.services.notifier,
    );
    const due = (await db.byId(crisisCase, caseId))?.dueAt?.getTime() ?? 0;
    const leader = await inbox('fudaoyuan');
    expect((await raiseOverdueAlerts(db, t.services.notifier, new Date(due + HOUR))).cases).toBe(1);
    expect(await inbox('fudaoyuan')).toBe(leader);
  });

  it('a school’s job only sees its own cases', async () => {
    const other = new TenantDb(t.db, 1001);
    expect(await raiseOverdueAlerts(other, t.services.notifier, new Date(Date.now() + 1000 * HOUR))).toEqual({
      cases: 0,
      interviews: 0,
      followups: 0,
    });
  });
});
