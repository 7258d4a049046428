import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abilitiesOf, type PolicyActor } from '../../../core/policy/policy.ts';
import { TenantDb } from '../../../core/tenant-db.ts';
import { crisisBreakGlass, crisisCase, schoolStudent } from '../../../db/schema.ts';
import { policyActor } from '../../../test/policy-actor.ts';
import { createTestDb, type TestDb } from '../../../test/test-db.ts';
import { caseAccess, compartmentOf, crisisCompartmentPolicy } from './crisis-case.ts';

const tenant = 1000;
let db: TestDb;
let tdb: TenantDb;
let record: typeof crisisCase.$inferSelect;

const actor = (username: string, permissions: string[] = []) => policyActor(db.db, username, permissions);

const compartment = async (who: PolicyActor, row = record) =>
  compartmentOf(await abilitiesOf(who, crisisCompartmentPolicy, row));

const LIST = 'crisis:warning:list';

beforeAll(async () => {
  db = await createTestDb();
  tdb = new TenantDb(db.db, tenant, 'admin');
  const [student] = await tdb.list(schoolStudent, { limit: 1 });
  const therapist = await actor('xinli', []);
  const [id = ''] = await tdb.insert(crisisCase, {
    studentId: student?.id ?? '',
    orgCode: student?.orgCode ?? '',
    suggestedLevel: 2,
    source: 'counsellor',
    summary: '情绪低落',
    therapistId: therapist.userId,
  });
  const row = await tdb.byId(crisisCase, id);
  if (!row) throw new Error('case not stored');
  record = row;
});
afterAll(() => db.drop());

describe('crisis case compartments: who is refused', () => {
  it('a 班主任 (list only) is refused the detail and the notes: an action card', async () => {
    const teacher = await actor('banzhuren', [LIST]);
    const abilities = await abilitiesOf(teacher, crisisCompartmentPolicy, record);
    expect(abilities).toMatchObject({ readNotes: false, readDetail: false });
    expect(await compartment(teacher)).toBe('card');
  });

  it('a 辅导员 (case detail) reads the case but is refused the counselling notes', async () => {
    expect(await compartment(await actor('fudaoyuan', [LIST, 'crisis:case:detail']))).toBe('college');
  });

  it('another counsellor with detail rights is refused the notes; the treating therapist is not', async () => {
    expect(await compartment(await actor('liangxiao', [LIST, 'crisis:case:detail']))).toBe('college');
    expect(await compartment(await actor('xinli', [LIST]))).toBe('full');
  });

  it('the centre (crisis:case:notes) reads the notes of every case', async () => {
    expect(await compartment(await actor('liangxiao', ['crisis:case:notes']))).toBe('full');
  });

  it('a live break-glass grant opens the case in full; an expired one or one on another case does not', async () => {
    const reader = await actor('fudaoyuan', [LIST, 'crisis:case:detail', 'crisis:case:breakGlass']);
    const grant = {
      caseId: record.id,
      userId: reader.userId,
      username: reader.username,
      reason: '学生失联，需要了解咨询情况',
    };
    const [expired = ''] = await tdb.insert(crisisBreakGlass, {
      ...grant,
      expiresAt: new Date(Date.now() - 60_000),
    });
    expect(await compartment(reader)).toBe('college');
    expect(await compartment(reader, { ...record, id: 'another-case' })).toBe('college');
    const [live = ''] = await tdb.insert(crisisBreakGlass, {
      ...grant,
      expiresAt: new Date(Date.now() + 60_000),
    });
    try {
      expect(await compartment(reader)).toBe('full');
      expect(await compartment(reader, { ...record, id: 'another-case' })).toBe('college');
    } finally {
      await tdb.delete(crisisBreakGlass, eq(crisisBreakGlass.id, live));
      await tdb.delete(crisisBreakGlass, eq(crisisBreakGlass.id, expired));
    }
  });

  it('work is added only while the case is worked on; counselling notes only in full', async () => {
    const WORK = ['crisis:interview:add', 'crisis:intervention:add'];
    const college = await actor('fudaoyuan', [LIST, 'crisis:case:detail', ...WORK]);
    const work = async (who: PolicyActor, row: typeof record) => {
      const { scheduleInterview, addRecord, writeNotes } = await abilitiesOf(
        who,
        crisisCompartmentPolicy,
        row,
      );
      return { scheduleInterview, addRecord, writeNotes };
    };
    const none = { scheduleInterview: false, addRecord: false, writeNotes: false };
    expect(await work(college, record)).toEqual(none);
    const assigned = { ...record, caseStatus: 'intervening' };
    expect(await work(college, assigned)).toEqual({
      scheduleInterview: true,
      addRecord: true,
      writeNotes: false,
    });
    expect(await work(await actor('xinli', [LIST, ...WORK]), assigned)).toEqual({
      scheduleInterview: true,
      addRecord: true,
      writeNotes: true,
    });
    expect(await work(await actor('banzhuren', [LIST, ...WORK]), assigned)).toEqual(none);
  });

  it('out of reach: nothing without a grant, the full case with one', async () => {
    const outsider = await actor('banzhuren', ['crisis:case:breakGlass']);
    // An org code no class has: outside the 班主任's reach.
    const [elsewhere = ''] = await tdb.insert(crisisCase, { ...record, id: undefined, orgCode: 'Z99' });
    expect(await caseAccess(outsider, elsewhere)).toBeUndefined();
    const [live = ''] = await tdb.insert(crisisBreakGlass, {
      caseId: elsewhere,
      userId: outsider.userId,
      username: outsider.username,
      reason: '夜间紧急情况',
      expiresAt: new Date(Date.now() + 60_000),
    });
    try {
      expect((await caseAccess(outsider, elsewhere))?.compartment).toBe('full');
    } finally {
      await tdb.delete(crisisBreakGlass, eq(crisisBreakGlass.id, live));
    }
  });
});
