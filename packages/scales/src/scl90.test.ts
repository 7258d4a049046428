import { describe, expect, it } from 'vitest';
import { score } from './score.ts';
import { SCL90_CLINICAL_FACTORS as CLINICAL, SCL90_OTHER_ITEMS as OTHER } from './testing/scl90-factors.ts';

const ALERT = [15, 59];

function ones(): number[] {
  return Array.from({ length: 90 }, () => 1);
}

/**
 * Adds `extra` points above the all-1 sheet while keeping every clinical factor mean below `factorCap`
 * and leaving the alert items at 1. `step` is the most added to one item.
 */
function sheetWithExtra(extra: number, factorCap: number, step: number): number[] {
  const s = ones();
  let left = extra;
  const add = (items: number[], room0: number) => {
    let room = room0;
    for (const n of items) {
      if (ALERT.includes(n)) continue;
      const d = Math.min(step, left, room);
      s[n - 1] = 1 + d;
      left -= d;
      room -= d;
    }
  };
  add(OTHER, 4 * OTHER.length);
  for (const [, items] of CLINICAL) add(items, Math.ceil((factorCap - 1) * items.length) - 1);
  if (left !== 0) throw new Error(`cannot place ${extra} extra points`);
  return s;
}

const pst = (s: number[]) => s.filter((x) => x >= 2).length;
const ids = (r: ReturnType<typeof score>) => r.rules.map((x) => x.id);

describe('SCL-90 cut-offs (default: total >160, PST >43, factor ≥2.00)', () => {
  it('total 160 is negative, 161 is screen positive', () => {
    const at160 = sheetWithExtra(70, 2, 4);
    const at161 = sheetWithExtra(71, 2, 4);
    expect(pst(at161)).toBeLessThanOrEqual(43);
    const r160 = score('SCL90', at160);
    const r161 = score('SCL90', at161);
    expect([r160.total, r160.level, r160.band, ids(r160)]).toEqual([160, 0, '筛查阴性', []]);
    expect([r161.total, r161.level, r161.band, ids(r161)]).toEqual([
      161,
      1,
      '筛查阳性',
      ['SCL90.total.screen'],
    ]);
    expect(score('SCL90', at160, { settings: { screenTotalOperator: '>=' } }).level).toBe(1);
  });

  it('positive items 43 is negative, 44 is screen positive', () => {
    const r43 = score('SCL90', sheetWithExtra(43, 2, 1));
    const r44 = score('SCL90', sheetWithExtra(44, 2, 1));
    expect([r43.positiveCount, r43.level, ids(r43)]).toEqual([43, 0, []]);
    expect([r44.positiveCount, r44.level, ids(r44)]).toEqual([44, 1, ['SCL90.positive-count.screen']]);
  });

  it('factor mean exactly 2.00 is positive; 1.92 is not; operator > excludes 2.00', () => {
    const s = ones();
    for (const n of [5, 14, 20, 22, 26, 29]) s[n - 1] = 3;
    const below = score('SCL90', s);
    expect(below.factors.抑郁).toEqual({ raw: 25, mean: 25 / 13, band: null });
    expect(below.level).toBe(0);
    s[30 - 1] = 2;
    const at = score('SCL90', s);
    expect(at.factors.抑郁?.mean).toBe(2);
    expect([at.level, at.band, ids(at)]).toEqual([1, '筛查阳性', ['SCL90.factor.screen.抑郁']]);
    expect(score('SCL90', s, { settings: { screenFactorOperator: '>' } }).level).toBe(0);
  });

  it('其他 is excluded from the any-factor rule', () => {
    const s = ones();
    for (const n of OTHER) if (n !== 59) s[n - 1] = 5;
    const r = score('SCL90', s);
    expect(r.factors.其他?.mean).toBeGreaterThan(3);
    expect(r.level).toBe(0);
  });

  it('total 199 → level 1, 200 → level 2; any factor mean ≥3 → level 2', () => {
    expect(score('SCL90', sheetWithExtra(109, 3, 4)).level).toBe(1);
    const r200 = score('SCL90', sheetWithExtra(110, 3, 4));
    expect([r200.total, r200.level]).toEqual([200, 2]);
    expect(ids(r200)).toContain('SCL90.total.severe');
    const hostile = ones();
    for (const n of [11, 24, 63, 67, 74, 81]) hostile[n - 1] = 3;
    const r = score('SCL90', hostile);
    expect([r.factors.敌对?.mean, r.level]).toEqual([3, 2]);
    expect(ids(r)).toEqual(['SCL90.factor.severe.敌对', 'SCL90.factor.screen.敌对']);
  });

  it('item 15: 2 → level 2 review, 3 → level 3; item 59 is an alert without a level', () => {
    const s = ones();
    s[14] = 2;
    expect([score('SCL90', s).level, score('SCL90', s).alerts]).toEqual([2, [15]]);
    s[14] = 3;
    expect(score('SCL90', s).level).toBe(3);
    const t = ones();
    t[58] = 2;
    expect([score('SCL90', t).level, score('SCL90', t).alerts]).toEqual([0, [59]]);
  });

  it('item 59 follows the school’s setting like item 15: when set, it sets level 2 (a case opens)', () => {
    const settings = { item59Review: 3 };
    const t = ones();
    t[58] = 2;
    expect([score('SCL90', t, { settings }).level, score('SCL90', t, { settings }).alerts]).toEqual([0, []]);
    t[58] = 3;
    const r = score('SCL90', t, { settings });
    expect([r.level, r.alerts, ids(r)]).toEqual([2, [59], ['SCL90.item59.review']]);
    expect(r.rules[0]?.description).toBe('第 59 题（想到死亡）得分 ≥ 3');
  });

  it('prints its rules with one sign style (≥, >), never `>=`', () => {
    const r = score('SCL90', sheetWithExtra(71, 3, 4), { settings: { screenTotalOperator: '>=' } });
    expect(r.rules.map((x) => x.description)).toContain('总分 ≥ 160');
  });
});

describe('SCL-90 hand-computed sheet', () => {
  // Items 1, 4, 12 = 3 (躯体化), item 3 = 5 (强迫), item 15 = 2 (抑郁), all others 1.
  const s = ones();
  s[0] = 3;
  s[3] = 3;
  s[11] = 3;
  s[2] = 5;
  s[14] = 2;

  it('scores the 1–5 convention', () => {
    const r = score('SCL90', s, { norm: 'CN1986' });
    expect(r.total).toBe(101);
    expect(r.mean).toBe(101 / 90);
    expect(r.positiveCount).toBe(5);
    expect(r.positiveMean).toBe(16 / 5);
    expect(r.factors.躯体化).toEqual({ raw: 18, mean: 1.5, band: null });
    expect(r.factors.强迫症状).toEqual({ raw: 14, mean: 1.4, band: null });
    expect(r.factors.抑郁).toEqual({ raw: 14, mean: 14 / 13, band: null });
    expect([r.band, r.level, r.alerts]).toEqual(['筛查阴性', 2, [15]]);
    expect(r.norm?.scores.总分?.z).toBeCloseTo((101 - 129.96) / 38.76, 12);
    expect(r.norm?.scores.躯体化?.t).toBeCloseTo(50 + (10 * (1.5 - 1.37)) / 0.48, 12);
  });

  it('scores the 0–4 convention with shifted thresholds and norm', () => {
    const r = score('SCL90', s, { settings: { convention: '0-4' }, norm: 'CN1986' });
    expect([r.total, r.positiveCount, r.positiveMean, r.level]).toEqual([11, 5, 11 / 5, 2]);
    expect(r.factors.躯体化?.mean).toBe(0.5);
    const same = score('SCL90', s, { norm: 'CN1986' });
    expect(r.norm?.scores.总分?.z).toBeCloseTo(same.norm?.scores.总分?.z ?? Number.NaN, 10);
    expect(score('SCL90', sheetWithExtra(71, 2, 4), { settings: { convention: '0-4' } }).level).toBe(1);
  });

  it('PSDI is null when no item is positive', () => {
    const r = score('SCL90', ones(), { norm: 'CN1986' });
    expect([r.total, r.mean, r.positiveCount, r.positiveMean]).toEqual([90, 1, 0, null]);
    expect(r.norm?.scores.阳性症状均分).toBeNull();
  });
});
