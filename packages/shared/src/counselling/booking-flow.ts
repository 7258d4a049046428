import type { BookingStatus } from './values.ts';

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

/** The centre steps a booking in `status` allows, in the order the console shows them. */
export function centreStepsFrom(status: string): CentreStep[] {
  return CENTRE_STEPS.filter((step) => (BOOKING_STEPS[step].from as readonly string[]).includes(status));
}

/** Statuses whose session has ended and whose note the treating counsellor may write. */
export const NOTE_STATUSES: readonly BookingStatus[] = ['completed', 'note_due', 'note_signed'];
