import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { crisisCase, crisisSignal, growthEvent, screeningAttempt, sysAnnouncement } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { classIdOf, studentId } from '../school/test-support.ts';
import { fileSheetFollowUps, SheetFollowUps } from './follow-up.ts';
import { addStudents, answer, createTask, uniform } from './result-fixture.ts';

// Item 9 answered 3 (an alert) and a total at the top band; and nothing at all.
const SEVERE = { PHQ9: uniform(9, 4), GAD7: uniform(7, 4) };
const NONE = { PHQ9: uniform(9, 1), GAD7: uniform(7, 1) };

let t: TestApp;
let db: TenantDb;
let classId: string;

beforeAll(async () => {
  t = await createTestApp();
  db = new TenantDb(t.db, 1000, 'admin');
  classId = await classIdOf(t, 1000, '计算机学院', '2023级1班');
});
afterAll(() => t.close());

/** Sheets stored by a submit whose follow-up has not run yet (as an instance leaves them when it dies). */
async function pendingSheets(
  school: TenantDb,
  taskId: string,
  students: readonly string[],
  sheet: Readonly<Record<string, readonly number[]>>,
): Promise<void> {
  for (const student of students) await answer(school, taskId, student, sheet);
  await school.update(
    screeningAttempt,
    { followUpPending: true },
    and(eq(screeningAttempt.taskId, taskId), inArray(screeningAttempt.studentId, [...students])) ??
      eq(screeningAttempt.taskId, taskId),
  );
}

const pending = (school: TenantDb) =>
  school.count(screeningAttempt, eq(screeningAttempt.followUpPending, true));

describe('the follow-up of submitted sheets', () => {
  it('files a batch of students as one by one would: a case each, its signals, a growth event per sheet, a notice per case', async () => {
    const taskId = await createTask(db, { name: '跟进批量', scales: ['PHQ9', 'GAD7'] });
    const severe = await addStudents(db, classId, 'FUA', 3);
    const calm = await addStudents(db, classId, 'FUB', 3);
    await pendingSheets(db, taskId, severe, SEVERE);
    await pendingSheets(db, taskId, calm, NONE);
    const notices = await db.count(sysAnnouncement, eq(sysAnnouncement.busType, 'crisis_case'));

    expect(await fileSheetFollowUps(db, t.services.notifier)).toBe(6);

    expect(await pending(db)).toBe(0);
    for (const student of severe) {
      const cases = await db.list(crisisCase, { where: eq(crisisCase.studentId, student) });
      expect(cases).toHaveLength(1);
      expect(cases[0]).toMatchObject({
        suggestedLevel: 3,
        source: 'item_alert',
        caseStatus: 'pending_assessment',
      });
      expect(await db.count(crisisSignal, eq(crisisSignal.caseId, cases[0]?.id ?? ''))).toBe(2);
    }
    expect(await db.count(crisisCase, inArray(crisisCase.studentId, calm))).toBe(0);
    const events = await db.list(growthEvent, {
      where: and(
        eq(growthEvent.sourceModule, 'screening'),
        inArray(growthEvent.studentId, [...severe, ...calm]),
      ),
    });
    expect(events.map((e) => e.title)).toEqual(Array(6).fill('完成测评：跟进批量'));
    expect(await db.count(sysAnnouncement, eq(sysAnnouncement.busType, 'crisis_case'))).toBe(notices + 3);
    // Nothing is filed twice.
    expect(await fileSheetFollowUps(db, t.services.notifier)).toBe(0);
  });

  it('two drains at once file each sheet once', async () => {
    const taskId = await createTask(db, { name: '跟进并发', scales: ['PHQ9', 'GAD7'] });
    const students = await addStudents(db, classId, 'FUC', 10);
    await pendingSheets(db, taskId, students, SEVERE);

    const filed = await Promise.all([
      fileSheetFollowUps(db, t.services.notifier, 4),
      fileSheetFollowUps(db, t.services.notifier, 4),
    ]);
    while ((await fileSheetFollowUps(db, t.services.notifier, 4)) > 0);

    expect(filed.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(await pending(db)).toBe(0);
    const cases = await db.list(crisisCase, { where: inArray(crisisCase.studentId, students) });
    expect(cases).toHaveLength(10);
    expect(
      await db.count(
        crisisSignal,
        inArray(
          crisisSignal.caseId,
          cases.map((c) => c.id),
        ),
      ),
    ).toBe(20);
  });

  it('a school’s drain files its own sheets only', async () => {
    const other = new TenantDb(t.db, 1001, 'admin');
    const taskId = await createTask(other, { name: '他校跟进', scales: ['PHQ9'] });
    await pendingSheets(other, taskId, [await studentId(t, 1001, '20250102')], { PHQ9: SEVERE.PHQ9 });

    expect(await fileSheetFollowUps(db, t.services.notifier)).toBe(0);
    expect(await pending(other)).toBe(1);
    expect(await fileSheetFollowUps(other, t.services.notifier)).toBe(1);
    expect(await other.count(crisisCase)).toBeGreaterThan(0);
  });
});

describe('the follow-up queue of a school (SheetFollowUps)', () => {
  it('files the sheets stored while a drain runs together, no sooner than the delay after it', async () => {
    const taskId = await createTask(db, { name: '跟进节奏', scales: ['PHQ9'] });
    const [first = '', ...later] = await addStudents(db, classId, 'FUD', 4);
    const delayMs = 250;
    const drains: { filed: number; start: number; end: number }[] = [];
    let whileDraining = async () => {};
    const followUps = new SheetFollowUps(t.services.notifier, delayMs, async (school, notifier) => {
      const start = performance.now();
      const filed = await fileSheetFollowUps(school, notifier);
      await whileDraining();
      drains.push({ filed, start, end: performance.now() });
      return filed;
    });
    // Three students submit while the first sheet's drain runs, one after another.
    whileDraining = async () => {
      whileDraining = async () => {};
      for (const student of later) {
        await pendingSheets(db, taskId, [student], { PHQ9: NONE.PHQ9 });
        followUps.schedule(db, t.app.log);
      }
    };
    await pendingSheets(db, taskId, [first], { PHQ9: NONE.PHQ9 });
    followUps.schedule(db, t.app.log);

    const deadline = Date.now() + 20_000;
    while (drains.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await followUps.settle();

    expect(drains.map((d) => d.filed)).toEqual([1, 3]);
    // Timers never fire early: drained at once, the three would have gone within milliseconds.
    const [one, two] = drains;
    expect((two?.start ?? 0) - (one?.end ?? 0)).toBeGreaterThanOrEqual(delayMs - 1);
    expect(await pending(db)).toBe(0);
  });

  it('settles what was scheduled during its own drains before the server stops', async () => {
    const taskId = await createTask(db, { name: '跟进收尾', scales: ['PHQ9'] });
    const [first = '', second = ''] = await addStudents(db, classId, 'FUE', 2);
    let whileDraining = async () => {};
    const followUps = new SheetFollowUps(t.services.notifier, 60_000, async (school, notifier) => {
      const filed = await fileSheetFollowUps(school, notifier);
      await whileDraining();
      return filed;
    });
    whileDraining = async () => {
      whileDraining = async () => {};
      await pendingSheets(db, taskId, [second], { PHQ9: NONE.PHQ9 });
      followUps.schedule(db, t.app.log);
    };
    await pendingSheets(db, taskId, [first], { PHQ9: NONE.PHQ9 });
    followUps.schedule(db, t.app.log);

    await followUps.settle();

    expect(await pending(db)).toBe(0);
  });
});
