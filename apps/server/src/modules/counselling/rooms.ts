import { COUNSELLING_MESSAGES, counsellingRoutes, LIVE_BOOKING_STATUSES, type Room } from '@xinmiao/shared';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import { counsellingBooking, counsellingRoom, counsellingRota } from '../../db/schema.ts';
import { studentPlaces } from './room-availability.ts';

type RoomRow = typeof counsellingRoom.$inferSelect;

export const roomLabel = (r: Pick<RoomRow, 'campus' | 'building' | 'name'>) =>
  `${r.campus} ${r.building} ${r.name}`;

const toRoom = (r: RoomRow): Room => ({
  id: r.id,
  campus: r.campus,
  building: r.building,
  name: r.name,
  capacity: r.capacity,
  equipment: r.equipment,
  meetingUrl: r.meetingUrl,
  status: r.status,
});

/** 咨询地址: campus → building → room, with capacity, equipment and, online, the meeting link. */
export function registerRoomRoutes(r: Registrar): void {
  r.route(counsellingRoutes.rooms, async (ctx) => {
    const rows = await ctx.db.list(counsellingRoom, {
      orderBy: [asc(counsellingRoom.campus), asc(counsellingRoom.building), asc(counsellingRoom.name)],
    });
    return ok(rows.map(toRoom));
  });

  r.route(counsellingRoutes.addRoom, async (ctx, { body }) => {
    await ctx.db.insert(counsellingRoom, {
      ...body,
      equipment: body.equipment || null,
      meetingUrl: body.meetingUrl || null,
    });
    ctx.logSubject(roomLabel(body));
    return okMsg(COUNSELLING_MESSAGES.saved);
  });

  r.route(counsellingRoutes.editRoom, async (ctx, { body }) => {
    const { id, ...fields } = body;
    const lines = await ctx.db.list(counsellingRota, { where: eq(counsellingRota.roomId, id) });
    if (lines.some((line) => line.seats > studentPlaces(fields))) {
      return fail(COUNSELLING_MESSAGES.seatsOverCapacity);
    }
    const changed = await ctx.db.update(
      counsellingRoom,
      { ...fields, equipment: fields.equipment || null, meetingUrl: fields.meetingUrl || null },
      eq(counsellingRoom.id, id),
    );
    if (changed === 0) return fail(COUNSELLING_MESSAGES.notFound);
    ctx.logSubject(roomLabel(fields));
    return okMsg(COUNSELLING_MESSAGES.saved);
  });

  r.route(counsellingRoutes.deleteRoom, async (ctx, { query }) => {
    const row = await ctx.db.byId(counsellingRoom, query.id);
    if (!row) return fail(COUNSELLING_MESSAGES.notFound);
    const [rota, booking] = await Promise.all([
      ctx.db.first(counsellingRota, eq(counsellingRota.roomId, row.id)),
      ctx.db.first(
        counsellingBooking,
        and(
          eq(counsellingBooking.roomId, row.id),
          gt(counsellingBooking.slotStart, new Date()),
          inArray(counsellingBooking.status, [...LIVE_BOOKING_STATUSES]),
        ),
      ),
    ]);
    if (rota || booking) return fail(COUNSELLING_MESSAGES.roomInUse);
    await ctx.db.softDelete(counsellingRoom, eq(counsellingRoom.id, row.id));
    ctx.logSubject(roomLabel(row));
    return okMsg(COUNSELLING_MESSAGES.deleted);
  });
}
