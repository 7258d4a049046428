import { CENTRE_DIRECTOR_ROLE } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadActorScope } from '../../../core/policy/actor-scope.ts';
import {
  abilitiesOf,
  authorize,
  findInReach,
  listCondition,
  type PolicyActor,
} from '../../../core/policy/policy.ts';
import { TenantDb } from '../../../core/tenant-db.ts';
import {
  counsellingBooking,
  counsellingCase,
  schoolStudent,
  sysRole,
  sysUser,
  sysUserRole,
} from '../../../db/schema.ts';
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

async function actor(username: string, permissions: string[]): Promise<PolicyActor> {
  const [user] = await db.db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.username, username), eq(sysUser.tenantId, tenant)));
  const userId = user?.id ?? '';
  const own = new TenantDb(db.db, tenant, username);
  return {
    userId,
    username,
    tenantId: tenant,
    orgCode: user?.orgCode ?? null,
    permissions: new Set(permissions),
    db: own,
    actorScope: () => loadActorScope(own, userId),
  };
}

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
    expect(await abilitiesOf(xinli, counsellingNotePolicy, booking)).toEqual({ read: false, write: false });
    expect(await abilitiesOf(xinli, counsellingNotePolicy, ended)).toEqual({ read: true, write: true });
    expect(await abilitiesOf(await actor('liangxiao', NOTES), counsellingNotePolicy, ended)).toEqual({
      read: false,
      write: false,
    });
  });

  it('the centre director (a holder of the director grant) reads but never writes; the permission is still needed', async () => {
    const director = await actor('liangxiao', [...NOTES, 'counselling:centre:director']);
    expect(await abilitiesOf(director, counsellingNotePolicy, ended)).toEqual({ read: true, write: false });
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
    const admin = await actor('admin', ['counselling:booking:list', 'counselling:booking:edit']);
    const inReach = await findInReach(admin, counsellingBookingPolicy, booking.id);
    if (!inReach) throw new Error('booking out of reach');
    const abilities = await abilitiesOf(admin, counsellingBookingPolicy, inReach);
    expect(Object.keys(abilities).filter((step) => abilities[step as keyof typeof abilities])).toEqual([
      'view',
      'prescreen',
      'cancel',
    ]);
    const viewer = await actor('admin', ['counselling:booking:list']);
    const seen = await abilitiesOf(viewer, counsellingBookingPolicy, inReach);
    expect(Object.keys(seen).filter((step) => seen[step as keyof typeof seen])).toEqual(['view']);
  });
});
