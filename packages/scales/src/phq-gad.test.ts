import { describe, expect, it } from 'vitest';
import { resolveScaleVersion } from './registry.ts';
import { score } from './score.ts';

/** Positions for a total spread over the first `spread` items (item 9 of PHQ-9 stays 0). */
function sheet(items: number, spread: number, total: number): number[] {
  const s = Array.from({ length: items }, () => 0);
  let left = total;
  for (let i = 0; i < spread && left > 0; i++) {
    const d = Math.min(3, left);
    s[i] = d;
    left -= d;
  }
  if (left !== 0) throw new Error('unreachable total');
  return s.map((x) => x + 1);
}

describe('PHQ-9 bands and levels', () => {
  const cases: [number, string, number][] = [
    [0, '无/极轻', 0],
    [4, '无/极轻', 0],
    [5, '轻度', 0],
    [9, '轻度', 0],
    [10, '中度', 1],
    [14, '中度', 1],
    [15, '中重度', 2],
    [19, '中重度', 2],
    [20, '重度', 3],
    [24, '重度', 3],
  ];
  for (const [total, band, level] of cases) {
    it(`total ${total} → ${band}, level ${level}`, () => {
      const r = score('PHQ9', sheet(9, 8, total));
      expect([r.total, r.band, r.level, r.alerts]).toEqual([total, band, level, []]);
    });
  }

  it('item 9 > 0 is level 3 regardless of total; split option maps 1 → 2, 2 → 3', () => {
    const s = sheet(9, 8, 0);
    s[8] = 2;
    const r = score('PHQ9', s);
    expect([r.total, r.band, r.level, r.alerts]).toEqual([1, '无/极轻', 3, [9]]);
    expect(score('PHQ9', s, { settings: { item9Split: true } }).level).toBe(2);
    s[8] = 3;
    expect(score('PHQ9', s, { settings: { item9Split: true } }).level).toBe(3);
  });

  it('optional item 10 is recorded but not scored', () => {
    const r = score('PHQ9', [...sheet(9, 8, 6), 4]);
    expect([r.total, r.mean, r.itemScores[9]]).toEqual([6, 6 / 9, 3]);
  });
});

describe('GAD-7 bands and levels', () => {
  const cases: [number, string, number][] = [
    [4, '无/极轻', 0],
    [5, '轻度', 0],
    [9, '轻度', 0],
    [10, '中度', 1],
    [14, '中度', 1],
    [15, '重度', 2],
    [21, '重度', 2],
  ];
  for (const [total, band, level] of cases) {
    it(`total ${total} → ${band}, level ${level}`, () => {
      const r = score('GAD7', sheet(7, 7, total));
      expect([r.total, r.band, r.level]).toEqual([total, band, level]);
    });
  }
});

describe('the stem the items answer', () => {
  it('PHQ-9 and GAD-7 ask about the past two weeks before their items', () => {
    for (const code of ['PHQ9', 'GAD7']) {
      expect(resolveScaleVersion(code, '1.0').instruction).toMatch(/^在过去两周里/);
    }
  });
});
