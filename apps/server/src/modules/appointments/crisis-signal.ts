import { eq } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { counsellingBooking } from '../../db/schema.ts';
import { reportSignal } from '../crisis/intake.ts';
import type { BookingRow } from './booking-records.ts';

/**
 * The one place a pre-screen risk leaves the appointment module for crisis intervention
 * (domain §3.2): a signal from source `appointment` naming the booking, which opens the student's
 * crisis case or joins the open one; the booking keeps the case id.
 */
export async function reportBookingRisk(ctx: AuthCtx, booking: BookingRow): Promise<void> {
  const level = Math.min(3, Math.max(1, booking.riskLevel ?? 1)) as 1 | 2 | 3;
  const { caseId } = await reportSignal(ctx.db, {
    studentId: booking.studentId,
    source: 'appointment',
    level,
    summary: `咨询预约预检发现风险：${booking.topic}`,
    sourceRef: booking.id,
    reportedBy: ctx.userId,
  });
  await ctx.db.update(counsellingBooking, { crisisCaseId: caseId }, eq(counsellingBooking.id, booking.id));
}
