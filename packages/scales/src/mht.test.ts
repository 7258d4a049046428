import { describe, expect, it } from 'vitest';
import { score } from './score.ts';

const LIE = [82, 84, 86, 88, 90, 92, 94, 96, 98, 100];
const LEARNING = Array.from({ length: 15 }, (_, i) => i + 1);

/** 是 = position 1, 否 = position 2; every listed item answered 是. */
function sheet(yes: number[]): number[] {
  return Array.from({ length: 100 }, (_, i) => (yes.includes(i + 1) ? 1 : 2));
}

const contentItems = Array.from({ length: 100 }, (_, i) => i + 1).filter(
  (n) => !LIE.includes(n) && n !== 85 && n !== 97,
);

describe('MHT cut-offs', () => {
  it('lie scale 6 is valid, 7 invalid (≥7 default); with operator > 7 is valid, 8 invalid', () => {
    const six = sheet(LIE.slice(0, 6));
    const seven = sheet(LIE.slice(0, 7));
    const eight = sheet(LIE.slice(0, 8));
    expect(score('MHT', six).valid).toBe(true);
    const r7 = score('MHT', seven);
    expect([r7.valid, r7.band, r7.total, r7.factors['效度(测谎)量表']?.raw]).toEqual([false, null, 0, 7]);
    expect(r7.rules.map((r) => r.id)).toEqual(['MHT.lie.invalid']);
    expect(score('MHT', seven, { settings: { lieOperator: '>' } }).valid).toBe(true);
    expect(score('MHT', eight, { settings: { lieOperator: '>' } }).valid).toBe(false);
  });

  it('content scale 7 is 正常, 8 is 高分 (level 1); 3 is 低分, 4 正常', () => {
    const r7 = score('MHT', sheet(LEARNING.slice(0, 7)));
    const r8 = score('MHT', sheet(LEARNING.slice(0, 8)));
    expect([r7.factors.学习焦虑?.band, r7.level]).toEqual(['正常', 0]);
    expect([r8.factors.学习焦虑?.band, r8.level]).toEqual(['高分', 1]);
    expect(r8.rules.map((r) => r.id)).toEqual(['MHT.content.high.学习焦虑']);
    expect(score('MHT', sheet(LEARNING.slice(0, 3))).factors.学习焦虑?.band).toBe('低分');
    expect(score('MHT', sheet(LEARNING.slice(0, 4))).factors.学习焦虑?.band).toBe('正常');
  });

  it('total 64 is not high, 65 is 总焦虑倾向高 (level 2); lie items never count', () => {
    const r64 = score('MHT', sheet([...contentItems.slice(0, 64), ...LIE.slice(0, 6)]));
    const r65 = score('MHT', sheet(contentItems.slice(0, 65)));
    expect([r64.total, r64.band, r64.level]).toEqual([64, '总焦虑倾向不高', 1]);
    expect([r65.total, r65.band, r65.level]).toEqual([65, '总焦虑倾向高', 2]);
    expect(r65.mean).toBe(65 / 90);
  });

  it('alert items 85/97 raise level 3 even on an invalid sheet; score rules are suppressed', () => {
    const r = score('MHT', sheet([85, ...LIE.slice(0, 7), ...contentItems.slice(0, 70)]));
    expect([r.valid, r.level, r.alerts, r.total, r.band]).toEqual([false, 3, [85], 71, null]);
    const byId = Object.fromEntries(r.rules.map((x) => [x.id, x.suppressed]));
    expect(byId['MHT.item85.crisis']).toBe(false);
    expect(byId['MHT.total.high']).toBe(true);
    expect(r.factors.冲动倾向?.band).toBeNull();
  });
});
