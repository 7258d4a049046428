import { describe, expect, it } from 'vitest';
import { progressAt, saveDue, startAt } from './lesson-progress.ts';

describe('lesson progress', () => {
  it('turns the player position into whole seconds and a share, finished near the end', () => {
    expect(progressAt(30.7, 100, false)).toEqual({ positionSeconds: 30, watchedShare: 30, finished: false });
    expect(progressAt(96, 100, false)).toEqual({ positionSeconds: 96, watchedShare: 96, finished: true });
    expect(progressAt(100, 100, true)).toEqual({ positionSeconds: 100, watchedShare: 100, finished: true });
  });

  it('counts no share while the duration is unknown', () => {
    expect(progressAt(12, Number.NaN, false)).toEqual({
      positionSeconds: 12,
      watchedShare: 0,
      finished: false,
    });
    expect(progressAt(12, Number.POSITIVE_INFINITY, false).watchedShare).toBe(0);
  });

  it('saves first at once, then every 15 seconds of moving either way', () => {
    expect(saveDue(null, 0)).toBe(true);
    expect(saveDue(10, 24)).toBe(false);
    expect(saveDue(10, 25)).toBe(true);
    expect(saveDue(60, 40)).toBe(true);
  });

  it('starts where the student stopped, or from the beginning after the end', () => {
    expect(startAt(undefined, 100)).toBe(0);
    expect(startAt({ positionSeconds: 42, watchedShare: 42, finished: false }, 100)).toBe(42);
    expect(startAt({ positionSeconds: 100, watchedShare: 100, finished: true }, 100)).toBe(0);
  });
});
