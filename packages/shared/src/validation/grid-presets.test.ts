import { describe, expect, it } from 'vitest';
import { firstDuplicateIndex, gridValueOk, isGridPreset } from './grid-presets.ts';
import { wrapSearchValue } from './search-wrap.ts';

describe('grid presets', () => {
  it('knows the preset names of the spec and nothing else', () => {
    for (const name of ['*', 'n6-16', '*6-16', 's6-18', 'url', 'e', 'm', 'p', 's', 'n', 'z', 'money']) {
      expect(isGridPreset(name)).toBe(true);
    }
    expect(isGridPreset('x')).toBe(false);
  });

  it('applies each preset', () => {
    expect(gridValueOk('*', '')).toBe(false);
    expect(gridValueOk('*', '  ')).toBe(false);
    expect(gridValueOk('*', 'a')).toBe(true);
    expect(gridValueOk('n6-16', '123456')).toBe(true);
    expect(gridValueOk('n6-16', '12345')).toBe(false);
    expect(gridValueOk('*6-16', 'ab cd!')).toBe(true);
    expect(gridValueOk('s6-18', 'abcdef')).toBe(true);
    expect(gridValueOk('s6-18', 'abcde1')).toBe(false);
    expect(gridValueOk('m', '16612345678')).toBe(true);
    expect(gridValueOk('m', '12612345678')).toBe(false);
    expect(gridValueOk('p', '100871')).toBe(true);
    expect(gridValueOk('p', '10087')).toBe(false);
    expect(gridValueOk('n', '-3.25')).toBe(true);
    expect(gridValueOk('n', '3.')).toBe(false);
    expect(gridValueOk('z', '-3')).toBe(true);
    expect(gridValueOk('z', '3.0')).toBe(false);
  });

  it('lets an empty cell pass every preset except required', () => {
    expect(gridValueOk('m', '')).toBe(true);
    expect(gridValueOk('n6-16', '')).toBe(true);
  });

  it('reads money as whole amounts, 0.xx with two decimals, or up to five decimals', () => {
    for (const ok of ['1', '120', '0.5', '0.25', '12.12345']) expect(gridValueOk('money', ok), ok).toBe(true);
    for (const bad of ['01', '0.123', '12.123456', '-1', '1.'])
      expect(gridValueOk('money', bad), bad).toBe(false);
  });

  it('finds the first repeated value of a unique column, ignoring empties', () => {
    expect(firstDuplicateIndex(['a', '', 'b', '', 'a'])).toBe(4);
    expect(firstDuplicateIndex(['a', '', 'b', ''])).toBe(-1);
  });
});

describe('search wrapping', () => {
  it('wraps values per rule', () => {
    expect(wrapSearchValue('like', '张')).toBe('*张*');
    expect(wrapSearchValue('ne', '1')).toBe('!1');
    expect(wrapSearchValue('ge', '5')).toBe('>=5');
    expect(wrapSearchValue('le', '5')).toBe('<=5');
    expect(wrapSearchValue('eq', '5')).toBe('5');
  });
});
