import { describe, expect, it } from 'vitest';
import { score } from './score.ts';

const SDS_REVERSE = [2, 5, 6, 11, 12, 14, 16, 17, 18, 20];
const SAS_REVERSE = [5, 9, 13, 17, 19];

/** A→D positions giving raw score `raw`; item 19 stays at score 1 so no alert interferes. */
function sheet(reverse: number[], raw: number): number[] {
  let extra = raw - 20;
  const scores = Array.from({ length: 20 }, () => 1);
  for (let n = 1; n <= 20 && extra > 0; n++) {
    if (n === 19) continue;
    const d = Math.min(3, extra);
    scores[n - 1] = 1 + d;
    extra -= d;
  }
  if (extra !== 0) throw new Error(`raw ${raw} unreachable`);
  return scores.map((s, i) => (reverse.includes(i + 1) ? 5 - s : s));
}

describe('SDS index rounding and bands (reference table, both rules)', () => {
  const cases: [number, number, string, number, string][] = [
    // raw, floor index, floor band, half-up index, half-up band
    [41, 51, '正常', 51, '正常'],
    [42, 52, '正常', 53, '轻度'],
    [43, 53, '轻度', 54, '轻度'],
    [49, 61, '轻度', 61, '轻度'],
    [50, 62, '轻度', 63, '中度'],
    [51, 63, '中度', 64, '中度'],
    [57, 71, '中度', 71, '中度'],
    [58, 72, '中度', 73, '重度'],
    [59, 73, '重度', 74, '重度'],
  ];
  const levelOf: Record<string, number> = { 正常: 0, 轻度: 1, 中度: 2, 重度: 3 };
  for (const [raw, fIdx, fBand, hIdx, hBand] of cases) {
    it(`raw ${raw}`, () => {
      const answers = sheet(SDS_REVERSE, raw);
      const floor = score('SDS', answers);
      const halfUp = score('SDS', answers, { settings: { rounding: 'half-up' } });
      expect([floor.total, floor.standard, floor.band, floor.level]).toEqual([
        raw,
        fIdx,
        fBand,
        levelOf[fBand],
      ]);
      expect([halfUp.total, halfUp.standard, halfUp.band, halfUp.level]).toEqual([
        raw,
        hIdx,
        hBand,
        levelOf[hBand],
      ]);
      expect(floor.settings.rounding).toBe('floor');
    });
  }

  it('item 19 answered C or D is a level-3 alert whatever the total', () => {
    const answers = sheet(SDS_REVERSE, 30);
    answers[18] = 2;
    expect([score('SDS', answers).level, score('SDS', answers).alerts]).toEqual([0, []]);
    answers[18] = 3;
    const r = score('SDS', answers);
    expect([r.level, r.alerts, r.band]).toEqual([3, [19], '正常']);
  });

  it('straight-lining and too-fast answering make the sheet invalid but keep the scores', () => {
    const allA = Array.from({ length: 20 }, () => 1);
    const r = score('SDS', allA);
    expect([r.valid, r.total, r.band, r.level]).toEqual([false, 50, null, 0]);
    expect(r.rules.map((x) => x.id)).toEqual(['SDS.validity.straight-lining', 'SDS.standard.轻度']);
    expect(r.rules[1]?.suppressed).toBe(true);
    const answers = sheet(SDS_REVERSE, 45);
    expect(score('SDS', answers, { durationSeconds: 19 }).valid).toBe(false);
    expect(score('SDS', answers, { durationSeconds: 20 }).valid).toBe(true);
    expect(score('SDS', answers, { durationSeconds: 5, settings: { minSecondsPerItem: null } }).valid).toBe(
      true,
    );
    const allD = Array.from({ length: 20 }, () => 4);
    expect([score('SDS', allD).valid, score('SDS', allD).level]).toEqual([false, 3]);
  });

  it('hand-computed sheet: reverse items score D=1 … A=4', () => {
    // Every item answered B: forward items score 2 (10 items), reverse items score 3 (10 items).
    const r = score('SDS', [...Array.from({ length: 19 }, () => 2), 3]);
    expect(r.total).toBe(2 * 10 + 3 * 9 + 2);
    expect(r.standard).toBe(Math.floor(49 * 1.25));
  });
});

describe('SAS bands at raw 40/48/56 do not depend on rounding', () => {
  const cases: [number, number, number, string][] = [
    [39, 48, 49, '正常'],
    [40, 50, 50, '轻度'],
    [47, 58, 59, '轻度'],
    [48, 60, 60, '中度'],
    [55, 68, 69, '中度'],
    [56, 70, 70, '重度'],
  ];
  for (const [raw, fIdx, hIdx, band] of cases) {
    it(`raw ${raw} → ${band}`, () => {
      const answers = sheet(SAS_REVERSE, raw);
      const floor = score('SAS', answers);
      const halfUp = score('SAS', answers, { settings: { rounding: 'half-up' } });
      expect([floor.total, floor.standard, floor.band]).toEqual([raw, fIdx, band]);
      expect([halfUp.standard, halfUp.band]).toEqual([hIdx, band]);
      expect(floor.level).toBe(['正常', '轻度', '中度', '重度'].indexOf(band));
    });
  }
});
