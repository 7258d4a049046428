import { describe, expect, it } from 'vitest';
import { firstDayOfPreviousMonth } from './recipient-scope.ts';

describe('firstDayOfPreviousMonth', () => {
  it('is 00:00 Beijing time on the first day of the month before', () => {
    expect(firstDayOfPreviousMonth(new Date('2026-03-15T04:00:00Z')).toISOString()).toBe(
      '2026-01-31T16:00:00.000Z',
    );
    expect(firstDayOfPreviousMonth(new Date('2026-01-05T00:00:00Z')).toISOString()).toBe(
      '2025-11-30T16:00:00.000Z',
    );
    // 2026-03-31 20:00 UTC is already April 1st in Beijing.
    expect(firstDayOfPreviousMonth(new Date('2026-03-31T20:00:00Z')).toISOString()).toBe(
      '2026-02-28T16:00:00.000Z',
    );
  });
});
