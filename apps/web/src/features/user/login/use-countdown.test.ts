import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('is idle until started, then counts each second down to zero', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.left).toBe(0);
    act(() => result.current.start(3));
    expect(result.current.left).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.left).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.left).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.left).toBe(0);
  });

  it('follows the clock when ticks were delayed', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60));
    act(() => {
      vi.setSystemTime(Date.now() + 45_000);
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.left).toBe(14);
  });

  it('restarts from the full length', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(2));
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current.start(2));
    expect(result.current.left).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.left).toBe(1);
  });
});
