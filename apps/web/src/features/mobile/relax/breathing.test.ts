import { describe, expect, it } from 'vitest';
import { BREATH_PATTERNS, breathAt, roundSeconds } from './breathing.ts';

const [fourSevenEight, box] = BREATH_PATTERNS;
if (!fourSevenEight || !box) throw new Error('patterns missing');

describe('breathing timer', () => {
  it('walks 4-7-8 through inhale, hold and exhale', () => {
    expect(roundSeconds(fourSevenEight)).toBe(19);
    expect(breathAt(fourSevenEight, 2, 0)).toMatchObject({
      round: 1,
      phase: { action: 'inhale' },
      secondsLeft: 4,
    });
    expect(breathAt(fourSevenEight, 2, 4)).toMatchObject({
      round: 1,
      phase: { action: 'hold' },
      secondsLeft: 7,
    });
    expect(breathAt(fourSevenEight, 2, 18)).toMatchObject({
      round: 1,
      phase: { action: 'exhale' },
      secondsLeft: 1,
    });
    expect(breathAt(fourSevenEight, 2, 19)).toMatchObject({ round: 2, phase: { action: 'inhale' } });
  });

  it('ends after the rounds asked for', () => {
    expect(breathAt(box, 3, 47)).toMatchObject({
      done: false,
      round: 3,
      phase: { action: 'rest' },
      secondsLeft: 1,
    });
    expect(breathAt(box, 3, 48)).toEqual({ done: true, round: 3 });
  });
});
