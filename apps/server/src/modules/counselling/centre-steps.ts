import { BOOKING_KINDS, BOOKING_MESSAGES, type BookingAction, type BookingKind } from '@xinmiao/shared';
import type { AuthCtx } from '../../core/context.ts';
import { appendGrowthEvents } from '../../core/growth-events.ts';
import { tenantMembers } from '../../core/members.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { counsellingBooking } from '../../db/schema.ts';
import type { Notifier } from '../../realtime/notifier.ts';
import { claimSlot } from './booking-claim.ts';
import { noteIsDue } from './booking-machine.ts';
import { move } from './booking-moves.ts';
import { prescreenBooking } from './booking-prescreen.ts';
import type { BookingRow } from './booking-records.ts';
import { attachToCase } from './cases.ts';
import { roomWithPlace } from './room-availability.ts';

type Reschedule = Extract<BookingAction, { action: 'reschedule' }>;

/**
 * 改约: a new time, and maybe another counsellor and room. The new slot is claimed like a new
 * booking (rota, room, seat), the booking's own seat not counting against it. A new counsellor
 * needs the student's agreement, recorded as a fresh consent time.
 */
async function reschedule(db: TenantDb, row: BookingRow, body: Reschedule): Promise<string | null> {
  const counsellorId = body.counsellorId || row.counsellorId;
  const changesCounsellor = counsellorId !== row.counsellorId;
  if (changesCounsellor && !body.studentAgreed) return BOOKING_MESSAGES.changeNeedsConsent;
  if (changesCounsellor && (await tenantMembers(db, [counsellorId])).length === 0)
    return BOOKING_MESSAGES.notFound;
  return db.transaction(async (tdb) => {
    const claim = await claimSlot(tdb, {
      counsellorId,
      slotStart: body.slotStart,
      roomId: body.roomId === undefined ? undefined : body.roomId,
      movingId: row.id,
    });
    if ('error' in claim) return claim.error;
    return move(tdb, row, 'reschedule', {
      counsellorId,
      slotStart: claim.slot.start,
      slotEnd: claim.slot.end,
      roomId: claim.roomId,
      mode: claim.mode,
      seat: claim.seat,
      rescheduleCount: row.rescheduleCount + 1,
      remindedTime: null,
      ...(changesCounsellor ? { consentTime: new Date() } : {}),
    });
  });
}

/** 安排咨询: the pre-screened booking gets its room (kept, or another usable one) and awaits confirmation. */
async function assign(db: TenantDb, row: BookingRow, roomId: string | null | undefined) {
  const room = roomId || row.roomId;
  if (row.mode === 'offline' && !room) return BOOKING_MESSAGES.needsRoom;
  if (room && room !== row.roomId) {
    const problem = await roomWithPlace(db, room, { start: row.slotStart, end: row.slotEnd }, row.id);
    if (problem) return problem;
  }
  return move(db, row, 'assign', { roomId: room ?? null });
}

/**
 * 结束会谈: the session ends (completed); a 心理咨询 joins the student's counselling case (a
 * 生涯咨询 is no therapy and joins none). Its note is due at the booked end.
 */
async function complete(db: TenantDb, row: BookingRow): Promise<string | null> {
  const career = row.kind === 'career';
  return db.transaction(async (tdb) => {
    const problem = await move(tdb, row, 'complete', {});
    if (problem) return problem;
    if (!career) await attachToCase(tdb, row);
    // Attendance only, never the note. A 心理咨询's is seen by the student and the centre, not a
    // 辅导员; a 生涯咨询's is a career record, seen like the student's other career events.
    await appendGrowthEvents(tdb, [
      {
        studentId: row.studentId,
        kind: 'appointment',
        visibility: career ? 'student' : 'centre',
        title: `参加${BOOKING_KINDS[row.kind as BookingKind] ?? BOOKING_KINDS.psych}`,
        sourceModule: 'counselling',
        sourceId: row.id,
        eventTime: row.slotStart,
      },
    ]);
    if (!noteIsDue({ now: new Date(), slotEnd: row.slotEnd })) return null;
    const completed = await tdb.byId(counsellingBooking, row.id);
    return completed ? move(tdb, completed, 'noteDue', {}) : null;
  });
}

/** One centre step of the booking state machine; null when done, else the Chinese reason. */
export async function centreStep(
  ctx: AuthCtx,
  notifier: Notifier,
  row: BookingRow,
  body: BookingAction,
): Promise<string | null> {
  switch (body.action) {
    case 'prescreen':
      return prescreenBooking(ctx, notifier, row, {
        riskLevel: Number(body.riskLevel),
        note: body.note || null,
      });
    case 'assign':
      return assign(ctx.db, row, body.roomId);
    case 'cancel':
      return move(ctx.db, row, 'cancel', { cancelReason: body.reason }, { note: body.reason });
    case 'reschedule':
      return reschedule(ctx.db, row, body);
    case 'complete':
      return complete(ctx.db, row);
    default:
      return move(ctx.db, row, body.action, {});
  }
}
