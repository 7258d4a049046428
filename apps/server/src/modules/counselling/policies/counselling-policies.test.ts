import { CENTRE_DIRECTOR_ROLE } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abilitiesOf, authorize, findInReach, listCondition } from '../../../core/policy/policy.ts';
import { TenantDb } from '../../../core/tenant-db.ts';
import {
  counsellingBooking,
  counsellingCase,
  schoolStudent,
  sysRole,
  sysUserRole,
} from '../../../db/schema.ts';
import { policyActor } from '../../../test/policy-actor.ts';
import { createTestDb, type TestDb } from '../../../test/test-db.ts';
import { counsellingBookingPolicy } from './counselling-booking.ts';
import { counsellingCasePolicy } from './counselling-case.ts';
import { counsellingNotePolicy } from './counselling-note.ts';

const tenant = 1000;
let db: TestDb;
let tdb: TenantDb;
let booking: typeof counsellingBooking.$inferSelect;
/** The same session once it has ended (its note can be written and read). */
let ended: typeof counsellingBooking.$inferSelect;
let caseId: string;

const actor = (username: string, permissions: string[] = []) => policyActor(db.db, username, permissions);

const NOTES = ['counselling:note:list', 'counselling:note:edit'];
const CASES = ['counselling:case:list', 'counselling:case:edit'];

beforeAll(async () => {
  db = await createTestDb();
  tdb = new TenantDb(db.db, tenant, 'admin');
  const [student] = await tdb.list(schoolStudent, { limit: 1 });
  const xinli = await actor('xinli', []);
  const [id = ''] = await tdb.insert(counsellingBooking, {
    studentId: student?.id ?? '',
    counsellorId: xinli.userId,
    slotStart: new Date('2030-03-01T00:00:00Z'),
    slotEnd: new Date('2030-03-01T00:30:00Z'),
    mode: 'online',
    topic: '学业压力',
    consentTime: new Date(),
  });
  const row = await tdb.byId(counsellingBooking, id);
  if (!row) throw new Error('booking not stored');
  booking = row;
  ended = { ...row, status: 'completed' };
  [caseId = ''] = await tdb.insert(counsellingCase, {
    studentId: booking.studentId,
    counsellorId: xinli.userId,
  });
});
afterAll(() => db.drop());

describe('counselling notes: the treating counsellor and the centre director', () => {
  it('the treating counsellor reads and writes once the session has ended; another counsellor is refused both', async () => {
    const xinli = await actor('xinli', NOTES);
    expect(await abilitiesOf(xinli, counsellingNotePolicy, booking)).toEqual({
      read: false,
      write: false,
      readOwn: false,
    });
    expect(await abilitiesOf(xinli, counsellingNotePolicy, ended)).toEqual({
      read: true,
      write: true,
      readOwn: false,
    });
    expect(await abilitiesOf(await actor('liangxiao', NOTES), counsellingNotePolicy, ended)).toEqual({
      read: false,
      write: false,
      readOwn: false,
    });
  });

  it('the centre director (a holder of the director grant) reads but never writes; the permission is still needed', async () => {
    const director = await actor('liangxiao', [...NOTES, 'counselling:centre:director']);
    expect(await abilitiesOf(director, counsellingNotePolicy, ended)).toEqual({
      read: true,
      write: false,
      readOwn: false,
    });
    const withoutList = await actor('liangxiao', ['counselling:note:edit', 'counselling:centre:director']);
    expect((await abilitiesOf(withoutList, counsellingNotePolicy, ended)).read).toBe(false);
  });

  it('a member of a role named centre_director is not the director without the grant', async () => {
    const liangxiao = await actor('liangxiao', NOTES);
    const [roleId = ''] = await tdb.insert(sysRole, {
      roleName: '心理中心主任',
      roleCode: CENTRE_DIRECTOR_ROLE,
    });
    await tdb.insert(sysUserRole, { userId: liangxiao.userId, roleId });
    try {
      expect((await abilitiesOf(liangxiao, counsellingNotePolicy, ended)).read).toBe(false);
    } finally {
      await tdb.delete(sysUserRole, eq(sysUserRole.roleId, roleId));
      await tdb.delete(sysRole, eq(sysRole.id, roleId));
    }
  });
});

describe('counselling cases: reached by their counsellor, steps by status', () => {
  it('another counsellor reaches no case and is refused a step as not found', async () => {
    const liangxiao = await actor('liangxiao', CASES);
    expect(await findInReach(liangxiao, counsellingCasePolicy, caseId)).toBeUndefined();
    expect(await tdb.count(counsellingCase, await listCondition(liangxiao, counsellingCasePolicy))).toBe(0);
    await expect(authorize(liangxiao, counsellingCasePolicy, 'plan', caseId)).rejects.toThrow(
      '未找到对应数据',
    );
  });

  it('the counsellor may only take the steps the status allows', async () => {
    const xinli = await actor('xinli', CASES);
    const open = await findInReach(xinli, counsellingCasePolicy, caseId);
    if (!open) throw new Error('case out of reach');
    const abilities = await abilitiesOf(xinli, counsellingCasePolicy, open);
    expect(Object.entries(abilities).filter(([, may]) => may)).toEqual([['plan', true]]);
    const closing = { ...open, status: 'closing' };
    expect((await abilitiesOf(xinli, counsellingCasePolicy, closing)).close).toBe(true);
    expect((await abilitiesOf(xinli, counsellingCasePolicy, closing)).plan).toBe(false);
    const readOnly = await actor('xinli', ['counselling:case:list']);
    expect(Object.values(await abilitiesOf(readOnly, counsellingCasePolicy, open))).not.toContain(true);
  });
});

describe('counselling bookings: centre steps by status', () => {
  it('a requested booking can be pre-screened or cancelled, nothing else; without the permission, nothing', async () => {
    const admin = await actor('admin', [
      'counselling:booking:list',
      'counselling:booking:edit',
      'crisis:warning:list',
    ]);
    const inReach = await findInReach(admin, counsellingBookingPolicy, booking.id);
    if (!inReach) throw new Error('booking out of reach');
    const abilities = await abilitiesOf(admin, counsellingBookingPolicy, inReach);
    expect(Object.keys(abilities).filter((step) => abilities[step as keyof typeof abilities])).toEqual([
      'view',
      'prescreen',
      'cancel',
    ]);
    const viewer = await actor('admin', ['counselling:booking:list', 'crisis:warning:list']);
    const seen = await abilitiesOf(viewer, counsellingBookingPolicy, inReach);
    expect(Object.keys(seen).filter((step) => seen[step as keyof typeof seen])).toEqual(['view']);
  });
});

describe('生涯咨询 bookings: a 生涯导师 takes them, their notes follow the career visibility', () => {
  const MENTOR = ['counselling:booking:list', 'counselling:booking:edit', 'counselling:booking:career'];
  let career: typeof counsellingBooking.$inferSelect;

  beforeAll(async () => {
    const mentor = await actor('liangxiao', MENTOR);
    const [id = ''] = await tdb.insert(counsellingBooking, {
      studentId: booking.studentId,
      counsellorId: mentor.userId,
      slotStart: new Date('2030-03-02T00:00:00Z'),
      slotEnd: new Date('2030-03-02T00:30:00Z'),
      mode: 'online',
      kind: 'career',
      topic: '考研还是就业',
      consentTime: new Date(),
    });
    const row = await tdb.byId(counsellingBooking, id);
    if (!row) throw new Error('booking not stored');
    career = row;
  });

  it('a 生涯导师 reaches 生涯咨询 bookings only, and arranges one without a pre-screen', async () => {
    const mentor = await actor('liangxiao', MENTOR);
    expect(await findInReach(mentor, counsellingBookingPolicy, booking.id)).toBeUndefined();
    const inReach = await findInReach(mentor, counsellingBookingPolicy, career.id);
    if (!inReach) throw new Error('career booking out of reach');
    const abilities = await abilitiesOf(mentor, counsellingBookingPolicy, inReach);
    expect(Object.keys(abilities).filter((step) => abilities[step as keyof typeof abilities])).toEqual([
      'view',
      'assign',
      'cancel',
      'reschedule',
    ]);
    // Mental-health staff still reach both kinds.
    const fudaoyuan = await actor('fudaoyuan', ['counselling:booking:list', 'crisis:warning:list']);
    expect(await findInReach(fudaoyuan, counsellingBookingPolicy, booking.id)).toBeDefined();
  });

  it('career notes: the mentor writes, school-wide career readers and the centre read, the student reads their own', async () => {
    const ended = { ...career, status: 'completed' };
    const mentor = await actor('liangxiao', MENTOR);
    expect(await abilitiesOf(mentor, counsellingNotePolicy, ended)).toEqual({
      read: true,
      write: true,
      readOwn: false,
    });
    expect((await abilitiesOf(mentor, counsellingNotePolicy, career)).write).toBe(false);
    // The centre reads a career note without writing it; a therapy note stays closed to the mentor.
    expect(await abilitiesOf(await actor('xinli', NOTES), counsellingNotePolicy, ended)).toMatchObject({
      read: true,
      write: false,
    });
    expect((await abilitiesOf(mentor, counsellingNotePolicy, { ...booking, status: 'completed' })).read).toBe(
      false,
    );
    // A school-wide career reader reads it; a 辅导员 with the career permission but a college scope does not.
    expect(
      (await abilitiesOf(await actor('admin', ['career:report:list']), counsellingNotePolicy, ended)).read,
    ).toBe(true);
    expect(
      (await abilitiesOf(await actor('fudaoyuan', ['career:report:list']), counsellingNotePolicy, ended))
        .read,
    ).toBe(false);

    const studentAccount = await actor('banzhuren', []);
    const before = (await tdb.byId(schoolStudent, career.studentId))?.userId ?? null;
    await tdb.update(
      schoolStudent,
      { userId: studentAccount.userId },
      eq(schoolStudent.id, career.studentId),
    );
    try {
      expect(await abilitiesOf(studentAccount, counsellingNotePolicy, ended)).toEqual({
        read: false,
        write: false,
        readOwn: true,
      });
      expect(
        (await abilitiesOf(studentAccount, counsellingNotePolicy, { ...booking, status: 'completed' }))
          .readOwn,
      ).toBe(false);
    } finally {
      await tdb.update(schoolStudent, { userId: before }, eq(schoolStudent.id, career.studentId));
    }
  });
});
