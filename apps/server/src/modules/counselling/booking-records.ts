import type { Booking } from '@xinmiao/shared';
import { inArray } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { chinaDateTime, formatDateTime } from '../../core/time.ts';
import { type counsellingBooking, counsellingRoom, schoolStudent } from '../../db/schema.ts';
import { roomLabel } from './rooms.ts';
import { memberNames } from './rota.ts';

export type BookingRow = typeof counsellingBooking.$inferSelect;

/** Booking rows with the names the console shows: student, counsellor, room. */
export async function toBookings(db: TenantDb, rows: readonly BookingRow[]): Promise<Booking[]> {
  if (rows.length === 0) return [];
  const [students, names, rooms] = await Promise.all([
    db
      .select({ id: schoolStudent.id, name: schoolStudent.name, studentNo: schoolStudent.studentNo })
      .from(schoolStudent)
      .withDeleted()
      .where(inArray(schoolStudent.id, [...new Set(rows.map((r) => r.studentId))])),
    memberNames(
      db,
      rows.map((r) => r.counsellorId),
    ),
    db.list(counsellingRoom, { withDeleted: true }),
  ]);
  const studentOf = new Map(students.map((s) => [s.id, s]));
  const roomOf = new Map(rooms.map((r) => [r.id, r]));
  return rows.map((r) => {
    const room = r.roomId ? roomOf.get(r.roomId) : undefined;
    return {
      id: r.id,
      studentId: r.studentId,
      studentName: studentOf.get(r.studentId)?.name ?? '',
      studentNo: studentOf.get(r.studentId)?.studentNo ?? '',
      counsellorId: r.counsellorId,
      counsellorName: names.get(r.counsellorId) ?? '',
      roomId: r.roomId,
      roomName: room ? roomLabel(room) : null,
      meetingUrl: r.mode === 'online' ? (room?.meetingUrl ?? null) : null,
      caseId: r.caseId,
      slotStart: chinaDateTime(r.slotStart),
      slotEnd: chinaDateTime(r.slotEnd),
      mode: r.mode,
      kind: r.kind,
      status: r.status,
      topic: r.topic,
      intake: r.intake,
      riskLevel: r.riskLevel,
      prescreenNote: r.prescreenNote,
      cancelReason: r.cancelReason,
      rescheduleCount: r.rescheduleCount,
      createTime: formatDateTime(r.createTime) ?? '',
    };
  });
}
