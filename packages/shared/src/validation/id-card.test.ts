import { describe, expect, it } from 'vitest';
import { isChineseIdCard } from './id-card.ts';

describe('isChineseIdCard', () => {
  it('accepts a valid 18-digit number with its check digit, X in either case', () => {
    expect(isChineseIdCard('11010519491231002X')).toBe(true);
    expect(isChineseIdCard('11010519491231002x')).toBe(true);
    expect(isChineseIdCard('440524188001010014')).toBe(true);
  });
  it('refuses a wrong check digit, an impossible date and other shapes', () => {
    expect(isChineseIdCard('110105194912310021')).toBe(false);
    expect(isChineseIdCard('110105194902300028')).toBe(false);
    expect(isChineseIdCard('1101051949123100')).toBe(false);
    expect(isChineseIdCard("1101' OR 1=1--")).toBe(false);
  });
  it('accepts a 15-digit number with a real date', () => {
    expect(isChineseIdCard('110105491231002')).toBe(true);
    expect(isChineseIdCard('110105491331002')).toBe(false);
  });
});
