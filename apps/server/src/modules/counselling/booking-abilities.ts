import type { Booking, CentreBooking } from '@xinmiao/shared';
import type { AuthCtx } from '../../core/context.ts';
import { abilitiesOfEach } from '../../core/policy/policy.ts';
import type { BookingRow } from './booking-records.ts';
import { counsellingBookingPolicy } from './policies/counselling-booking.ts';
import { counsellingNotePolicy } from './policies/counselling-note.ts';

/**
 * The centre's bookings with what the caller may do with each: the centre steps (booking policy) and
 * the session note (note policy). The intake and pre-screen text only travel to a reader of them
 * (`readIntake`): anyone else sees that the student has a booking, not what it is about.
 * `bookings` are `rows` in the same order.
 */
export async function withBookingAbilities(
  ctx: AuthCtx,
  rows: readonly BookingRow[],
  bookings: readonly Booking[],
): Promise<CentreBooking[]> {
  const [steps, notes] = await Promise.all([
    abilitiesOfEach(ctx, counsellingBookingPolicy, rows),
    abilitiesOfEach(ctx, counsellingNotePolicy, rows),
  ]);
  return bookings.map((booking, i) => {
    const step = steps[i];
    const note = notes[i];
    if (!step || !note) throw new Error('abilities out of step with the bookings');
    const { view: _view, ...centreSteps } = step;
    const shown = step.readIntake ? booking : { ...booking, intake: null, prescreenNote: null };
    return { ...shown, abilities: { ...centreSteps, readNote: note.read, writeNote: note.write } };
  });
}
