import { describe, expect, it } from 'vitest';
import { safeLink } from './safe-link.ts';

describe('safeLink', () => {
  it('keeps web and mail links and refuses script and data URLs', () => {
    expect(safeLink(' https://example.com/a ')).toBe('https://example.com/a');
    expect(safeLink('mailto:xl@school.cn')).toBe('mailto:xl@school.cn');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('data:text/html,<b>x</b>')).toBeNull();
    expect(safeLink('https://')).toBeNull();
    expect(safeLink('not a url')).toBeNull();
  });
});
