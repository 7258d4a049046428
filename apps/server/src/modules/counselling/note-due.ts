import { and, eq, lte } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { counsellingBooking } from '../../db/schema.ts';
import { move } from './booking-moves.ts';

/**
 * completed → note_due for every session whose booked end has passed by `now`: the one step of the
 * booking machine the clock takes (run by the counselling reminder job). Returns how many moved.
 */
export async function markNotesDue(db: TenantDb, now: Date): Promise<number> {
  const ended = await db.list(counsellingBooking, {
    where: and(eq(counsellingBooking.status, 'completed'), lte(counsellingBooking.slotEnd, now)),
    limit: 1000,
  });
  let moved = 0;
  for (const row of ended) if ((await move(db, row, 'noteDue', {}, { now })) === null) moved += 1;
  return moved;
}
