import { describe, expect, it } from 'vitest';
import { pageAfterDelete, totalText } from './pagination.ts';

describe('pagination helpers', () => {
  it('formats the total text of spec §9', () => {
    expect(totalText(25, [11, 20])).toBe('11-20 共 25 条');
  });

  it('lowers the page after deleting the last rows of the last page', () => {
    expect(pageAfterDelete(3, 10, 21, 1)).toBe(2);
    expect(pageAfterDelete(3, 10, 22, 1)).toBe(3);
    expect(pageAfterDelete(1, 10, 1, 1)).toBe(1);
  });
});
