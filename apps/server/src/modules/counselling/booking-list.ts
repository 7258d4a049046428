import { bookingRoutes } from '@xinmiao/shared';
import { desc, ilike, like, or } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { sqlList } from '../../core/list/sql-list.ts';
import { listCondition } from '../../core/policy/policy.ts';
import { likeContains, likePattern } from '../../core/query.ts';
import { counsellingBooking, schoolStudent } from '../../db/schema.ts';
import { toBookings } from './booking-records.ts';
import { counsellingBookingPolicy } from './policies/counselling-booking.ts';

/** Bookings of students whose name contains, or whose 学号 starts with, the keyword. */
function studentMatches(keyword: string, ctx: AuthCtx) {
  const text = keyword.trim();
  return ctx.db.inSelect(
    counsellingBooking.studentId,
    ctx.db
      .select({ id: schoolStudent.id })
      .from(schoolStudent)
      .where(
        or(
          ilike(schoolStudent.name, likeContains(text)),
          like(schoolStudent.studentNo, likePattern(text, { start: false, end: true })),
        ),
      ),
  );
}

/** 预约管理: the bookings in the caller's reach, paged and filtered in SQL, latest slot first. */
export const listBookings = sqlList(bookingRoutes.page, {
  table: counsellingBooking,
  sort: { slotStart: counsellingBooking.slotStart, createTime: counsellingBooking.createTime },
  filters: {
    slotStart: counsellingBooking.slotStart,
    counsellorId: counsellingBooking.counsellorId,
    status: counsellingBooking.status,
    keyWord: studentMatches,
  },
  scope: (ctx) => listCondition(ctx, counsellingBookingPolicy),
  defaultOrder: [desc(counsellingBooking.slotStart)],
  tiebreak: desc(counsellingBooking.id),
  toRecords: (rows, ctx) => toBookings(ctx.db, rows),
});
