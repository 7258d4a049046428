import { BOOKING_KINDS, type BookingKind, REMINDER_LEAD_HOURS } from '@xinmiao/shared';
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { JobDefinition } from '../../core/module.ts';
import type { JobHandler } from '../../core/scheduler/job-handler.ts';
import { formatDateTime } from '../../core/time.ts';
import { counsellingBooking, schoolStudent, sysAnnouncement, sysAnnouncementSend } from '../../db/schema.ts';
import { markNotesDue } from './note-due.ts';

/**
 * Moves completed sessions whose booked end has passed to 待写记录 (note_due). Then reminds the
 * student and the counsellor of each confirmed session starting within
 * `REMINDER_LEAD_HOURS`, once: a system message to both (their bell). A booking is claimed by
 * stamping `reminded_time` in the same transaction, so overlapping fires remind once.
 */
export const counsellingReminder: JobHandler = {
  name: '咨询预约提醒',
  parameterHint: '',
  async run({ db, fireTime }) {
    await markNotesDue(db, fireTime);
    const due = await db.list(counsellingBooking, {
      where: and(
        eq(counsellingBooking.status, 'confirmed'),
        isNull(counsellingBooking.remindedTime),
        gt(counsellingBooking.slotStart, fireTime),
        lte(counsellingBooking.slotStart, new Date(fireTime.getTime() + REMINDER_LEAD_HOURS * 3600_000)),
      ),
      limit: 1000,
    });
    if (due.length === 0) return;
    const students = await db
      .select({ id: schoolStudent.id, userId: schoolStudent.userId, name: schoolStudent.name })
      .from(schoolStudent)
      .where(inArray(schoolStudent.id, [...new Set(due.map((b) => b.studentId))]));
    const studentOf = new Map(students.map((s) => [s.id, s]));
    for (const booking of due) {
      await db.transaction(async (tdb) => {
        const claimed = await tdb.update(
          counsellingBooking,
          { remindedTime: fireTime },
          and(eq(counsellingBooking.id, booking.id), isNull(counsellingBooking.remindedTime)) ??
            eq(counsellingBooking.id, booking.id),
        );
        if (claimed !== 1) return;
        const student = studentOf.get(booking.studentId);
        const users = [...new Set([booking.counsellorId, ...(student?.userId ? [student.userId] : [])])];
        const when = formatDateTime(booking.slotStart)?.slice(0, 16) ?? '';
        const [anntId] = await tdb.insert(sysAnnouncement, {
          titile: `咨询提醒：${when}`,
          msgContent: `<p>${student?.name ?? ''} 的${BOOKING_KINDS[booking.kind as BookingKind] ?? BOOKING_KINDS.psych}（${booking.topic}）将于 ${when} 开始，请准时到达。</p>`,
          msgAbstract: `咨询将于 ${when} 开始`,
          msgCategory: '2',
          msgType: 'USER',
          sendStatus: '1',
          sendTime: fireTime,
          sender: 'system',
          busType: 'counselling_booking',
          busId: booking.id,
          userIds: `${users.join(',')},`,
        });
        if (!anntId) return;
        await tdb.insert(
          sysAnnouncementSend,
          users.map((userId) => ({ anntId, userId })),
        );
      });
    }
  },
};

export const counsellingReminderJob: JobDefinition = {
  className: 'xinmiao.job.CounsellingReminderJob',
  handler: () => counsellingReminder,
  schedule: { cron: '0 0/15 * * * ?', description: '咨询预约开始前提醒' },
};
