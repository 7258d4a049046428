import { BOOKING_MESSAGES, NOTE_MESSAGES } from '@xinmiao/shared';
import { and, eq, isNotNull, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TenantDb } from '../../core/tenant-db.ts';
import { chinaDateTime } from '../../core/time.ts';
import {
  counsellingBooking,
  counsellingBookingEvent,
  counsellingRota,
  crisisCase,
  crisisSignal,
  growthEvent,
  sysAnnouncement,
  sysDepart,
  sysReadAudit,
  sysRole,
  sysUser,
  sysUserRole,
} from '../../db/schema.ts';
import { rotaOfSlots, studentsWithSessions } from '../../test/counselling-fixtures.ts';
import { grantToRole } from '../../test/grant.ts';
import { injectFailure } from '../../test/injected-failure.ts';
import { auth, createTestApp, type TestApp } from '../../test/test-app.ts';

/** A day well beyond the student cut-off, in Asia/Shanghai. */
const day = chinaDateTime(new Date(Date.now() + 3 * 86_400_000)).slice(0, 10);
const at = (hhmm: string) => `${day} ${hhmm}`;

let t: TestApp;
let tokens: Map<string, string>;
let students: string[];
let xinliId: string;
let roomId: string;
/** The two students who won the contended slots. */
let winners: string[] = [];

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.call({
    method,
    url: `/jeecg-boot${url}`,
    headers: auth(token),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
const as = (who: string) => tokens.get(who) ?? '';
const book = (token: string, slot: string) =>
  call('POST', '/counselling/my/book', token, {
    counsellorId: xinliId,
    slotStart: slot,
    topic: '学业压力',
    consent: true,
  });
const act = (who: string, payload: object) => call('POST', '/counselling/booking/action', as(who), payload);

beforeAll(async () => {
  t = await createTestApp();
  tokens = new Map();
  for (const name of ['admin', 'xinli', 'liangxiao', 'fudaoyuan', 'zhongxue'])
    tokens.set(name, await t.login(name));
  const [xinli] = await t.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'xinli'));
  xinliId = xinli?.id ?? '';
  // The demo rota would add its own slots to the day under test.
  await new TenantDb(t.db, 1000).delete(counsellingRota, ne(counsellingRota.id, ''));
  roomId = await rotaOfSlots(t.db, xinliId, 4);
  students = await studentsWithSessions(t.db, t.services.sessions, 24, 'T9');
}, 120_000);
afterAll(() => t.close());

describe('rota', () => {
  it('refuses a line that clashes with the counsellor or the room', async () => {
    const line = {
      counsellorId: xinliId,
      weekday: 1,
      startTime: '09:00',
      endTime: '10:00',
      slotMinutes: 30,
      mode: 'offline',
      roomId,
    };
    expect((await call('POST', '/counselling/rota/add', as('admin'), line)).body.message).toBe(
      '该咨询师在此时间段已有排班',
    );
    const [liang] = await t.db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(eq(sysUser.username, 'liangxiao'));
    const other = { ...line, counsellorId: liang?.id };
    expect((await call('POST', '/counselling/rota/add', as('admin'), other)).body.message).toBe(
      '该咨询室在此时间段已被其他排班占用',
    );
    const bad = await call('POST', '/counselling/rota/add', as('admin'), { ...other, roomId: null });
    expect(bad.body.message).toBe('面询排班请选择咨询室');
  });

  it('lists the slots the rota makes, taken ones marked', async () => {
    const reply = await call('GET', `/counselling/slots?from=${day}&to=${day}`, students[23] ?? '');
    const slots = reply.body.result as { start: string; taken: boolean }[];
    expect(slots.map((s) => s.start)).toEqual([
      at('08:00:00'),
      at('08:30:00'),
      at('09:00:00'),
      at('09:30:00'),
    ]);
  });
});

describe('booking under contention', () => {
  it('gives each slot to exactly one of many simultaneous students; the others are told at once', async () => {
    const contenders = students.slice(0, 20);
    const replies = await Promise.all(
      contenders.map((token, i) => book(token, i % 2 ? at('08:30') : at('08:00'))),
    );
    winners = contenders.filter((_, i) => replies[i]?.body.success);
    expect(winners).toHaveLength(2);
    const lost = replies.filter((r) => !r.body.success).map((r) => r.body.message);
    expect(new Set(lost)).toEqual(new Set([BOOKING_MESSAGES.slotTaken]));
    const live = await new TenantDb(t.db, 1000).list(counsellingBooking, {
      where: eq(counsellingBooking.counsellorId, xinliId),
    });
    expect(new Set(live.map((b) => b.slotStart.getTime())).size).toBe(live.length);
  });

  it('refuses a time the rota does not offer and one in the past', async () => {
    expect((await book(students[20] ?? '', at('12:00'))).body.message).toBe(BOOKING_MESSAGES.noSlot);
    expect((await book(students[20] ?? '', '2020-01-01 08:00')).body.message).toBe(BOOKING_MESSAGES.slotPast);
    const noConsent = await call('POST', '/counselling/my/book', students[20] ?? '', {
      counsellorId: xinliId,
      slotStart: at('09:00'),
      topic: '睡眠',
      consent: false,
    });
    expect(noConsent.body.message).toBe(BOOKING_MESSAGES.consent);
  });
});

describe('a booking from request to signed note', () => {
  let bookingId: string;

  it('walks the state machine and refuses steps out of order', async () => {
    const reply = await book(students[21] ?? '', at('09:00'));
    bookingId = (reply.body.result as { id: string }).id;
    expect((await act('xinli', { action: 'checkIn', id: bookingId })).body.message).toBe(
      '预约当前为「已申请」，不能签到',
    );
    const statusNow = async () =>
      (
        (await call('GET', '/counselling/my/bookings', students[21] ?? '')).body.result as {
          status: string;
        }[]
      )[0]?.status;
    for (const [step, after] of [
      [{ action: 'prescreen', riskLevel: 0, note: '一般学业困扰' }, 'pre_screened'],
      [{ action: 'assign', roomId }, 'pending_confirm'],
      [{ action: 'confirm' }, 'confirmed'],
    ] as const) {
      const r = await act('xinli', { ...step, id: bookingId });
      expect(r.body.message).toBe(BOOKING_MESSAGES.done);
      expect(await statusNow()).toBe(after);
    }
    // Days before the slot, check-in is refused by the school's 咨询时段规则 (30 minutes before by default) …
    expect((await act('xinli', { action: 'checkIn', id: bookingId })).body.message).toBe(
      `预约开始前 30 分钟起才能签到（本次预约 ${at('09:00')}–09:30，时段规则见排班管理）`,
    );
    // … until the centre opens the window a week before the slot (xinli edits the rota as 值班咨询师).
    const window = await call('POST', '/counselling/rota/window/save', as('xinli'), {
      beforeStart: 10080,
      afterEnd: 120,
    });
    expect(window.body.result).toEqual({ beforeStart: 10080, afterEnd: 120 });
    for (const [step, after] of [
      [{ action: 'checkIn' }, 'checked_in'],
      [{ action: 'start' }, 'in_session'],
      [{ action: 'complete' }, 'completed'],
    ] as const) {
      const r = await act('xinli', { ...step, id: bookingId });
      expect(r.body.message).toBe(BOOKING_MESSAGES.done);
      expect(await statusNow()).toBe(after);
    }
    expect((await act('xinli', { action: 'complete', id: bookingId })).body.message).toBe(
      '预约当前为「会谈结束」，不能结束会谈',
    );
    const mine = await call('GET', '/counselling/my/bookings', students[21] ?? '');
    const first = (mine.body.result as { status: string; caseId: string | null }[])[0];
    expect(first?.status).toBe('completed');
    expect(first?.caseId).toBeTruthy();
    expect(Object.keys(first ?? {})).not.toContain('riskLevel');
    // The growth file records the attendance, never the note, for the student and the centre only.
    const attended = await new TenantDb(t.db, 1000).first(growthEvent, eq(growthEvent.sourceId, bookingId));
    expect(attended).toMatchObject({ kind: 'appointment', visibility: 'centre', payload: {} });
  });

  it('lets the treating counsellor write and sign; signed versions are locked and amendments versioned', async () => {
    const save = (content: string, amendReason?: string) =>
      call('POST', '/counselling/note/save', as('xinli'), {
        bookingId,
        content,
        ...(amendReason ? { amendReason } : {}),
      });
    expect((await save('初访：学业压力，睡眠欠佳。')).body.success).toBe(true);
    expect((await call('POST', '/counselling/note/sign', as('xinli'), { bookingId })).body.message).toBe(
      NOTE_MESSAGES.signed,
    );
    expect((await save('改写已签署内容')).body.message).toBe(NOTE_MESSAGES.amendReason);
    expect((await save('补充：建议两周后复诊。', '补充随访建议')).body.success).toBe(true);
    const versions = await call('GET', `/counselling/note/versions?bookingId=${bookingId}`, as('xinli'));
    const result = versions.body.result as {
      versions: { version: number; content: string; signedTime: string | null }[];
    };
    expect(result.versions.map((v) => [v.version, v.content, !!v.signedTime])).toEqual([
      [1, '初访：学业压力，睡眠欠佳。', true],
      [2, '补充：建议两周后复诊。', false],
    ]);
    const mine = await call('GET', '/counselling/my/bookings', students[21] ?? '');
    expect((mine.body.result as { status: string }[])[0]?.status).toBe('note_signed');
  });

  it('keeps notes in their compartment: other staff are refused and the refusal audited; the director reads', async () => {
    for (const who of ['liangxiao']) {
      const reply = await call('GET', `/counselling/note/versions?bookingId=${bookingId}`, as(who));
      expect(reply.body.code).toBe(510);
      expect(reply.body.message).toBe(NOTE_MESSAGES.refused);
      expect(
        (await call('POST', '/counselling/note/save', as(who), { bookingId, content: 'x', amendReason: 'y' }))
          .body.message,
      ).toBe(NOTE_MESSAGES.notTreating);
    }
    // The administrator and the 辅导员 hold no clinical permission at all (issue 19): the note policy
    // refuses them a 心理咨询's note like anyone else, and the refusal is audited.
    for (const who of ['admin', 'fudaoyuan'])
      expect(
        (await call('GET', `/counselling/note/versions?bookingId=${bookingId}`, as(who))).body.message,
      ).toBe(NOTE_MESSAGES.refused);
    const refusals = await new TenantDb(t.db, 1000).list(sysReadAudit, {
      where: eq(sysReadAudit.resource, '/counselling/note/versions#refused'),
    });
    expect(refusals.map((r) => r.username).sort()).toEqual(['admin', 'fudaoyuan', 'liangxiao']);
    const abilitiesIn = async (who: string) => {
      const list = await call('GET', `/counselling/booking/range?from=${day}&to=${day}`, as(who));
      const rows = list.body.result as { id: string; abilities: Record<string, boolean> }[];
      const { readNote, writeNote, cancel } = rows.find((row) => row.id === bookingId)?.abilities ?? {};
      return { readNote, writeNote, cancel };
    };
    expect(await abilitiesIn('admin')).toEqual({ readNote: false, writeNote: false, cancel: false });
    expect(await abilitiesIn('xinli')).toEqual({ readNote: true, writeNote: true, cancel: false });

    // The director holds the director grant (approved by a second holder in production; a fixture here).
    const tdb = new TenantDb(t.db, 1000, 'admin');
    const [roleId] = await tdb.insert(sysRole, { roleName: '心理中心主任', roleCode: 'zhuren' });
    const [liang] = await t.db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(eq(sysUser.username, 'liangxiao'));
    await tdb.insert(sysUserRole, { userId: liang?.id ?? '', roleId: roleId ?? '' });
    await grantToRole(t, 1000, 'zhuren', ['counselling:centre:director']);
    const read = await call('GET', `/counselling/note/versions?bookingId=${bookingId}`, as('liangxiao'));
    expect(read.body.success).toBe(true);
    expect((read.body.result as { canWrite: boolean }).canWrite).toBe(false);
    await tdb.delete(sysUserRole, eq(sysUserRole.roleId, roleId ?? ''));
  });

  it('shows the case to its counsellor and moves it through plan and closing', async () => {
    const cases = (
      (await call('GET', '/counselling/case/list', as('xinli'))).body.result as {
        records: { id: string; status: string; sessions: number }[];
      }
    ).records;
    expect(cases).toHaveLength(1);
    expect(cases[0]?.sessions).toBe(1);
    const id = cases[0]?.id ?? '';
    expect((await call('GET', '/counselling/case/list', as('admin'))).body.result).toMatchObject({
      records: [],
      total: 0,
    });
    const step = (payload: object) =>
      call('POST', '/counselling/case/action', as('xinli'), { id, ...payload });
    expect((await step({ action: 'close' })).body.message).toBe('个案当前为「已建档」，不能结案');
    expect((await step({ action: 'plan', plan: '认知行为，6 次', plannedSessions: 6 })).body.success).toBe(
      true,
    );
    expect((await step({ action: 'closingReport', closingReport: '情绪改善，自评有效' })).body.success).toBe(
      true,
    );
    expect((await step({ action: 'close' })).body.success).toBe(true);
  });
});

describe('other paths', () => {
  it('routes a risky pre-screen to crisis intervention', async () => {
    const reply = await book(students[22] ?? '', at('09:30'));
    const id = (reply.body.result as { id: string }).id;
    expect(
      (await act('xinli', { action: 'prescreen', id, riskLevel: 3, note: '自述有轻生念头' })).body.success,
    ).toBe(true);
    const row = await new TenantDb(t.db, 1000).byId(counsellingBooking, id);
    expect(row?.status).toBe('routed_crisis');
    const crisis = await new TenantDb(t.db, 1000).byId(crisisCase, row?.crisisCaseId ?? '');
    expect(crisis).toMatchObject({ source: 'appointment', suggestedLevel: 3 });
  });

  it('leaves no half-done state when the pre-screen fails between its steps, and can be redone', async () => {
    const nextDay = chinaDateTime(new Date(Date.now() + 4 * 86_400_000)).slice(0, 10);
    const reply = await book(students[23] ?? '', `${nextDay} 08:00`);
    const id = (reply.body.result as { id: string }).id;
    const tdb = new TenantDb(t.db, 1000);
    const student = (await tdb.byId(counsellingBooking, id))?.studentId ?? '';
    const casesOfStudent = () => tdb.count(crisisCase, eq(crisisCase.studentId, student));
    const signalsOfBooking = () => tdb.count(crisisSignal, eq(crisisSignal.sourceRef, id));
    const caseNotices = () => tdb.count(sysAnnouncement, eq(sysAnnouncement.busType, 'crisis_case'));
    const noticesBefore = await caseNotices();
    const prescreen = { action: 'prescreen', id, riskLevel: 3, note: '自述有轻生念头' };
    for (const at of ['signal', 'bookingLink'] as const) {
      const remove = await injectFailure(t.db, at);
      try {
        expect((await act('xinli', prescreen)).body.success).toBe(false);
      } finally {
        await remove();
      }
      const row = await tdb.byId(counsellingBooking, id);
      expect(row).toMatchObject({ status: 'requested', riskLevel: null, crisisCaseId: null });
      expect(await tdb.count(counsellingBookingEvent, eq(counsellingBookingEvent.bookingId, id))).toBe(1);
      expect(await casesOfStudent()).toBe(0);
      expect(await signalsOfBooking()).toBe(0);
      expect(await caseNotices()).toBe(noticesBefore);
    }
    expect((await act('xinli', prescreen)).body.success).toBe(true);
    const row = await tdb.byId(counsellingBooking, id);
    expect(row?.status).toBe('routed_crisis');
    expect(row?.crisisCaseId).toBeTruthy();
    expect(await casesOfStudent()).toBe(1);
    expect(await signalsOfBooking()).toBe(1);
    expect(await caseNotices()).toBe(noticesBefore + 1);
  });

  it('lets a student cancel before the cut-off, and only their own booking', async () => {
    const [first = '', second = ''] = winners;
    const bookingOf = async (token: string) =>
      ((await call('GET', '/counselling/my/bookings', token)).body.result as { id: string }[])[0]?.id ?? '';
    const cancel = (id: string) => call('POST', '/counselling/my/cancel', first, { id, reason: '有课' });
    expect((await cancel(await bookingOf(second))).body.message).toBe(BOOKING_MESSAGES.notFound);
    expect((await cancel(await bookingOf(first))).body.message).toBe(BOOKING_MESSAGES.cancelled);
  });

  it('forecasts demand per college against the rota', async () => {
    const reply = await call('GET', '/counselling/forecast', as('xinli'));
    const result = reply.body.result as {
      weeklySlots: number;
      colleges: { name: string; openWarnings: number; pendingBookings: number; expectedSessions: number }[];
    };
    expect(result.weeklySlots).toBe(7 * 4);
    // Open cases of the college: the one routed from a pre-screen above plus any the demo seeds.
    const tdb = new TenantDb(t.db, 1000);
    const college = await tdb.first(sysDepart, eq(sysDepart.departName, '计算机学院'));
    const open = await tdb.count(
      crisisCase,
      and(isNotNull(crisisCase.openKey), like(crisisCase.orgCode, `${college?.orgCode ?? '-'}%`)),
    );
    expect(open).toBeGreaterThanOrEqual(1);
    const computing = result.colleges.find((c) => c.name === '计算机学院');
    expect(computing).toMatchObject({
      openWarnings: open,
      expectedSessions: 4 * open + (computing?.pendingBookings ?? 0),
    });
    expect(result.colleges.find((c) => c.name === '外国语学院')).toMatchObject({
      openWarnings: 0,
      expectedSessions: 0,
    });
  });

  it('keeps another school out', async () => {
    const list = await call('GET', `/counselling/booking/range?from=${day}&to=${day}`, as('admin'));
    const id = (list.body.result as { id: string }[])[0]?.id ?? '';
    expect(id).toBeTruthy();
    const foreign = await act('zhongxue', { action: 'cancel', id, reason: '测试' });
    expect(foreign.body.success).toBe(false);
    expect((await call('GET', '/counselling/room/all', as('zhongxue'))).body.code).toBe(510);
  });

  it('needs the permission for centre steps and says what is missing', async () => {
    expect((await act('fudaoyuan', { action: 'checkIn', id: 'x' })).body.code).toBe(510);
    expect((await call('GET', '/counselling/booking/range', as('xinli'))).body.message).toBe('请选择日期');
  });
});
