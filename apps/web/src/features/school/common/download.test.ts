import { describe, expect, it } from 'vitest';
import { dispositionFileName } from './download.ts';

describe('dispositionFileName', () => {
  it('prefers the exact UTF-8 name, falls back to the ASCII one, then to the given name', () => {
    const exact = `attachment; filename="______.xlsx"; filename*=UTF-8''${encodeURIComponent('学生名单.xlsx')}`;
    expect(dispositionFileName(exact, 'x.xlsx')).toBe('学生名单.xlsx');
    expect(dispositionFileName('attachment; filename="a.xlsx"', 'x.xlsx')).toBe('a.xlsx');
    expect(dispositionFileName("attachment; filename*=UTF-8''%E0%A4%A", 'x.xlsx')).toBe('x.xlsx');
    expect(dispositionFileName(null, 'x.xlsx')).toBe('x.xlsx');
  });
});
