import { BOOKING_STEPS, type CentreStep } from '@xinmiao/shared';
import { definePolicy } from '../../../core/policy/policy.ts';
import { counsellingBooking, schoolStudent } from '../../../db/schema.ts';
import { studentsVisibleTo } from '../../school/index.ts';

type BookingRow = typeof counsellingBooking.$inferSelect;

const step = (name: CentreStep) => ({
  permission: 'counselling:booking:edit' as const,
  allow: (booking: BookingRow) => (BOOKING_STEPS[name].from as readonly string[]).includes(booking.status),
});

/**
 * 咨询预约 in the centre's console: a booking is reached through its student (the student policy's
 * data scopes and data rules), then narrowed by the data rules of 预约管理 itself; each centre step is
 * allowed from the statuses it starts from.
 */
export const counsellingBookingPolicy = definePolicy({
  table: counsellingBooking,
  menuUrl: '/counselling/bookings',
  ruleFields: {
    status: counsellingBooking.status,
    counsellorId: counsellingBooking.counsellorId,
    mode: counsellingBooking.mode,
    slotStart: counsellingBooking.slotStart,
  },
  reach: {
    via: async (actor) =>
      actor.db.inSelect(
        counsellingBooking.studentId,
        actor.db
          .select({ id: schoolStudent.id })
          .from(schoolStudent)
          .where(await studentsVisibleTo(actor)),
      ),
  },
  actions: {
    view: { permission: 'counselling:booking:list' },
    // The student's own words and the pre-screen findings are clinical: the centre's, not college staff's.
    readIntake: { permission: 'counselling:note:list' },
    prescreen: step('prescreen'),
    assign: step('assign'),
    confirm: step('confirm'),
    checkIn: step('checkIn'),
    start: step('start'),
    complete: step('complete'),
    noShow: step('noShow'),
    cancel: step('cancel'),
    reschedule: step('reschedule'),
  },
});
