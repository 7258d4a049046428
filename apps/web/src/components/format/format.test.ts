import { describe, expect, it } from 'vitest';
import { ellipsis, FILE_NAME_DISPLAY_LENGTH } from './ellipsis.ts';
import { formatThousands } from './number-format.ts';

describe('ellipsis', () => {
  it('cuts after 25 characters by default', () => {
    expect(ellipsis('一'.repeat(25))).toBe('一'.repeat(25));
    expect(ellipsis('一'.repeat(26))).toBe(`${'一'.repeat(25)}...`);
  });
  it('takes a length (12 in one widget, 5 for file names)', () => {
    expect(ellipsis('abcdefghijklmn', 12)).toBe('abcdefghijkl...');
    expect(ellipsis('report.xlsx', FILE_NAME_DISPLAY_LENGTH)).toBe('repor...');
  });
  it('returns empty text for null', () => {
    expect(ellipsis(null)).toBe('');
    expect(ellipsis(undefined)).toBe('');
  });
});

describe('formatThousands', () => {
  it('groups the integer part by three', () => {
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatThousands('1234567.891')).toBe('1,234,567.891');
    expect(formatThousands(-9876543.2)).toBe('-9,876,543.2');
    expect(formatThousands(999)).toBe('999');
  });
  it('leaves text that is not a number alone', () => {
    expect(formatThousands('abc')).toBe('abc');
    expect(formatThousands(null)).toBe('');
  });
});
