import { describe, expect, it } from 'vitest';
import { answerable, nextStatus, scheduledStatus } from './task-state.ts';

const at = (iso: string) => new Date(iso);

describe('task lifecycle rules', () => {
  it('moves by the clock: scheduled opens at start, open and make-up close at their ends', () => {
    const window = {
      startAt: at('2026-03-01T00:00:00Z'),
      endAt: at('2026-03-10T00:00:00Z'),
      makeupEndAt: null,
    };
    expect(scheduledStatus('scheduled', window, at('2026-02-28T00:00:00Z'))).toBeNull();
    expect(scheduledStatus('scheduled', window, at('2026-03-02T00:00:00Z'))).toBe('open');
    expect(scheduledStatus('scheduled', window, at('2026-03-11T00:00:00Z'))).toBe('closed');
    expect(scheduledStatus('open', window, at('2026-03-11T00:00:00Z'))).toBe('closed');
    expect(scheduledStatus('paused', window, at('2026-03-11T00:00:00Z'))).toBeNull();
    const makeup = { ...window, makeupEndAt: at('2026-03-15T00:00:00Z') };
    expect(scheduledStatus('makeup', makeup, at('2026-03-12T00:00:00Z'))).toBeNull();
    expect(scheduledStatus('makeup', makeup, at('2026-03-16T00:00:00Z'))).toBe('closed');
  });

  it('refuses illegal transitions with the current status in Chinese', () => {
    expect(nextStatus('open', 'pause')).toBe('paused');
    expect(nextStatus('closed', 'makeup')).toBe('makeup');
    expect(() => nextStatus('draft', 'close')).toThrow('任务当前为「草稿」，不能结束');
    expect(() => nextStatus('open', 'resume')).toThrow('任务当前为「进行中」，不能恢复');
  });

  it('lets students answer while open or inside the make-up window only', () => {
    const now = at('2026-03-12T00:00:00Z');
    const none = { endAt: null, makeupEndAt: null };
    expect(answerable('open', none, now)).toBe(true);
    expect(answerable('open', { ...none, endAt: at('2026-03-15T00:00:00Z') }, now)).toBe(true);
    expect(answerable('open', { ...none, endAt: at('2026-03-11T00:00:00Z') }, now)).toBe(false);
    expect(answerable('paused', none, now)).toBe(false);
    expect(answerable('makeup', { ...none, makeupEndAt: at('2026-03-15T00:00:00Z') }, now)).toBe(true);
    expect(answerable('makeup', { ...none, makeupEndAt: at('2026-03-11T00:00:00Z') }, now)).toBe(false);
  });
});
