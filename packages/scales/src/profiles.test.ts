import { describe, expect, it } from 'vitest';
import { score } from './score.ts';

const RIGHT_POLES = 'ENTPISFJINFPESTJENTPISFJENTPISFJ';

/** Answers leaning fully to `letters` (one per axis): 5 when the right end is that letter, else 1. */
function leaning(letters: string): number[] {
  return [...RIGHT_POLES].map((pole, i) => (pole === letters[i % 4] ? 5 : 1));
}

describe('TYPE16', () => {
  it('full leanings give the expected type and strength ±1', () => {
    const e = score('TYPE16', leaning('ENTP'));
    expect([e.type, e.total, e.mean, e.band, e.level]).toEqual(['ENTP', null, null, null, 0]);
    expect(Object.values(e.factors).map((f) => f.raw)).toEqual([40, 40, 40, 40]);
    const i = score('TYPE16', leaning('ISFJ'));
    expect(i.type).toBe('ISFJ');
    expect(i.profile?.kind === 'bipolar' && i.profile.axes.map((a) => a.strength)).toEqual([-1, -1, -1, -1]);
    expect(score('TYPE16', leaning('INTJ')).type).toBe('INTJ');
  });

  it('midpoint ties go to I/S/F/J by default and to I/N/F/P with the INFP setting', () => {
    const answers = Array.from({ length: 32 }, () => 3);
    answers[0] = 4; // item 1 leans E by 1
    answers[4] = 4; // item 5 leans I by 1: E/I back to 24
    const r = score('TYPE16', answers);
    expect(r.type).toBe('ISFJ');
    expect(r.profile?.kind === 'bipolar' && r.profile.axes.every((a) => a.tie && !a.clear)).toBe(true);
    expect(score('TYPE16', answers, { settings: { tieLetters: 'INFP' } }).type).toBe('INFP');
  });

  it('one point off the midpoint decides the letter but stays unclear', () => {
    const answers = Array.from({ length: 32 }, () => 3);
    answers[0] = 4;
    answers[1] = 2; // item 2's right end is N, so answer 2 leans S by 1
    const r = score('TYPE16', answers);
    expect(r.type).toBe('ESFJ');
    const axes = r.profile?.kind === 'bipolar' ? r.profile.axes : [];
    expect(axes.map((a) => [a.score, a.clear])).toEqual([
      [25, false],
      [23, false],
      [24, false],
      [24, false],
    ]);
  });
});

/** Item n belongs to area (n−1) mod 6 in R I A S E C order. */
function riasec(perArea: number[]): number[] {
  return Array.from({ length: 48 }, (_, i) => perArea[i % 6] as number);
}

describe('RIASEC', () => {
  it('area scores 8–40 and the three-letter code', () => {
    const r = score('RIASEC', riasec([2, 3, 5, 4, 1, 1]));
    expect(Object.fromEntries(Object.entries(r.factors).map(([k, f]) => [k, f.raw]))).toEqual({
      现实型: 16,
      研究型: 24,
      艺术型: 40,
      社会型: 32,
      企业型: 8,
      常规型: 8,
    });
    expect([r.code, r.total, r.level]).toEqual(['ASI', null, 0]);
    expect(r.profile?.kind === 'holland' && r.profile.tie).toBe(false);
  });

  it('ties break in the fixed order R, I, A, S, E, C and set tie', () => {
    const r = score('RIASEC', riasec([3, 5, 4, 5, 4, 1]));
    expect(r.code).toBe('ISA');
    expect(r.profile?.kind === 'holland' && r.profile.tie).toBe(true);
  });

  it('a tie outside the top three does not set tie; spread below 6 is flat', () => {
    const answers = riasec([5, 4, 3, 2, 1, 1]);
    const r = score('RIASEC', answers);
    expect(r.code).toBe('RIA');
    expect(r.profile?.kind === 'holland' && [r.profile.tie, r.profile.flat]).toEqual([false, false]);
    const flat = riasec([3, 3, 3, 3, 3, 3]);
    flat[0] = 5; // R = 26, everything else 24
    const f = score('RIASEC', flat);
    expect(f.profile?.kind === 'holland' && [f.profile.tie, f.profile.flat]).toEqual([true, true]);
    expect(f.code).toBe('RIA');
  });
});
