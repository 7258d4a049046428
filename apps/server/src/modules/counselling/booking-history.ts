import type { BookingEvent } from '@xinmiao/shared';
import type { TenantDb } from '../../core/tenant-db.ts';
import { chinaDateTime, formatDateTime } from '../../core/time.ts';
import { type counsellingBookingEvent, counsellingRoom } from '../../db/schema.ts';
import { roomLabel } from './rooms.ts';
import { memberNames } from './rota.ts';

type EventRow = typeof counsellingBookingEvent.$inferSelect;

/** History lines with the replaced counsellor and room by name. */
export async function toBookingEvents(db: TenantDb, rows: readonly EventRow[]): Promise<BookingEvent[]> {
  const [names, rooms] = await Promise.all([
    memberNames(
      db,
      rows.flatMap((r) => (r.oldCounsellorId ? [r.oldCounsellorId] : [])),
    ),
    db.list(counsellingRoom, { withDeleted: true }),
  ]);
  const roomNames = new Map(rooms.map((r) => [r.id, roomLabel(r)]));
  return rows.map((r) => ({
    id: r.id,
    step: r.step,
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    oldCounsellorName: r.oldCounsellorId ? (names.get(r.oldCounsellorId) ?? '') : null,
    oldRoomName: r.oldRoomId ? (roomNames.get(r.oldRoomId) ?? '') : null,
    oldSlotStart: r.oldSlotStart ? chinaDateTime(r.oldSlotStart) : null,
    note: r.note,
    actor: r.createBy ?? '',
    createTime: formatDateTime(r.createTime) ?? '',
  }));
}
