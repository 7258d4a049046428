import { DEFAULT_CRISIS_DEADLINES, RISK_MESSAGES } from '@xinmiao/shared';
import { notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { crisisCase, schoolStudent } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { schoolSession } from '../school/test-support.ts';
import { crisisDeadlines, reportSignal } from './index.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof schoolSession>>;
const db = (tenantId: number) => new TenantDb(t.db, tenantId);

beforeAll(async () => {
  t = await createTestApp();
  s = await schoolSession(t, ['admin', 'zhongxue']);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const edited = {
  triage: { 3: 2, 2: 12, 1: 48 },
  interview: { 3: 6, 2: 24, 1: 72, 0: 168 },
};

/** Hours a new level-3 case of the school has for 研判: from its first signal to its due time. */
async function newCaseHours(tenantId: number): Promise<number> {
  const open = (await db(tenantId).list(crisisCase)).flatMap((c) => (c.openKey ? [c.openKey] : []));
  const student = await db(tenantId).first(
    schoolStudent,
    open.length ? notInArray(schoolStudent.id, open) : undefined,
  );
  if (!student) throw new Error('no student without an open case');
  const { caseId, attached } = await reportSignal(
    db(tenantId),
    { studentId: student.id, source: 'manual', level: 3, summary: '辅导员报送' },
    t.services.notifier,
  );
  expect(attached).toBe(false);
  const row = await db(tenantId).byId(crisisCase, caseId);
  return ((row?.dueAt?.getTime() ?? 0) - (row?.lastSignalAt?.getTime() ?? 0)) / HOUR;
}

describe('危机处置时限', () => {
  it('are the defaults until the centre saves its own', async () => {
    expect((await s.get('/crisis/deadlines', 'admin')).body.result).toEqual(DEFAULT_CRISIS_DEADLINES);
    expect(DEFAULT_CRISIS_DEADLINES.triage[3]).toBe(1);
  });

  it('a school’s saved limits set its new cases; another school keeps its own', async () => {
    const saved = await s.send('PUT', '/crisis/deadlines/save', 'admin', edited);
    expect(saved.body).toMatchObject({ success: true, message: RISK_MESSAGES.saveOk, result: edited });
    expect(await crisisDeadlines(db(1000))).toEqual(edited);
    expect(await crisisDeadlines(db(1001))).toEqual(DEFAULT_CRISIS_DEADLINES);

    expect(await newCaseHours(1000)).toBe(2);
    expect(await newCaseHours(1001)).toBe(1);
  });

  it('refuses limits that are not whole hours from 1 to 720, in Chinese, and those without the right', async () => {
    for (const bad of [0, -1, 1.5, 721]) {
      const reply = await s.send('PUT', '/crisis/deadlines/save', 'admin', {
        ...edited,
        triage: { ...edited.triage, 3: bad },
      });
      expect(reply.body.success).toBe(false);
      expect(reply.body.message).toContain('时限须为 1 到 720 之间的整数（小时）');
    }
    expect((await s.send('PUT', '/crisis/deadlines/save', 'zhongxue', edited)).body.code).toBe(510);
    expect(await crisisDeadlines(db(1000))).toEqual(edited);
  });
});
