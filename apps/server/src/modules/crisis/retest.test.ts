import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { crisisFollowup, screeningAttempt, screeningTask } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { schoolSession } from '../school/test-support.ts';
import { reportSignal } from './intake.ts';
import { studentOfClass } from './test-support.ts';

let t: TestApp;
let db: TenantDb;
let s: Awaited<ReturnType<typeof schoolSession>>;
let student: string;

beforeAll(async () => {
  t = await createTestApp();
  db = new TenantDb(t.db, 1000);
  s = await schoolSession(t, ['xinli']);
  student = await studentOfClass(t, 1000, '心理学院', '2023级1班');
});
afterAll(() => t.close());

describe('a re-test from a case', () => {
  it('assigns the student a one-scale screening task and keeps a follow-up pointing at it', async () => {
    const { caseId } = await reportSignal(
      db,
      {
        studentId: student,
        source: 'manual',
        level: 2,
        summary: '辅导员报送',
      },
      t.services.notifier,
    );
    const dueAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const reply = await s.send('POST', '/crisis/followup/retest', 'xinli', {
      caseId,
      scaleCode: 'PHQ9',
      dueAt,
    });
    expect(reply.body).toMatchObject({ success: true });
    const [item] = await db.list(crisisFollowup, { where: eq(crisisFollowup.caseId, caseId) });
    expect(item).toMatchObject({ kind: 'retest', scaleCode: 'PHQ9' });
    const task = await db.byId(screeningTask, item?.taskId ?? '');
    expect(task?.taskStatus).toBe('open');
    const attempts = await db.list(screeningAttempt, { where: eq(screeningAttempt.taskId, task?.id ?? '') });
    expect(attempts.map((a) => a.studentId)).toEqual([student]);
  });

  it('an unknown scale leaves neither a task nor a follow-up behind', async () => {
    const [open] = await db.list(crisisFollowup);
    const before = { tasks: await db.count(screeningTask), items: await db.count(crisisFollowup) };
    const dueAt = new Date(Date.now() + 86_400_000).toISOString();
    const reply = await s.send('POST', '/crisis/followup/retest', 'xinli', {
      caseId: open?.caseId,
      scaleCode: 'NO_SUCH_SCALE',
      dueAt,
    });
    expect(reply.body.success).toBe(false);
    expect({ tasks: await db.count(screeningTask), items: await db.count(crisisFollowup) }).toEqual(before);
  });
});
