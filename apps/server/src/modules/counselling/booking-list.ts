import { bookingRoutes } from '@xinmiao/shared';
import { desc } from 'drizzle-orm';
import { sqlList } from '../../core/list/sql-list.ts';
import { listCondition } from '../../core/policy/policy.ts';
import { counsellingBooking } from '../../db/schema.ts';
import { withBookingAbilities } from './booking-abilities.ts';
import { toBookings } from './booking-records.ts';
import { counsellingBookingPolicy } from './policies/counselling-booking.ts';
import { studentKeyword } from './student-keyword.ts';

/** 预约管理: the bookings in the caller's reach, paged and filtered in SQL, latest slot first. */
export const listBookings = sqlList(bookingRoutes.page, {
  table: counsellingBooking,
  sort: { slotStart: counsellingBooking.slotStart, createTime: counsellingBooking.createTime },
  filters: {
    slotStart: counsellingBooking.slotStart,
    counsellorId: counsellingBooking.counsellorId,
    status: counsellingBooking.status,
    kind: counsellingBooking.kind,
    keyWord: studentKeyword(counsellingBooking.studentId),
  },
  scope: (ctx) => listCondition(ctx, counsellingBookingPolicy),
  defaultOrder: [desc(counsellingBooking.slotStart)],
  tiebreak: desc(counsellingBooking.id),
  // The intake travels only to its readers (booking-abilities.ts), on the page as on the calendar.
  toRecords: async (rows, ctx) => withBookingAbilities(ctx, rows, await toBookings(ctx.db, rows)),
});
