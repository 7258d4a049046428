import {
  BOOKING_MESSAGES,
  type CentreBooking,
  COUNSELLING_MESSAGES,
  NOTE_MESSAGES,
  type Slot,
} from '@xinmiao/shared';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { chinaDateTime } from '../../core/time.ts';
import {
  counsellingBooking,
  counsellingCase,
  counsellingRota,
  growthEvent,
  sysReadAudit,
  sysRole,
  sysUser,
  sysUserRole,
} from '../../db/schema.ts';
import { rotaOfSlots, studentsWithSessions } from '../../test/counselling-fixtures.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

/** A day well beyond the student cut-off, in Asia/Shanghai. */
const day = chinaDateTime(new Date(Date.now() + 3 * 86_400_000)).slice(0, 10);
const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

let t: TestApp;
const tokens = new Map<string, string>();
let students: string[];
let ids: Map<string, string>;
let roomId: string;
let careerId: string;
let psychId: string;

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.call({
    method,
    url: `/jeecg-boot${url}`,
    headers: auth(token),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
const as = (who: string) => tokens.get(who) ?? '';
const act = (who: string, payload: object) => call('POST', '/counselling/booking/action', as(who), payload);
const bookingsOf = async (who: string) =>
  (
    (await call('GET', '/counselling/booking/list?pageSize=100', as(who))).body.result as {
      records: CentreBooking[];
    }
  ).records;

beforeAll(async () => {
  t = await createTestApp();
  const tdb = new TenantDb(t.db, 1000, 'admin');
  const users = await t.db.select({ id: sysUser.id, username: sysUser.username }).from(sysUser);
  ids = new Map(users.map((u) => [u.username, u.id]));
  // 周两校 becomes the school's 生涯导师 (the seeded role): no mental-health permission at all.
  const mentorRole = await tdb.first(sysRole, eq(sysRole.roleCode, 'shengya'));
  await tdb.delete(sysUserRole, eq(sysUserRole.userId, ids.get('liangxiao') ?? ''));
  await tdb.insert(sysUserRole, { userId: ids.get('liangxiao') ?? '', roleId: mentorRole?.id ?? '' });
  await t.services.permissions.invalidateTenant(1000);
  for (const name of ['admin', 'xinli', 'liangxiao', 'fudaoyuan']) tokens.set(name, await t.login(name));
  await tdb.delete(counsellingRota, ne(counsellingRota.id, ''));
  roomId = await rotaOfSlots(t.db, ids.get('xinli') ?? '', 2);
  students = await studentsWithSessions(t.db, t.services.sessions, 2, 'C9');
}, 120_000);
afterAll(() => t.close());

describe('生涯咨询 bookings', () => {
  it('puts only a 生涯导师 on a 生涯咨询 rota line', async () => {
    const line = (counsellorId: string) => ({
      counsellorId,
      weekday,
      startTime: '14:00',
      endTime: '15:00',
      slotMinutes: 30,
      mode: 'offline',
      roomId,
      kind: 'career',
    });
    expect(
      (await call('POST', '/counselling/rota/add', as('admin'), line(ids.get('fudaoyuan') ?? ''))).body
        .message,
    ).toBe(COUNSELLING_MESSAGES.notCareerMentor);
    expect(
      (await call('POST', '/counselling/rota/add', as('admin'), line(ids.get('liangxiao') ?? ''))).body
        .success,
    ).toBe(true);
    const counsellors = (await call('GET', '/counselling/counsellors', as('admin'))).body.result as {
      id: string;
    }[];
    expect(counsellors.map((c) => c.id)).toContain(ids.get('liangxiao'));
  });

  it('lets the student choose the kind: its slots, no intake kept, and a wrong kind refused', async () => {
    const slots = async (kind: string) =>
      (await call('GET', `/counselling/slots?from=${day}&to=${day}&kind=${kind}`, students[0] ?? '')).body
        .result as Slot[];
    const career = await slots('career');
    expect(career.map((s) => [s.counsellorId, s.kind, s.start.slice(11, 16)])).toEqual([
      [ids.get('liangxiao'), 'career', '14:00'],
      [ids.get('liangxiao'), 'career', '14:30'],
    ]);
    expect(
      (await slots('psych')).every((s) => s.kind === 'psych' && s.counsellorId === ids.get('xinli')),
    ).toBe(true);

    const wrong = await call('POST', '/counselling/my/book', students[0] ?? '', {
      kind: 'career',
      counsellorId: ids.get('xinli'),
      slotStart: `${day} 08:00`,
      topic: '选专业',
      consent: true,
    });
    expect(wrong.body.message).toBe(BOOKING_MESSAGES.wrongKind);
    const booked = await call('POST', '/counselling/my/book', students[0] ?? '', {
      kind: 'career',
      counsellorId: ids.get('liangxiao'),
      slotStart: `${day} 14:00`,
      topic: '考研还是就业',
      intake: '最近很焦虑',
      consent: true,
    });
    careerId = (booked.body.result as { id: string }).id;
    const row = await new TenantDb(t.db, 1000).byId(counsellingBooking, careerId);
    expect(row).toMatchObject({ kind: 'career', intake: null });
    // A booking sent without a kind stays a 心理咨询 (JeecgBoot clients and today's /m).
    const psych = await call('POST', '/counselling/my/book', students[1] ?? '', {
      counsellorId: ids.get('xinli'),
      slotStart: `${day} 08:00`,
      topic: '睡眠不好',
      consent: true,
    });
    psychId = (psych.body.result as { id: string }).id;
    expect((await new TenantDb(t.db, 1000).byId(counsellingBooking, psychId))?.kind).toBe('psych');
  });

  it('shows the 生涯导师 the 生涯咨询 bookings only; the centre sees both kinds', async () => {
    expect((await bookingsOf('liangxiao')).map((b) => [b.id, b.kind])).toEqual([[careerId, 'career']]);
    expect((await bookingsOf('xinli')).map((b) => b.id).sort()).toEqual([careerId, psychId].sort());
    const byKind = await call('GET', '/counselling/booking/list?pageSize=100&kind=career', as('xinli'));
    expect((byKind.body.result as { records: CentreBooking[] }).records.map((b) => b.id)).toEqual([careerId]);
    expect((await act('liangxiao', { action: 'assign', id: psychId })).body.message).toBe('未找到对应数据');
  });

  it('is arranged without a pre-screen, and its attendance names the kind and joins no counselling case', async () => {
    expect((await act('liangxiao', { action: 'prescreen', id: careerId, riskLevel: 0 })).body.message).toBe(
      BOOKING_MESSAGES.careerNoPrescreen,
    );
    await call('POST', '/counselling/rota/window/save', as('xinli'), { beforeStart: 10080, afterEnd: 120 });
    for (const action of ['assign', 'confirm', 'checkIn', 'start', 'complete']) {
      expect((await act('liangxiao', { action, id: careerId })).body.message, action).toBe(
        BOOKING_MESSAGES.done,
      );
    }
    const tdb = new TenantDb(t.db, 1000);
    expect((await tdb.byId(counsellingBooking, careerId))?.caseId).toBeNull();
    expect(
      await tdb.count(counsellingCase, eq(counsellingCase.counsellorId, ids.get('liangxiao') ?? '')),
    ).toBe(0);
    const event = await tdb.first(
      growthEvent,
      and(eq(growthEvent.sourceId, careerId), eq(growthEvent.kind, 'appointment')),
    );
    expect(event).toMatchObject({ title: '参加生涯咨询', visibility: 'student', payload: {} });
  });

  it('keeps career notes by the career visibility: the mentor writes, the centre reads, others are refused', async () => {
    const save = await call('POST', '/counselling/note/save', as('liangxiao'), {
      bookingId: careerId,
      content: '兴趣偏 I/A，建议先做两份实习再定方向。',
    });
    expect(save.body.success).toBe(true);
    expect(
      (await call('POST', '/counselling/note/sign', as('liangxiao'), { bookingId: careerId })).body.success,
    ).toBe(true);
    const read = async (who: string) =>
      (await call('GET', `/counselling/note/versions?bookingId=${careerId}`, as(who))).body;
    const byCentre = await read('xinli');
    expect(byCentre.success).toBe(true);
    expect((byCentre.result as { canWrite: boolean; versions: unknown[] }).canWrite).toBe(false);
    const byCounsellor = await read('fudaoyuan');
    expect(byCounsellor.message).toBe(NOTE_MESSAGES.careerRefused);
    // The centre writes no career note, and the mentor reads no therapy note.
    expect(
      (
        await call('POST', '/counselling/note/save', as('xinli'), {
          bookingId: careerId,
          content: 'x',
          amendReason: 'y',
        })
      ).body.message,
    ).toBe(NOTE_MESSAGES.notTreating);
    expect(
      (await call('GET', `/counselling/note/versions?bookingId=${psychId}`, as('liangxiao'))).body.success,
    ).toBe(false);
    const refusals = await new TenantDb(t.db, 1000).list(sysReadAudit, {
      where: eq(sysReadAudit.resource, '/counselling/note/versions#refused'),
    });
    expect(refusals.map((r) => r.username)).toContain('fudaoyuan');

    // The student reads their own signed career note on /m; another student cannot.
    const mine = await call('GET', `/counselling/my/note?bookingId=${careerId}`, students[0] ?? '');
    expect(mine.body.result).toMatchObject({ content: '兴趣偏 I/A，建议先做两份实习再定方向。' });
    const other = await call('GET', `/counselling/my/note?bookingId=${careerId}`, students[1] ?? '');
    expect(other.body.success).toBe(false);
  });
});
