import { describe, expect, it } from 'vitest';
import { score } from './score.ts';

const LIE = [5, 20, 35, 50];
const KEY = [8, 16, 25, 26];
const plain = Array.from({ length: 60 }, (_, i) => i + 1).filter((n) => !LIE.includes(n) && !KEY.includes(n));

function sheet(yes: number[], items = 60): number[] {
  return Array.from({ length: items }, (_, i) => (yes.includes(i + 1) ? 1 : 2));
}

describe('UPI classes', () => {
  const cases: [number, string, number][] = [
    [19, '第三类', 0],
    [20, '第二类', 1],
    [24, '第二类', 1],
    [25, '第一类', 2],
  ];
  for (const [total, band, level] of cases) {
    it(`total ${total} → ${band}`, () => {
      const r = score('UPI', sheet(plain.slice(0, total)));
      expect([r.total, r.band, r.level]).toEqual([total, band, level]);
    });
  }

  it('item 25 alone → 第一类, level 3, alert', () => {
    const r = score('UPI', sheet([25]));
    expect([r.total, r.band, r.level, r.alerts]).toEqual([1, '第一类', 3, [25]]);
  });

  it('item 8, 16 or 26 alone → 第二类', () => {
    for (const n of [8, 16, 26]) {
      const r = score('UPI', sheet([n]));
      expect([r.band, r.level, r.rules.map((x) => x.id)]).toEqual(['第二类', 1, [`UPI.class2.item${n}`]]);
    }
  });

  it('lie items are answered but never counted', () => {
    const r = score('UPI', sheet(LIE));
    expect([r.total, r.band, r.valid]).toEqual([0, '第三类', true]);
    expect(score('UPI', sheet(LIE), { settings: { lieInvalidAnswer: 'all-yes' } }).valid).toBe(false);
  });

  it('辅助题 61–64 when enabled: one yes → 第二类, two → 第一类; 61–63 counting ignores 64', () => {
    const settings = { supplementary: true };
    expect(score('UPI', sheet([61], 64), { settings }).band).toBe('第二类');
    expect(score('UPI', sheet([61, 64], 64), { settings }).band).toBe('第一类');
    expect(score('UPI', sheet([61, 64], 64), { settings }).total).toBe(0);
    expect(score('UPI', sheet([63], 64), { settings: { ...settings, supplementaryCounted: 3 } }).band).toBe(
      '第二类',
    );
    expect(() => score('UPI', sheet([], 60), { settings })).toThrow('UPI 需要 64 个答案，收到 60 个');
  });

  it('a student answering 第 64 题 (希望得到心理咨询) “是” is 第一类, whatever 辅助题 count', () => {
    const settings = { supplementary: true, supplementaryCounted: 3 };
    const r = score('UPI', sheet([64], 64), { settings });
    expect([r.band, r.level, r.rules.map((x) => x.id)]).toEqual(['第一类', 2, ['UPI.class1.help']]);
    expect(score('UPI', sheet([])).rules.map((x) => x.id)).toEqual([]);
  });
});
