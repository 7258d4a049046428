import { BOOKING_MESSAGES } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import { nextStatus } from './booking-machine.ts';

const now = new Date('2026-11-23T08:00:00+08:00');
const inHours = (h: number) => new Date(now.getTime() + h * 3600_000);

describe('booking state machine', () => {
  it('routes a pre-screen by risk', () => {
    expect(nextStatus('requested', 'prescreen', { now, slotStart: inHours(48), riskLevel: 1 })).toEqual({
      ok: true,
      status: 'pending_confirm',
    });
    expect(nextStatus('requested', 'prescreen', { now, slotStart: inHours(48), riskLevel: 2 })).toEqual({
      ok: true,
      status: 'routed_crisis',
    });
  });

  it('holds the student cut-off and the no-show rule', () => {
    expect(nextStatus('confirmed', 'studentCancel', { now, slotStart: inHours(23) })).toEqual({
      ok: false,
      message: BOOKING_MESSAGES.cutoff,
    });
    expect(nextStatus('confirmed', 'studentCancel', { now, slotStart: inHours(25) }).ok).toBe(true);
    expect(nextStatus('confirmed', 'cancel', { now, slotStart: inHours(1) }).ok).toBe(true);
    expect(nextStatus('confirmed', 'noShow', { now, slotStart: inHours(1) })).toEqual({
      ok: false,
      message: '咨询开始后才能登记爽约',
    });
    expect(nextStatus('confirmed', 'noShow', { now, slotStart: inHours(-1) })).toEqual({
      ok: true,
      status: 'no_show',
    });
  });

  it('refuses steps out of order with the current status named', () => {
    expect(nextStatus('note_signed', 'complete', { now, slotStart: now })).toEqual({
      ok: false,
      message: '预约当前为「记录已签署」，不能完成咨询',
    });
    expect(nextStatus('cancelled_student', 'confirm', { now, slotStart: now }).ok).toBe(false);
  });
});
