import { eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import {
  careerGoal,
  careerGoalReminder as reminderRows,
  schoolStudent,
  sysAnnouncement,
  sysAnnouncementSend,
  sysUser,
} from '../../db/schema.ts';
import { Notifier } from '../../realtime/notifier.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';
import { goalReminder, remindersOf } from './goal-reminder-job.ts';

let testDb: TestDb;
let notifier: Notifier;
const log = Fastify({ logger: false }).log;

beforeAll(async () => {
  testDb = await createTestDb();
  notifier = await Notifier.create({}, 'test', log, async () => false);
});
afterAll(() => testDb.drop());

/** 2026-06-01 09:00 China time. */
const at = (day: string) => new Date(`${day}T01:00:00Z`);
const run = (day: string, perRun?: number) =>
  goalReminder(notifier, perRun).run({
    db: new TenantDb(testDb.db, 1000, 'scheduler'),
    platformDb: testDb.db,
    parameter: null,
    fireTime: at(day),
    log,
  });

describe('career goal reminders', () => {
  it('picks goals and open actions due within three days or overdue, never done ones', () => {
    const goal = {
      id: 'g',
      studentId: 's',
      title: '考取证书',
      dueDate: '2026-06-20',
      status: 'active',
      actions: [
        { id: 'a1', content: '刷真题', owner: '本人', dueDate: '2026-06-03', done: false },
        { id: 'a2', content: '报名', owner: '本人', dueDate: '2026-05-30', done: false },
        { id: 'a3', content: '买书', owner: '本人', dueDate: '2026-05-20', done: true },
        { id: 'a4', content: '模拟考', owner: '本人', dueDate: '2026-06-10', done: false },
        { id: 'a5', content: '复盘', owner: '本人', dueDate: null, done: false },
      ],
    } as unknown as typeof careerGoal.$inferSelect;
    expect(remindersOf(goal, '2026-06-01').map((r) => [r.actionId, r.kind])).toEqual([
      ['a1', 'due'],
      ['a2', 'overdue'],
    ]);
    expect(remindersOf(goal, '2026-06-18').map((r) => [r.actionId, r.kind])).toEqual([
      ['', 'due'],
      ['a1', 'overdue'],
      ['a2', 'overdue'],
      ['a4', 'overdue'],
    ]);
  });

  it('messages the student once per action and kind, again when a due date moves, and bounds a run', async () => {
    const tdb = new TenantDb(testDb.db, 1000, 'admin');
    const [account] = await testDb.db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(eq(sysUser.username, 'banzhuren'));
    const student = await tdb.first(schoolStudent, eq(schoolStudent.studentNo, '20230101'));
    const studentId = student?.id ?? '';
    await tdb.update(schoolStudent, { userId: account?.id ?? null }, eq(schoolStudent.id, studentId));
    const [goalId = ''] = await tdb.insert(careerGoal, {
      studentId,
      title: '考取软件设计师证书',
      dueDate: '2026-07-30',
      actions: [
        { id: 'a1', content: '每周完成两套真题', owner: '本人', dueDate: '2026-06-03', done: false },
        { id: 'a2', content: '报名考试', owner: '本人', dueDate: '2026-06-02', done: true },
      ],
    });
    // A goal given up is not announced.
    await tdb.insert(careerGoal, {
      studentId,
      title: '已放弃的目标',
      status: 'dropped',
      dueDate: '2026-06-02',
    });

    await run('2026-06-01');
    await run('2026-06-01');
    await run('2026-06-02');
    const notices = () => tdb.list(sysAnnouncement, { where: eq(sysAnnouncement.busType, 'career_goal') });
    let sent = await notices();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.titile).toBe('生涯目标即将到期');
    expect(sent[0]?.msgContent).toContain('行动「每周完成两套真题」计划于 2026-06-03 完成');
    expect(sent[0]?.msgContent).not.toContain('已放弃的目标');
    const to = await tdb.list(sysAnnouncementSend, {
      where: inArray(
        sysAnnouncementSend.anntId,
        sent.map((n) => n.id),
      ),
    });
    expect(to.map((r) => r.userId)).toEqual([account?.id]);

    // Overdue: told once more, kindly.
    await run('2026-06-04');
    await run('2026-06-05');
    sent = await notices();
    expect(sent).toHaveLength(2);
    const overdue = sent.find((n) => n.titile === '生涯目标进度提醒');
    expect(overdue?.msgContent).toContain('计划可以调整');

    // The student moves the action's date: the new date is announced again.
    await tdb.update(
      careerGoal,
      {
        actions: [
          { id: 'a1', content: '每周完成两套真题', owner: '本人', dueDate: '2026-06-07', done: false },
          { id: 'a2', content: '报名考试', owner: '本人', dueDate: '2026-06-02', done: true },
        ],
      },
      eq(careerGoal.id, goalId),
    );
    await run('2026-06-05');
    expect(await notices()).toHaveLength(3);
    const rows = await tdb.list(reminderRows, { where: eq(reminderRows.goalId, goalId) });
    expect(rows.map((r) => [r.actionId, r.kind, r.dueDate]).sort()).toEqual([
      ['a1', 'due', '2026-06-03'],
      ['a1', 'due', '2026-06-07'],
      ['a1', 'overdue', '2026-06-03'],
    ]);

    // A run claims at most its bound; the rest wait for the next run.
    const [bulk = ''] = await tdb.insert(careerGoal, {
      studentId,
      title: '准备实习',
      actions: [
        { id: 'b1', content: '写简历', owner: '本人', dueDate: '2026-06-06', done: false },
        { id: 'b2', content: '投递', owner: '本人', dueDate: '2026-06-06', done: false },
      ],
    });
    const claimed = () => tdb.count(reminderRows, eq(reminderRows.goalId, bulk));
    await run('2026-06-05', 1);
    expect(await claimed()).toBe(1);
    await run('2026-06-05', 1);
    expect(await claimed()).toBe(2);
  });
});
