import { describe, expect, it } from 'vitest';
import { cell, hideComplement, mark, suppressAll } from './suppression.ts';

describe('small-cell suppression', () => {
  it('shows counts of one to four as "<5", zero and five upwards as they are', () => {
    expect([0, 1, 4, 5, 12].map((n) => cell(mark(n)))).toEqual([0, '<5', '<5', 5, 12]);
  });

  it('hides the smallest other count when one hidden count could be subtracted out', () => {
    const group = [mark(20), mark(3), mark(0), mark(9)];
    expect(hideComplement(group)).toBe(true);
    expect(group.map(cell)).toEqual([20, '<5', '*', 9]);
    expect(hideComplement(group)).toBe(false);
  });

  it('leaves a group alone when nothing or two counts are hidden', () => {
    const none = [mark(20), mark(9)];
    const two = [mark(20), mark(2), mark(3)];
    expect([hideComplement(none), hideComplement(two)]).toEqual([false, false]);
  });

  it('follows shared counts across rows and columns until nothing can be worked out', () => {
    // Two classes × two levels; class A's level-1 count is small. Rows and columns both add up.
    const a0 = mark(10);
    const a1 = mark(2);
    const b0 = mark(8);
    const b1 = mark(6);
    suppressAll([
      [a0, a1],
      [b0, b1],
      [a0, b0],
      [a1, b1],
    ]);
    const hidden = (m: { hidden: unknown }) => m.hidden !== false;
    for (const group of [
      [a0, a1],
      [b0, b1],
      [a0, b0],
      [a1, b1],
    ]) {
      expect(group.filter(hidden).length).not.toBe(1);
    }
    expect(cell(a1)).toBe('<5');
  });
});
