import { LIVE_BOOKING_STATUSES, type Slot } from '@xinmiao/shared';
import { and, gt, gte, inArray, lt } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { chinaDateTime, parseChinaTime } from '../../core/time.ts';
import {
  counsellingBooking,
  counsellingRoom,
  counsellingRoomClosure,
  counsellingRota,
  counsellingRotaException,
} from '../../db/schema.ts';
import { daysBetween, minutesOf } from './clock.ts';
import { roomLabel } from './rooms.ts';
import { memberNames } from './rota.ts';

type RotaRow = typeof counsellingRota.$inferSelect;

/** One slot the rota offers: the line it comes from and its start and end. */
export type RotaSlot = { line: RotaRow; start: Date; end: Date };

/** The slots the weekly rota lines make over the days, minus the counsellors' days off. */
export function slotsOf(
  lines: readonly RotaRow[],
  daysOff: ReadonlySet<string>,
  from: string,
  to: string,
): RotaSlot[] {
  const out: RotaSlot[] = [];
  for (const { day, weekday } of daysBetween(from, to)) {
    for (const line of lines) {
      if (line.weekday !== weekday || daysOff.has(`${line.counsellorId}|${day}`)) continue;
      const close = minutesOf(line.endTime);
      for (let m = minutesOf(line.startTime); m + line.slotMinutes <= close; m += line.slotMinutes) {
        const hhmm = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        const start = parseChinaTime(`${day} ${hhmm}`);
        out.push({ line, start, end: new Date(start.getTime() + line.slotMinutes * 60_000) });
      }
    }
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}

async function rotaInputs(db: TenantDb, from: string, to: string, counsellorId?: string) {
  const [lines, exceptions] = await Promise.all([
    db.list(counsellingRota),
    db.list(counsellingRotaException),
  ]);
  const daysOff = new Set(
    exceptions.filter((e) => e.day >= from && e.day <= to).map((e) => `${e.counsellorId}|${e.day}`),
  );
  return { lines: counsellorId ? lines.filter((l) => l.counsellorId === counsellorId) : lines, daysOff };
}

/** The rota slot of a counsellor starting at `start`, if the rota offers one (day off excluded). */
export async function rotaSlotAt(
  db: TenantDb,
  counsellorId: string,
  start: Date,
): Promise<RotaSlot | undefined> {
  const day = chinaDateTime(start).slice(0, 10);
  const { lines, daysOff } = await rotaInputs(db, day, day, counsellorId);
  return slotsOf(lines, daysOff, day, day).find((s) => s.start.getTime() === start.getTime());
}

/**
 * Open and taken slots between two days (Asia/Shanghai), for the booking page and the calendar;
 * with `kind`, only the slots of lines of that kind (心理咨询 or 生涯咨询).
 * Slots in a room that is 停用 or closed for maintenance at that time are left out.
 */
export async function listSlots(db: TenantDb, from: string, to: string, kind?: string): Promise<Slot[]> {
  const inputs = await rotaInputs(db, from, to);
  const daysOff = inputs.daysOff;
  const lines = kind ? inputs.lines.filter((l) => l.kind === kind) : inputs.lines;
  const rangeStart = parseChinaTime(`${from} 00:00`);
  const rangeEnd = new Date(parseChinaTime(`${to} 00:00`).getTime() + 86_400_000);
  const [booked, names, rooms, closures] = await Promise.all([
    db
      .select({ counsellorId: counsellingBooking.counsellorId, slotStart: counsellingBooking.slotStart })
      .from(counsellingBooking)
      .where(
        and(
          gte(counsellingBooking.slotStart, rangeStart),
          lt(counsellingBooking.slotStart, rangeEnd),
          inArray(counsellingBooking.status, [...LIVE_BOOKING_STATUSES]),
        ),
      ),
    memberNames(
      db,
      lines.map((l) => l.counsellorId),
    ),
    db.list(counsellingRoom),
    db.list(counsellingRoomClosure, {
      where: and(
        lt(counsellingRoomClosure.startTime, rangeEnd),
        gt(counsellingRoomClosure.endTime, rangeStart),
      ),
    }),
  ]);
  const bookedAt = new Map<string, number>();
  for (const b of booked) {
    const key = `${b.counsellorId}|${b.slotStart.getTime()}`;
    bookedAt.set(key, (bookedAt.get(key) ?? 0) + 1);
  }
  const usableRooms = new Set(rooms.filter((r) => r.status === 1).map((r) => r.id));
  const roomNames = new Map(rooms.map((r) => [r.id, roomLabel(r)]));
  const roomOpen = ({ line, start, end }: RotaSlot) =>
    !line.roomId ||
    (usableRooms.has(line.roomId) &&
      !closures.some((c) => c.roomId === line.roomId && c.startTime < end && c.endTime > start));
  return slotsOf(lines, daysOff, from, to)
    .filter(roomOpen)
    .map(({ line, start, end }) => {
      const count = bookedAt.get(`${line.counsellorId}|${start.getTime()}`) ?? 0;
      return {
        counsellorId: line.counsellorId,
        counsellorName: names.get(line.counsellorId) ?? '',
        start: chinaDateTime(start),
        end: chinaDateTime(end),
        mode: line.mode,
        roomId: line.roomId,
        roomName: line.roomId ? (roomNames.get(line.roomId) ?? null) : null,
        specialties: line.specialties,
        targetGroups: line.targetGroups,
        seats: line.seats,
        booked: count,
        taken: count >= line.seats,
        kind: line.kind,
      };
    });
}
