import { DEFAULT_RELAX_SETTINGS } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../core/time.ts';
import { type MoodDay, moodRulesMet, weekMean } from './mood-rules.ts';

const week = (moods: number[], lastDay = '2026-11-26'): MoodDay[] =>
  moods.map((mood, i) => ({ day: addDays(lastDay, i - moods.length + 1), mood }));

describe('mood rules', () => {
  it('shifts days across month ends', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('takes the mean of the seven days before, skipping days without an entry and older ones', () => {
    const history = [{ day: '2026-11-18', mood: 1 }, ...week([4, 5], '2026-11-26')];
    expect(weekMean('2026-11-27', history)).toBe(4.5);
    expect(weekMean('2026-11-27', [])).toBeNull();
  });

  it('flags a fall of two points below the week mean, not of one', () => {
    const history = week([4, 4, 4, 4, 4, 4, 4]);
    expect(moodRulesMet({ day: '2026-11-27', mood: 2 }, history, DEFAULT_RELAX_SETTINGS)).toEqual([
      'mood_fall',
    ]);
    expect(moodRulesMet({ day: '2026-11-27', mood: 3 }, history, DEFAULT_RELAX_SETTINGS)).toEqual([]);
  });

  it('follows the school thresholds', () => {
    const history = week([4, 4, 4]);
    const strict = { fallPoints: 1, lowDays: 2 };
    expect(moodRulesMet({ day: '2026-11-27', mood: 3 }, history, strict)).toEqual(['mood_fall']);
    expect(moodRulesMet({ day: '2026-11-27', mood: 1 }, week([1]), strict)).toEqual(['low_streak']);
  });

  it('flags three days in a row at 1, but not with a gap', () => {
    expect(moodRulesMet({ day: '2026-11-27', mood: 1 }, week([1, 1]), DEFAULT_RELAX_SETTINGS)).toEqual([
      'low_streak',
    ]);
    const gap = [
      { day: '2026-11-24', mood: 1 },
      { day: '2026-11-26', mood: 1 },
    ];
    expect(moodRulesMet({ day: '2026-11-27', mood: 1 }, gap, DEFAULT_RELAX_SETTINGS)).toEqual([]);
    expect(moodRulesMet({ day: '2026-11-27', mood: 2 }, week([1, 1]), DEFAULT_RELAX_SETTINGS)).toEqual([]);
  });

  it('meets both rules at once', () => {
    expect(
      moodRulesMet({ day: '2026-11-27', mood: 1 }, week([5, 5, 5, 1, 1]), DEFAULT_RELAX_SETTINGS),
    ).toEqual(['mood_fall', 'low_streak']);
  });
});
