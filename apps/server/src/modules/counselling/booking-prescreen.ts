import { eq } from 'drizzle-orm';
import type { AuthCtx } from '../../core/context.ts';
import { counsellingBooking } from '../../db/schema.ts';
import type { Notifier } from '../../realtime/notifier.ts';
import { reportSignal } from '../crisis/index.ts';
import { move } from './booking-moves.ts';
import type { BookingRow } from './booking-records.ts';

export type Prescreen = { riskLevel: number; note: string | null };

/**
 * 预检: records the pre-screen, and when its risk routes the booking to crisis intervention
 * (domain §3.2) files a signal from source `appointment` naming the booking, which opens the
 * student's crisis case or joins the open one, and keeps the case id on the booking. All of it in
 * ONE transaction: a failure anywhere leaves the booking as it was, with no case and no signal,
 * so the centre can simply pre-screen again. A new case is announced once that transaction commits.
 */
export async function prescreenBooking(
  ctx: AuthCtx,
  notifier: Notifier,
  row: BookingRow,
  { riskLevel, note }: Prescreen,
): Promise<string | null> {
  return ctx.db.transaction(async (tdb) => {
    const problem = await move(
      tdb,
      row,
      'prescreen',
      { riskLevel, prescreenNote: note, prescreenBy: ctx.userId },
      { riskLevel, note },
    );
    if (problem) return problem;
    const after = await tdb.byId(counsellingBooking, row.id);
    if (after?.status !== 'routed_crisis') return null;
    const { caseId } = await reportSignal(
      tdb,
      {
        studentId: after.studentId,
        source: 'appointment',
        level: Math.min(3, Math.max(1, riskLevel)) as 1 | 2 | 3,
        summary: `咨询预约预检发现风险：${after.topic}`,
        sourceRef: after.id,
        reportedBy: ctx.userId,
      },
      notifier,
    );
    await tdb.update(counsellingBooking, { crisisCaseId: caseId }, eq(counsellingBooking.id, after.id));
    return null;
  });
}
