import { BOOKING_MESSAGES, COUNSELLING_MESSAGES } from '@xinmiao/shared';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { chinaDateTime } from '../../core/time.ts';
import { counsellingBooking, counsellingRoom, counsellingRota, sysUser } from '../../db/schema.ts';
import { rotaOfSlots, studentsWithSessions } from '../../test/counselling-fixtures.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';
import { markNotesDue } from './note-due.ts';

/** Two days ahead (beyond the student cut-off), Asia/Shanghai, and its weekday 1…7. */
const ahead = new Date(Date.now() + 2 * 86_400_000);
const day = chinaDateTime(ahead).slice(0, 10);
const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const at = (hhmm: string) => `${day} ${hhmm}`;

let t: TestApp;
let admin: string;
let students: string[];
const ids = new Map<string, string>();
const tdb = () => new TenantDb(t.db, 1000, 'admin');

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.call({
    method,
    url: `/jeecg-boot${url}`,
    headers: auth(token),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
const book = (student: number, counsellor: string, slot: string) =>
  call('POST', '/counselling/my/book', students[student] ?? '', {
    counsellorId: ids.get(counsellor),
    slotStart: at(slot),
    topic: '人际关系',
    consent: true,
  });
const act = (payload: object) => call('POST', '/counselling/booking/action', admin, payload);
const addRoom = async (name: string, capacity: number) =>
  (await tdb().insert(counsellingRoom, { campus: '主校区', building: '明德楼', name, capacity }))[0] ?? '';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  for (const username of ['xinli', 'liangxiao', 'fudaoyuan']) {
    const [user] = await t.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, username));
    ids.set(username, user?.id ?? '');
  }
  await tdb().delete(counsellingRota, ne(counsellingRota.id, ''));
  ids.set('xinliRoom', await rotaOfSlots(t.db, ids.get('xinli') ?? '', 4));
  ids.set('liangRoom', await rotaOfSlots(t.db, ids.get('liangxiao') ?? '', 4, '明理楼'));
  students = await studentsWithSessions(t.db, t.services.sessions, 8, 'R9');
  // Sessions two days ahead are run today: the school opens its 咨询时段规则 a week before the slot.
  await call('POST', '/counselling/rota/window/save', admin, { beforeStart: 10080, afterEnd: 120 });
}, 120_000);
afterAll(() => t.close());

describe('rota clashes in the database', () => {
  it('refuses an overlapping line of one counsellor or one room whoever writes it', async () => {
    const line = {
      counsellorId: ids.get('fudaoyuan') ?? '',
      weekday,
      startTime: '08:25',
      endTime: '09:00',
      slotMinutes: 35,
      mode: 'offline',
      roomId: ids.get('xinliRoom') ?? '',
    };
    // Straight past the routes: the trigger-written cells still collide.
    await expect(tdb().insert(counsellingRota, line)).rejects.toMatchObject({
      cause: { code: '23505', constraint: 'uq_counselling_rota_cell_room' },
    });
    const reply = await call('POST', '/counselling/rota/add', admin, line);
    expect(reply.body.message).toBe(COUNSELLING_MESSAGES.roomClash);
    const sameCounsellor = { ...line, counsellorId: ids.get('xinli'), mode: 'online', roomId: null };
    expect((await call('POST', '/counselling/rota/add', admin, sameCounsellor)).body.message).toBe(
      COUNSELLING_MESSAGES.counsellorClash,
    );
    expect(
      (await call('POST', '/counselling/rota/add', admin, { ...line, startTime: '08:27' })).body.message,
    ).toBe('时间须为 5 分钟的整数倍');
  });
});

describe('room capacity and availability', () => {
  it('lets a group slot take as many students as it has seats, and no more', async () => {
    const roomId = await addRoom('团体辅导室', 4);
    const line = {
      counsellorId: ids.get('fudaoyuan') ?? '',
      weekday,
      startTime: '14:00',
      endTime: '15:00',
      slotMinutes: 60,
      seats: 4,
      mode: 'offline',
      roomId,
    };
    expect((await call('POST', '/counselling/rota/add', admin, line)).body.message).toBe(
      COUNSELLING_MESSAGES.seatsOverCapacity,
    );
    expect((await call('POST', '/counselling/rota/add', admin, { ...line, seats: 3 })).body.success).toBe(
      true,
    );
    const replies = await Promise.all([0, 1, 2, 3].map((i) => book(i, 'fudaoyuan', '14:00')));
    expect(replies.filter((r) => r.body.success)).toHaveLength(3);
    expect(replies.find((r) => !r.body.success)?.body.message).toBe(BOOKING_MESSAGES.slotTaken);
    const slots = await call('GET', `/counselling/slots?from=${day}&to=${day}`, students[7] ?? '');
    const group = (
      slots.body.result as { start: string; seats: number; booked: number; taken: boolean }[]
    ).find((s) => s.start === at('14:00:00'));
    expect(group).toMatchObject({ seats: 3, booked: 3, taken: true });
    const edit = await call('POST', '/counselling/room/edit', admin, {
      campus: '主校区',
      building: '明德楼',
      name: '团体辅导室',
      capacity: 3,
      status: 1,
      id: roomId,
    });
    expect(edit.body.message).toBe(COUNSELLING_MESSAGES.seatsOverCapacity);
  });

  it('takes a room under maintenance out of the slots and refuses bookings in it', async () => {
    const roomId = ids.get('liangRoom') ?? '';
    const closure = { roomId, startTime: at('08:00'), endTime: at('09:00'), reason: '空调维修' };
    expect((await call('POST', '/counselling/room/closure/add', admin, closure)).body.success).toBe(true);
    const slots = await call('GET', `/counselling/slots?from=${day}&to=${day}`, students[7] ?? '');
    const starts = (slots.body.result as { counsellorId: string; start: string }[])
      .filter((s) => s.counsellorId === ids.get('liangxiao'))
      .map((s) => s.start);
    expect(starts).toEqual([at('09:00:00'), at('09:30:00')]);
    expect((await book(4, 'liangxiao', '08:30')).body.message).toBe(BOOKING_MESSAGES.roomUnavailable);
    expect((await book(4, 'liangxiao', '09:00')).body.success).toBe(true);
  });
});

describe('reschedule to another counsellor', () => {
  it('needs the student’s agreement, re-checks the rota and keeps the old values in the history', async () => {
    const reply = await book(5, 'xinli', '08:00');
    const id = (reply.body.result as { id: string }).id;
    expect((await act({ action: 'prescreen', id, riskLevel: 0 })).body.success).toBe(true);
    const move = { action: 'reschedule', id, slotStart: at('09:30'), counsellorId: ids.get('liangxiao') };
    expect((await act(move)).body.message).toBe(BOOKING_MESSAGES.changeNeedsConsent);
    expect((await act({ ...move, slotStart: at('12:00'), studentAgreed: true })).body.message).toBe(
      BOOKING_MESSAGES.noSlot,
    );
    expect((await act({ ...move, slotStart: at('09:00'), studentAgreed: true })).body.message).toBe(
      BOOKING_MESSAGES.slotTaken,
    );
    expect((await act({ ...move, studentAgreed: true })).body.message).toBe(BOOKING_MESSAGES.done);
    const row = await tdb().byId(counsellingBooking, id);
    expect(row).toMatchObject({
      counsellorId: ids.get('liangxiao'),
      roomId: ids.get('liangRoom'),
      status: 'confirmed',
      rescheduleCount: 1,
    });
    const history = await call('GET', `/counselling/booking/history?id=${id}`, admin);
    const steps = history.body.result as {
      step: string;
      toStatus: string;
      oldCounsellorName: string | null;
      oldSlotStart: string | null;
      oldRoomName: string | null;
    }[];
    expect(steps.map((s) => [s.step, s.toStatus])).toEqual([
      ['book', 'requested'],
      ['prescreen', 'pre_screened'],
      ['reschedule', 'confirmed'],
    ]);
    expect(steps[2]).toMatchObject({ oldCounsellorName: '林心怡', oldSlotStart: at('08:00:00') });
    expect(steps[2]?.oldRoomName).toContain('求真楼');
  });
});

describe('note due', () => {
  it('moves a completed session to note_due once its booked end has passed', async () => {
    const reply = await book(6, 'xinli', '08:30');
    const id = (reply.body.result as { id: string }).id;
    for (const action of ['prescreen', 'assign', 'confirm', 'checkIn', 'start', 'complete'])
      expect((await act({ action, id, riskLevel: 0 })).body.success).toBe(true);
    const row = await tdb().byId(counsellingBooking, id);
    expect(row?.status).toBe('completed');
    expect(await markNotesDue(tdb(), new Date((row?.slotEnd.getTime() ?? 0) - 60_000))).toBe(0);
    expect(await markNotesDue(tdb(), row?.slotEnd ?? new Date())).toBe(1);
    expect((await tdb().byId(counsellingBooking, id))?.status).toBe('note_due');
  });
});
