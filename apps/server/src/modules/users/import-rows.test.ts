import { describe, expect, it } from 'vitest';
import { rowReasons } from './import-rows.ts';
import { USER_COLUMNS, type UserColumn } from './workbook.ts';

const row = (values: Partial<Record<UserColumn, string>>) => ({
  ...(Object.fromEntries(USER_COLUMNS.map((c) => [c.key, ''])) as Record<UserColumn, string>),
  username: 'wang01',
  realname: '王老师',
  status: '正常',
  password: 'Start2026ok',
  ...values,
});

describe('user import rows: 生日', () => {
  it('accepts a real day or an empty cell', () => {
    expect(rowReasons(row({ birthday: '2006-02-28' }))).toEqual([]);
    expect(rowReasons(row({}))).toEqual([]);
  });

  it('refuses an impossible day and another shape, each with a Chinese reason', () => {
    expect(rowReasons(row({ birthday: '2006-13-45' }))).toEqual([
      '生日：不是有效日期：月份应为 01–12（填写的是 2006-13-45）',
    ]);
    expect(rowReasons(row({ birthday: '2007-02-29' }))).toEqual([
      '生日：不是有效日期：2007年2月没有29日（填写的是 2007-02-29）',
    ]);
    expect(rowReasons(row({ birthday: '2006/9/1' }))).toEqual(['生日：格式应为 YYYY-MM-DD，如 2006-09-01']);
  });
});
