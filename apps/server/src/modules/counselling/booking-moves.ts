import type { BookingStep } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import { allOf } from '../../core/query.ts';
import type { TenantDb } from '../../core/tenant-db.ts';
import { counsellingBooking, counsellingBookingEvent } from '../../db/schema.ts';
import { nextStatus } from './booking-machine.ts';
import type { BookingRow } from './booking-records.ts';
import { sessionWindow } from './session-window.ts';

type Change = Partial<typeof counsellingBooking.$inferInsert>;
/** The steps the school's 咨询时段规则 times. */
const TIMED_STEPS: readonly BookingStep[] = ['checkIn', 'start', 'complete'];

/**
 * Moves a booking on by one step and writes the step to its history, in one transaction. The
 * update is guarded by the status the booking was read in, so two staff pressing at once cannot
 * both move it: the second finds it changed and is refused. A reschedule's history line keeps the
 * counsellor, room and time it replaced.
 */
export async function move(
  db: TenantDb,
  row: BookingRow,
  step: BookingStep,
  set: Change,
  facts: { riskLevel?: number; note?: string | null; now?: Date } = {},
): Promise<string | null> {
  const outcome = nextStatus(row.status, step, {
    now: facts.now ?? new Date(),
    slotStart: row.slotStart,
    slotEnd: row.slotEnd,
    kind: row.kind,
    ...(facts.riskLevel === undefined ? {} : { riskLevel: facts.riskLevel }),
    ...(TIMED_STEPS.includes(step) ? { window: await sessionWindow(db) } : {}),
  });
  if (!outcome.ok) return outcome.message;
  return db.transaction(async (tdb) => {
    const changed = await tdb.update(
      counsellingBooking,
      { ...set, status: outcome.status },
      allOf(eq(counsellingBooking.id, row.id), eq(counsellingBooking.status, row.status)),
    );
    if (changed !== 1) return '预约状态已变化，请刷新后重试';
    const moved = step === 'reschedule';
    await tdb.insert(counsellingBookingEvent, {
      bookingId: row.id,
      step,
      fromStatus: row.status,
      toStatus: outcome.status,
      oldCounsellorId: moved ? row.counsellorId : null,
      oldRoomId: moved ? row.roomId : null,
      oldSlotStart: moved ? row.slotStart : null,
      note: facts.note || null,
    });
    return null;
  });
}
