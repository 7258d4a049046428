import { BOOKING_MESSAGES, centreStepsFrom } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import { nextStatus } from './booking-machine.ts';

const now = new Date('2026-11-23T08:00:00+08:00');
const inHours = (h: number) => new Date(now.getTime() + h * 3600_000);
/** A 50-minute session starting `h` hours from now. */
const session = (h: number) => ({ now, slotStart: inHours(h), slotEnd: inHours(h + 50 / 60) });

describe('booking state machine', () => {
  it('pre-screens to pre_screened without risk and to crisis with it', () => {
    expect(nextStatus('requested', 'prescreen', { ...session(48), riskLevel: 1 })).toEqual({
      ok: true,
      status: 'pre_screened',
    });
    expect(nextStatus('requested', 'prescreen', { ...session(48), riskLevel: 2 })).toEqual({
      ok: true,
      status: 'routed_crisis',
    });
  });

  it('walks pre_screened → pending_confirm → confirmed → … → completed', () => {
    const path = [
      ['pre_screened', 'assign', 'pending_confirm'],
      ['pending_confirm', 'confirm', 'confirmed'],
      ['confirmed', 'checkIn', 'checked_in'],
      ['checked_in', 'start', 'in_session'],
      ['in_session', 'complete', 'completed'],
      ['completed', 'sign', 'note_signed'],
      ['note_due', 'sign', 'note_signed'],
    ] as const;
    for (const [from, step, to] of path) {
      expect(nextStatus(from, step, session(0))).toEqual({ ok: true, status: to });
    }
  });

  it("holds check-in and start to the school's window around the slot, and ends a session once it opened", () => {
    const window = { beforeStart: 30, afterEnd: 120 };
    // 2026-11-23 08:00 + 72 h: the slot is 2026-11-26 08:00–08:50 (Asia/Shanghai).
    expect(nextStatus('confirmed', 'checkIn', { ...session(72), window })).toEqual({
      ok: false,
      message: '预约开始前 30 分钟起才能签到（本次预约 2026-11-26 08:00–08:50，时段规则见排班管理）',
    });
    expect(nextStatus('checked_in', 'start', { ...session(72) }).ok).toBe(false);
    expect(nextStatus('confirmed', 'checkIn', { ...session(0.5), window }).ok).toBe(true);
    expect(nextStatus('checked_in', 'start', { ...session(-2.8), window }).ok).toBe(true);
    expect(nextStatus('confirmed', 'checkIn', { ...session(-3), window })).toEqual({
      ok: false,
      message: '预约结束已超过 2 小时，不能再签到，请登记爽约或改约（本次预约 2026-11-23 05:00–05:50）',
    });
    expect(nextStatus('in_session', 'complete', { ...session(-30), window }).ok).toBe(true);
    expect(nextStatus('in_session', 'complete', { ...session(1), window }).ok).toBe(false);
    expect(
      nextStatus('confirmed', 'checkIn', { ...session(72), window: { beforeStart: 4320, afterEnd: 0 } }).ok,
    ).toBe(true);
  });

  it('makes a completed note due only once the booked session is over', () => {
    expect(nextStatus('completed', 'noteDue', session(-0.5))).toEqual({
      ok: false,
      message: '会谈预定结束后记录才到期',
    });
    expect(nextStatus('completed', 'noteDue', session(-1))).toEqual({ ok: true, status: 'note_due' });
  });

  it('holds the student cut-off and the no-show rule', () => {
    expect(nextStatus('confirmed', 'studentCancel', session(23))).toEqual({
      ok: false,
      message: BOOKING_MESSAGES.cutoff,
    });
    expect(nextStatus('pre_screened', 'studentCancel', session(25)).ok).toBe(true);
    expect(nextStatus('confirmed', 'cancel', session(1)).ok).toBe(true);
    expect(nextStatus('confirmed', 'noShow', session(1))).toEqual({
      ok: false,
      message: '咨询开始后才能登记爽约',
    });
    expect(nextStatus('confirmed', 'noShow', session(-1))).toEqual({ ok: true, status: 'no_show' });
  });

  it('refuses steps out of order with the current status named', () => {
    expect(nextStatus('note_signed', 'complete', session(0))).toEqual({
      ok: false,
      message: '预约当前为「记录已签署」，不能结束会谈',
    });
    expect(nextStatus('requested', 'confirm', session(0))).toEqual({
      ok: false,
      message: '预约当前为「已申请」，不能确认预约',
    });
    expect(nextStatus('pre_screened', 'confirm', session(0)).ok).toBe(false);
    expect(nextStatus('completed', 'complete', session(0)).ok).toBe(false);
    expect(nextStatus('cancelled_student', 'confirm', session(0)).ok).toBe(false);
  });

  it('offers the console only the centre steps a status allows', () => {
    expect(centreStepsFrom('requested')).toEqual(['prescreen', 'cancel']);
    expect(centreStepsFrom('pre_screened')).toEqual(['assign', 'cancel', 'reschedule']);
    expect(centreStepsFrom('in_session')).toEqual(['complete']);
    expect(centreStepsFrom('completed')).toEqual([]);
  });
});
