import { type CentreStep, stepAllowed } from '@xinmiao/shared';
import { and, eq } from 'drizzle-orm';
import { definePolicy, type PolicyActor } from '../../../core/policy/policy.ts';
import { counsellingBooking, schoolStudent } from '../../../db/schema.ts';
import { studentsVisibleTo } from '../../school/index.ts';

type BookingRow = typeof counsellingBooking.$inferSelect;

const step = (name: CentreStep) => ({
  permission: 'counselling:booking:edit' as const,
  allow: (booking: BookingRow) => stepAllowed(name, booking.kind, booking.status),
});

/**
 * Whether the actor works with students' mental health — the centre (its clinical grant) or staff
 * on the crisis-warning list (a 辅导员) — and so may learn that a student has a 心理咨询 booking. A
 * 生涯导师, who holds neither, reaches 生涯咨询 bookings only, whatever their data scope.
 */
export const seesPsychBookings = (actor: Pick<PolicyActor, 'permissions'>): boolean =>
  actor.permissions.has('counselling:note:list') || actor.permissions.has('crisis:warning:list');

/**
 * 咨询预约 in the centre's console: a booking is reached through its student (the student policy's
 * data scopes and data rules) and, for a 心理咨询, only by mental-health staff; then narrowed by the
 * data rules of 预约管理 itself. Each centre step is allowed from the statuses it starts from for the
 * booking's kind (a 生涯咨询 has no pre-screen).
 */
export const counsellingBookingPolicy = definePolicy({
  table: counsellingBooking,
  menuUrl: '/counselling/bookings',
  ruleFields: {
    status: counsellingBooking.status,
    counsellorId: counsellingBooking.counsellorId,
    mode: counsellingBooking.mode,
    kind: counsellingBooking.kind,
    slotStart: counsellingBooking.slotStart,
  },
  reach: {
    via: async (actor) =>
      and(
        actor.db.inSelect(
          counsellingBooking.studentId,
          actor.db
            .select({ id: schoolStudent.id })
            .from(schoolStudent)
            .where(await studentsVisibleTo(actor)),
        ),
        seesPsychBookings(actor) ? undefined : eq(counsellingBooking.kind, 'career'),
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
