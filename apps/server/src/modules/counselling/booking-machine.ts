import {
  BOOKING_MESSAGES,
  BOOKING_STATUSES,
  BOOKING_STEPS,
  type BookingStatus,
  type BookingStep,
  CRISIS_RISK_LEVEL,
  STUDENT_CANCEL_CUTOFF_HOURS,
} from '@xinmiao/shared';

export type Outcome = { ok: true; status: BookingStatus } | { ok: false; message: string };

type Facts = { now: Date; slotStart: Date; slotEnd: Date; riskLevel?: number };

/**
 * The booking state machine: the status a step leads to, or why it is refused. `riskLevel` is the
 * pre-screen finding; `now` against the slot decides the cut-off, the no-show rule and when a
 * completed session's note falls due (at the booked end).
 */
export function nextStatus(current: string, step: BookingStep, facts: Facts): Outcome {
  const label = BOOKING_STATUSES[current as BookingStatus] ?? current;
  if (!(BOOKING_STEPS[step].from as readonly string[]).includes(current)) {
    return { ok: false, message: `预约当前为「${label}」，不能${BOOKING_STEPS[step].label}` };
  }
  const untilStart = facts.slotStart.getTime() - facts.now.getTime();
  switch (step) {
    case 'prescreen':
      return {
        ok: true,
        status: (facts.riskLevel ?? 0) >= CRISIS_RISK_LEVEL ? 'routed_crisis' : 'pre_screened',
      };
    case 'assign':
      return { ok: true, status: 'pending_confirm' };
    case 'confirm':
    case 'reschedule':
      return { ok: true, status: 'confirmed' };
    case 'checkIn':
      return { ok: true, status: 'checked_in' };
    case 'start':
      return { ok: true, status: 'in_session' };
    case 'complete':
      return { ok: true, status: 'completed' };
    case 'noteDue':
      return noteIsDue(facts)
        ? { ok: true, status: 'note_due' }
        : { ok: false, message: '会谈预定结束后记录才到期' };
    case 'noShow':
      return untilStart > 0
        ? { ok: false, message: '咨询开始后才能登记爽约' }
        : { ok: true, status: 'no_show' };
    case 'cancel':
      return { ok: true, status: 'cancelled_centre' };
    case 'studentCancel':
      return untilStart < STUDENT_CANCEL_CUTOFF_HOURS * 3600_000
        ? { ok: false, message: BOOKING_MESSAGES.cutoff }
        : { ok: true, status: 'cancelled_student' };
    case 'sign':
      return { ok: true, status: 'note_signed' };
  }
}

/** A completed session's note is due once the booked session time is over. */
export function noteIsDue(facts: { now: Date; slotEnd: Date }): boolean {
  return facts.now.getTime() >= facts.slotEnd.getTime();
}
