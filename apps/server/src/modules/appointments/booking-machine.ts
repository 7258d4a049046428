import {
  BOOKING_ACTION_LABELS,
  BOOKING_MESSAGES,
  BOOKING_STATUSES,
  type BookingAction,
  type BookingStatus,
  CRISIS_RISK_LEVEL,
  STUDENT_CANCEL_CUTOFF_HOURS,
} from '@xinmiao/shared';

export type Step = BookingAction['action'] | 'studentCancel' | 'sign';

/** Where each step may start from (domain §3.3). */
const FROM: Record<Step, readonly BookingStatus[]> = {
  prescreen: ['requested'],
  confirm: ['pending_confirm'],
  checkIn: ['confirmed'],
  start: ['checked_in'],
  complete: ['in_session'],
  noShow: ['confirmed'],
  cancel: ['requested', 'pending_confirm', 'confirmed'],
  reschedule: ['pending_confirm', 'confirmed'],
  studentCancel: ['requested', 'pending_confirm', 'confirmed'],
  sign: ['note_due'],
};

const STEP_LABELS: Record<Step, string> = {
  ...BOOKING_ACTION_LABELS,
  studentCancel: '取消预约',
  sign: '签署记录',
};

export type Outcome = { ok: true; status: BookingStatus } | { ok: false; message: string };

/**
 * The booking state machine: the status a step leads to, or why it is refused. `riskLevel` is the
 * pre-screen finding; `now` and `slotStart` decide the cut-off and no-show rules.
 */
export function nextStatus(
  current: string,
  step: Step,
  facts: { now: Date; slotStart: Date; riskLevel?: number },
): Outcome {
  const label = BOOKING_STATUSES[current as BookingStatus] ?? current;
  if (!FROM[step].includes(current as BookingStatus)) {
    return { ok: false, message: `预约当前为「${label}」，不能${STEP_LABELS[step]}` };
  }
  const untilStart = facts.slotStart.getTime() - facts.now.getTime();
  switch (step) {
    case 'prescreen':
      return {
        ok: true,
        status: (facts.riskLevel ?? 0) >= CRISIS_RISK_LEVEL ? 'routed_crisis' : 'pending_confirm',
      };
    case 'confirm':
    case 'reschedule':
      return { ok: true, status: 'confirmed' };
    case 'checkIn':
      return { ok: true, status: 'checked_in' };
    case 'start':
      return { ok: true, status: 'in_session' };
    case 'complete':
      return { ok: true, status: 'note_due' };
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
