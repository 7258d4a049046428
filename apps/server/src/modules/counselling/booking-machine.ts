import {
  BOOKING_MESSAGES,
  BOOKING_STATUSES,
  BOOKING_STEPS,
  type BookingStatus,
  type BookingStep,
  CRISIS_RISK_LEVEL,
  DEFAULT_SESSION_WINDOW,
  type SessionWindow,
  STUDENT_CANCEL_CUTOFF_HOURS,
  stepAllowed,
} from '@xinmiao/shared';
import { chinaDateTime } from '../../core/time.ts';

export type Outcome = { ok: true; status: BookingStatus } | { ok: false; message: string };

type Facts = {
  now: Date;
  slotStart: Date;
  slotEnd: Date;
  /** psych (default) or career: a 生涯咨询 is never pre-screened and is arranged from 已申请. */
  kind?: string;
  riskLevel?: number;
  window?: SessionWindow;
};

/**
 * The booking state machine: the status a step leads to, or why it is refused. `riskLevel` is the
 * pre-screen finding; `now` against the slot decides the cut-off, the no-show rule, the school's
 * 咨询时段规则 (`window`: check-in and start around the slot, the end once it opened) and when a
 * completed session's note falls due (at the booked end).
 */
export function nextStatus(current: string, step: BookingStep, facts: Facts): Outcome {
  const label = BOOKING_STATUSES[current as BookingStatus] ?? current;
  const kind = facts.kind ?? 'psych';
  if (step === 'prescreen' && kind === 'career')
    return { ok: false, message: BOOKING_MESSAGES.careerNoPrescreen };
  if (!stepAllowed(step, kind, current)) {
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
      return inWindow(step, facts, true) ?? { ok: true, status: 'checked_in' };
    case 'start':
      return inWindow(step, facts, true) ?? { ok: true, status: 'in_session' };
    case 'complete':
      // Ending is never refused once the window opened: a late click must not strand a session.
      return inWindow(step, facts, false) ?? { ok: true, status: 'completed' };
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

/** Whole hours read as hours (`2 小时`), anything else as minutes (`90 分钟`). */
function duration(minutes: number): string {
  return minutes >= 60 && minutes % 60 === 0 ? `${minutes / 60} 小时` : `${minutes} 分钟`;
}

/**
 * The refusal of a session step outside the school's 咨询时段规则, naming the rule and the slot; null
 * when the step is in time. `closes` says whether the window also ends (check-in, start) or not (end).
 */
function inWindow(step: BookingStep, facts: Facts, closes: boolean): Outcome | null {
  const window = facts.window ?? DEFAULT_SESSION_WINDOW;
  const label = BOOKING_STEPS[step].label;
  const slot = `${chinaDateTime(facts.slotStart).slice(0, 16)}–${chinaDateTime(facts.slotEnd).slice(11, 16)}`;
  const opens = facts.slotStart.getTime() - window.beforeStart * 60_000;
  if (facts.now.getTime() < opens) {
    return {
      ok: false,
      message: `预约开始前 ${duration(window.beforeStart)}起才能${label}（本次预约 ${slot}，时段规则见排班管理）`,
    };
  }
  if (closes && facts.now.getTime() > facts.slotEnd.getTime() + window.afterEnd * 60_000) {
    return {
      ok: false,
      message: `预约结束已超过 ${duration(window.afterEnd)}，不能再${label}，请登记爽约或改约（本次预约 ${slot}）`,
    };
  }
  return null;
}
