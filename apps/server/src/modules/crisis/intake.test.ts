import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantMembers } from '../../core/members.ts';
import { permissionHolders } from '../../core/permission-holders.ts';
import { TenantDb } from '../../core/tenant-db.ts';
import { crisisCase, crisisCaseEvent, crisisSignal, sysAnnouncementSend } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sendSystemMessage } from '../announcement/index.ts';
import { studentId } from '../school/test-support.ts';
import { reportSignal, reportSignals } from './intake.ts';

let t: TestApp;
let db: TenantDb;
let student: string;

beforeAll(async () => {
  t = await createTestApp();
  db = new TenantDb(t.db, 1000);
  student = await studentId(t, 1000, '20230102');
});
afterAll(() => t.close());

describe('reportSignal', () => {
  it('opens one case per student: concurrent signals attach to it', async () => {
    const results = await Promise.all(
      [2, 1, 3, 2].map((level) =>
        reportSignal(
          db,
          {
            studentId: student,
            source: 'screening',
            level: level as 1 | 2 | 3,
            summary: `PHQ-9 level ${level}`,
          },
          t.services.notifier,
        ),
      ),
    );
    const ids = new Set(results.map((r) => r.caseId));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => !r.attached)).toHaveLength(1);
    const [row] = await db.list(crisisCase, { where: eq(crisisCase.studentId, student) });
    expect(row?.caseStatus).toBe('pending_assessment');
    expect(row?.suggestedLevel).toBe(3);
    expect(await db.count(crisisSignal, eq(crisisSignal.caseId, row?.id ?? ''))).toBe(4);
    expect(await db.count(crisisCaseEvent, eq(crisisCaseEvent.caseId, row?.id ?? ''))).toBe(4);
  });

  it('a later, lower signal never lowers the suggested level', async () => {
    const { caseId, attached } = await reportSignal(
      db,
      {
        studentId: student,
        source: 'appointment',
        level: 1,
        summary: '预约初访：情绪低落',
      },
      t.services.notifier,
    );
    expect(attached).toBe(true);
    expect((await db.byId(crisisCase, caseId))?.suggestedLevel).toBe(3);
  });

  it('a closed case frees the student for a new one', async () => {
    const [open] = await db.list(crisisCase, { where: eq(crisisCase.openKey, student) });
    await db.update(crisisCase, { openKey: null, caseStatus: 'released' }, eq(crisisCase.id, open?.id ?? ''));
    const next = await reportSignal(
      db,
      {
        studentId: student,
        source: 'manual',
        level: 1,
        summary: '辅导员报送',
      },
      t.services.notifier,
    );
    expect(next.attached).toBe(false);
    expect(next.caseId).not.toBe(open?.id);
  });

  it('cannot file a signal for another school’s student', async () => {
    const foreign = await studentId(t, 1001, '20250101');
    await expect(
      reportSignal(db, { studentId: foreign, source: 'manual', level: 2, summary: 'x' }, t.services.notifier),
    ).rejects.toThrow();
    expect(await new TenantDb(t.db, 1001).count(crisisCase)).toBe(0);
    expect(await db.count(crisisCase, eq(crisisCase.studentId, foreign))).toBe(0);
  });
});

describe('reportSignals (the scales of one sheet)', () => {
  it('opens one case with the highest signal and attaches the rest, as one by one would', async () => {
    const other = await studentId(t, 1000, '20230103');
    const sheet = [
      { studentId: other, source: 'screening' as const, level: 1 as const, summary: 'GAD-7 轻度' },
      { studentId: other, source: 'item_alert' as const, level: 3 as const, summary: 'PHQ-9 第 9 题' },
    ];
    const { caseId, attached } = await reportSignals(db, sheet, t.services.notifier);
    expect(attached).toBe(false);
    const opened = await db.byId(crisisCase, caseId);
    expect(opened).toMatchObject({ suggestedLevel: 3, source: 'item_alert', summary: 'PHQ-9 第 9 题' });
    const hours = ((opened?.dueAt?.getTime() ?? 0) - (opened?.lastSignalAt.getTime() ?? 0)) / 3_600_000;
    expect(hours).toBeCloseTo(1);
    const events = await db.list(crisisCaseEvent, { where: eq(crisisCaseEvent.caseId, caseId) });
    expect(events.map((e) => [e.action, e.reason]).sort()).toEqual([
      ['report', 'PHQ-9 第 9 题'],
      ['signal', 'GAD-7 轻度'],
    ]);

    const later = await reportSignals(
      db,
      [
        { studentId: other, source: 'screening', level: 2, summary: 'PHQ-9 中度' },
        { studentId: other, source: 'screening', level: 1, summary: 'GAD-7 轻度' },
      ],
      t.services.notifier,
    );
    expect(later).toEqual({ caseId, attached: true });
    expect((await db.byId(crisisCase, caseId))?.suggestedLevel).toBe(3);
    expect(await db.count(crisisSignal, eq(crisisSignal.caseId, caseId))).toBe(4);
    expect(await db.count(crisisCaseEvent, eq(crisisCaseEvent.caseId, caseId))).toBe(4);
  });

  it('refuses signals of two students in one call', async () => {
    const [a, b] = [await studentId(t, 1000, '20230101'), await studentId(t, 1000, '20230103')];
    await expect(
      reportSignals(
        db,
        [
          { studentId: a, source: 'manual', level: 1, summary: 'x' },
          { studentId: b, source: 'manual', level: 1, summary: 'y' },
        ],
        t.services.notifier,
      ),
    ).rejects.toThrow('one student');
  });
});

describe('permission holders and system messages', () => {
  it('finds the users holding a code and leaves each a message in 我的消息', async () => {
    const members = new Map((await tenantMembers(db)).map((m) => [m.username, m.id]));
    const admins = await permissionHolders(db, 'system:user:add');
    expect(admins).toContain(members.get('admin'));
    expect(admins).not.toContain(members.get('banzhuren'));
    expect(await permissionHolders(db, 'no:such:code')).toEqual([]);
    const id = await sendSystemMessage(t.services.notifier, db, {
      userIds: [...admins, ...admins],
      title: '新的预警待评估',
      content: '有 1 条预警等待评估',
      openPage: '/crisis/triage',
    });
    expect(id).not.toBeNull();
    const sends = await db.list(sysAnnouncementSend, { where: eq(sysAnnouncementSend.anntId, id ?? '') });
    expect(sends.map((s) => s.userId).sort()).toEqual([...admins].sort());
    expect(
      await sendSystemMessage(t.services.notifier, db, { userIds: [], title: 'x', content: '' }),
    ).toBeNull();
  });
});
