import { BOOKING_MESSAGES, LIVE_BOOKING_STATUSES } from '@xinmiao/shared';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { parseChinaTime } from '../../core/time.ts';
import { counsellingBooking, counsellingRota } from '../../db/schema.ts';
import { studentPlaces, usableRoom } from './room-availability.ts';
import { type RotaSlot, rotaSlotAt } from './slots.ts';

/** What a booking takes when its claim succeeds. */
export type Claim = { slot: RotaSlot; roomId: string | null; mode: string; seat: number };

type Wanted = {
  counsellorId: string;
  slotStart: string;
  /** Another room than the rota line's; undefined keeps the line's room. */
  roomId?: string | null | undefined;
  /** The booking being moved, whose own seat does not count against it. */
  movingId?: string;
};

/**
 * Takes the counsellor's lock on one slot. An individual slot is claimed without waiting
 * (`pg_try_advisory_xact_lock`): whoever arrives while another request holds it is refused at once
 * with 该时段已被预约, instead of queueing behind the holder's transaction. Group slots wait their
 * turn, briefly, since the next seat may still be free. The lock is an optimisation of the answer
 * time only; the partial unique indexes stay the guarantee against double booking.
 */
async function lockSlot(db: TenantDb, slot: RotaSlot): Promise<boolean> {
  const key = `counselling-slot:${db.tenantId}:${slot.line.counsellorId}:${slot.start.getTime()}`;
  const lock =
    slot.line.seats === 1
      ? sql<boolean>`pg_try_advisory_xact_lock(hashtextextended(${key}, 0))`
      : sql<boolean>`case when pg_advisory_xact_lock(hashtextextended(${key}, 0)) is null then true else true end`;
  const [row] = await db
    .select({ won: lock })
    .from(counsellingRota)
    .where(eq(counsellingRota.id, slot.line.id));
  return row?.won === true;
}

/** The lowest seat of 1…`places` that none of `used` holds, or null when all are taken. */
export function freeSeat(used: ReadonlySet<number>, places: number): number | null {
  for (let seat = 1; seat <= places; seat++) if (!used.has(seat)) return seat;
  return null;
}

/**
 * Claims a seat of a rota slot for a booking, inside the caller's transaction: the rota must offer
 * the slot (day off and past excluded), an offline session needs a room that is usable then and has
 * a place left, and the counsellor's slot a seat left. Returns the claim or the Chinese reason.
 */
export async function claimSlot(db: TenantDb, wanted: Wanted): Promise<Claim | { error: string }> {
  const start = parseChinaTime(wanted.slotStart);
  if (Number.isNaN(start.getTime()) || start.getTime() <= Date.now())
    return { error: BOOKING_MESSAGES.slotPast };
  const slot = await rotaSlotAt(db, wanted.counsellorId, start);
  if (!slot) return { error: BOOKING_MESSAGES.noSlot };
  const roomId = wanted.roomId === undefined ? slot.line.roomId : wanted.roomId || null;
  if (slot.line.mode === 'offline' && !roomId) return { error: BOOKING_MESSAGES.needsRoom };
  if (!(await lockSlot(db, slot))) return { error: BOOKING_MESSAGES.slotTaken };

  const holders = await db
    .select({
      counsellorId: counsellingBooking.counsellorId,
      roomId: counsellingBooking.roomId,
      seat: counsellingBooking.seat,
    })
    .from(counsellingBooking)
    .where(
      and(
        eq(counsellingBooking.slotStart, start),
        inArray(counsellingBooking.status, [...LIVE_BOOKING_STATUSES]),
        roomId
          ? or(
              eq(counsellingBooking.counsellorId, wanted.counsellorId),
              eq(counsellingBooking.roomId, roomId),
            )
          : eq(counsellingBooking.counsellorId, wanted.counsellorId),
        wanted.movingId ? ne(counsellingBooking.id, wanted.movingId) : undefined,
      ),
    );
  const mine = holders.filter((h) => h.counsellorId === wanted.counsellorId);
  if (mine.length >= slot.line.seats) return { error: BOOKING_MESSAGES.slotTaken };

  let places = slot.line.seats;
  if (roomId) {
    const usable = await usableRoom(db, roomId, slot.start, slot.end);
    if ('error' in usable) return usable;
    const inRoom = holders.filter((h) => h.roomId === roomId);
    if (inRoom.length >= studentPlaces(usable.room)) return { error: BOOKING_MESSAGES.roomFull };
    places = Math.max(places, studentPlaces(usable.room));
  }
  // One seat number serves both indexes: free among the counsellor's and the room's holders.
  const seat = freeSeat(new Set(holders.map((h) => h.seat)), places);
  if (seat === null) return { error: BOOKING_MESSAGES.slotTaken };
  return { slot, roomId, mode: slot.line.mode, seat };
}
