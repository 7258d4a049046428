import { BOOKING_MESSAGES, LIVE_BOOKING_STATUSES } from '@xinmiao/shared';
import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { counsellingBooking, counsellingRoom, counsellingRoomClosure } from '../../db/schema.ts';

type RoomRow = typeof counsellingRoom.$inferSelect;

/** Students a room takes per session: its capacity less the counsellor. */
export const studentPlaces = (room: Pick<RoomRow, 'capacity'>) => Math.max(0, room.capacity - 1);

/**
 * The room for a session from `start` to `end`, or why it cannot be used then: unknown, 停用, or
 * closed for maintenance at an overlapping time.
 */
export async function usableRoom(
  db: TenantDb,
  roomId: string,
  start: Date,
  end: Date,
): Promise<{ room: RoomRow } | { error: string }> {
  const room = await db.byId(counsellingRoom, roomId);
  if (!room) return { error: BOOKING_MESSAGES.notFound };
  if (room.status !== 1) return { error: BOOKING_MESSAGES.roomUnavailable };
  const closed = await db.first(
    counsellingRoomClosure,
    and(
      eq(counsellingRoomClosure.roomId, roomId),
      lt(counsellingRoomClosure.startTime, end),
      gt(counsellingRoomClosure.endTime, start),
    ),
  );
  return closed ? { error: BOOKING_MESSAGES.roomUnavailable } : { room };
}

/**
 * `usableRoom`, and a place left in it at that slot: live bookings of the room there, the moving
 * booking aside, stay below the room's student places.
 */
export async function roomWithPlace(
  db: TenantDb,
  roomId: string,
  slot: { start: Date; end: Date },
  movingId: string,
): Promise<string | null> {
  const usable = await usableRoom(db, roomId, slot.start, slot.end);
  if ('error' in usable) return usable.error;
  const inRoom = await db.count(
    counsellingBooking,
    and(
      eq(counsellingBooking.roomId, roomId),
      eq(counsellingBooking.slotStart, slot.start),
      inArray(counsellingBooking.status, [...LIVE_BOOKING_STATUSES]),
      ne(counsellingBooking.id, movingId),
    ),
  );
  return inRoom >= studentPlaces(usable.room) ? BOOKING_MESSAGES.roomFull : null;
}
