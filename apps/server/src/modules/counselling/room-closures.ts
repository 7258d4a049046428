import { COUNSELLING_MESSAGES, counsellingRoutes } from '@xinmiao/shared';
import { asc, eq } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import { chinaDateTime, parseChinaTime } from '../../core/time.ts';
import { counsellingRoom, counsellingRoomClosure } from '../../db/schema.ts';
import { roomLabel } from './rooms.ts';

/** 维护时段: times a room cannot be used; the slots fall out and no booking may take them. */
export function registerRoomClosureRoutes(r: Registrar): void {
  r.route(counsellingRoutes.closures, async (ctx) => {
    const [rows, rooms] = await Promise.all([
      ctx.db.list(counsellingRoomClosure, { orderBy: [asc(counsellingRoomClosure.startTime)] }),
      ctx.db.list(counsellingRoom, { withDeleted: true }),
    ]);
    const names = new Map(rooms.map((room) => [room.id, roomLabel(room)]));
    return ok(
      rows.map((c) => ({
        id: c.id,
        roomId: c.roomId,
        roomName: names.get(c.roomId) ?? '',
        startTime: chinaDateTime(c.startTime).slice(0, 16),
        endTime: chinaDateTime(c.endTime).slice(0, 16),
        reason: c.reason,
      })),
    );
  });

  r.route(counsellingRoutes.addClosure, async (ctx, { body }) => {
    const room = await ctx.db.byId(counsellingRoom, body.roomId);
    if (!room) return fail(COUNSELLING_MESSAGES.notFound);
    await ctx.db.insert(counsellingRoomClosure, {
      roomId: room.id,
      startTime: parseChinaTime(body.startTime),
      endTime: parseChinaTime(body.endTime),
      reason: body.reason,
    });
    ctx.logSubject(`${roomLabel(room)} ${body.startTime}`);
    return okMsg(COUNSELLING_MESSAGES.saved);
  });

  r.route(counsellingRoutes.deleteClosure, async (ctx, { query }) => {
    const row = await ctx.db.byId(counsellingRoomClosure, query.id);
    if (!row) return fail(COUNSELLING_MESSAGES.notFound);
    await ctx.db.delete(counsellingRoomClosure, eq(counsellingRoomClosure.id, row.id));
    ctx.logSubject(chinaDateTime(row.startTime).slice(0, 16));
    return okMsg(COUNSELLING_MESSAGES.deleted);
  });
}
