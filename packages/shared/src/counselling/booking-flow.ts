import type { BookingKind, BookingStatus } from './values.ts';

/**
 * The booking state machine (domain §3.3) as data, shared by the server (which enforces it) and the
 * console (which offers only the steps a status allows). Centre steps are explicit actions; `sign`
 * follows the signed note and `noteDue` the clock (a completed session's note falls due at its
 * booked end), so neither is offered as a button.
 */
export const BOOKING_STEPS = {
  prescreen: { label: '预检', from: ['requested'] },
  assign: { label: '安排咨询', from: ['pre_screened'] },
  confirm: { label: '确认预约', from: ['pending_confirm'] },
  checkIn: { label: '签到', from: ['confirmed'] },
  start: { label: '开始咨询', from: ['checked_in'] },
  complete: { label: '结束会谈', from: ['in_session'] },
  noShow: { label: '登记爽约', from: ['confirmed'] },
  cancel: { label: '中心取消预约', from: ['requested', 'pre_screened', 'pending_confirm', 'confirmed'] },
  reschedule: { label: '改约', from: ['pre_screened', 'pending_confirm', 'confirmed'] },
  studentCancel: { label: '取消预约', from: ['requested', 'pre_screened', 'pending_confirm', 'confirmed'] },
  noteDue: { label: '转为待写记录', from: ['completed'] },
  sign: { label: '签署记录', from: ['completed', 'note_due'] },
} as const satisfies Record<string, { label: string; from: readonly BookingStatus[] }>;

export type BookingStep = keyof typeof BOOKING_STEPS;

/** Steps the centre takes by hand in the console. */
export const CENTRE_STEPS = [
  'prescreen',
  'assign',
  'confirm',
  'checkIn',
  'start',
  'complete',
  'noShow',
  'cancel',
  'reschedule',
] as const satisfies readonly BookingStep[];
export type CentreStep = (typeof CENTRE_STEPS)[number];

/**
 * A 生涯咨询 booking asks no crisis pre-screen: it is never pre-screened, and is arranged straight
 * from 已申请. Every other step starts where a 心理咨询 booking's does.
 */
const CAREER_FROM: Partial<Record<BookingStep, readonly BookingStatus[]>> = {
  prescreen: [],
  assign: ['requested'],
  reschedule: ['requested', 'pre_screened', 'pending_confirm', 'confirmed'],
};

/** The statuses `step` starts from for a booking of `kind`. */
export function stepFrom(step: BookingStep, kind: string): readonly BookingStatus[] {
  return (
    (kind === ('career' satisfies BookingKind) ? CAREER_FROM[step] : undefined) ?? BOOKING_STEPS[step].from
  );
}

/** Whether a booking of `kind` in `status` may take `step`. */
export function stepAllowed(step: BookingStep, kind: string, status: string): boolean {
  return (stepFrom(step, kind) as readonly string[]).includes(status);
}

/** The centre steps a booking in `status` allows, in the order the console shows them. */
export function centreStepsFrom(status: string, kind = 'psych'): CentreStep[] {
  return CENTRE_STEPS.filter((step) => stepAllowed(step, kind, status));
}

/** Statuses whose session has ended and whose note the treating counsellor may write. */
export const NOTE_STATUSES: readonly BookingStatus[] = ['completed', 'note_due', 'note_signed'];
