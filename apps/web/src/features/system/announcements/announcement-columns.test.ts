import { describe, expect, it } from 'vitest';
import { announcementColumns, tableScrollX } from './announcement-columns.tsx';

const noop = () => {};
const columns = announcementColumns({
  can: () => true,
  edit: noop,
  release: noop,
  revoke: noop,
  remove: noop,
});

/** antd's default cell padding (16 px each side) around a 14 px CJK header. */
const headerWidth = (title: string) => title.length * 14 + 32;

describe('系统通告 columns', () => {
  it('give every header room for its full text', () => {
    for (const column of columns) {
      const title = String(column.title);
      expect(typeof column.width, title).toBe('number');
      expect(Number(column.width), title).toBeGreaterThanOrEqual(headerWidth(title));
    }
  });

  it('scroll as wide as the columns, so the fixed 操作 column covers nothing', () => {
    const total = columns.reduce((sum, c) => sum + Number(c.width), 0);
    expect(tableScrollX(columns)).toBe(total);
    expect(columns.at(-1)).toMatchObject({ title: '操作', fixed: 'right' });
  });
});
