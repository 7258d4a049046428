import { describe, expect, it } from 'vitest';
import { dateProblem } from './calendar-date.ts';

describe('dateProblem', () => {
  it('accepts real days, leap days included', () => {
    for (const day of ['2006-09-01', '2000-02-29', '2024-02-29', '1999-12-31'])
      expect(dateProblem(day)).toBeNull();
  });

  it('refuses impossible days with a message that names the fault', () => {
    expect(dateProblem('2006-13-45')).toBe('不是有效日期：月份应为 01–12（填写的是 2006-13-45）');
    expect(dateProblem('2006-00-10')).toContain('月份应为 01–12');
    expect(dateProblem('2023-02-29')).toBe('不是有效日期：2023年2月没有29日（填写的是 2023-02-29）');
    expect(dateProblem('1900-02-29')).toContain('1900年2月没有29日');
    expect(dateProblem('2006-04-31')).toContain('4月没有31日');
    expect(dateProblem('2006-04-00')).toContain('4月没有0日');
  });

  it('refuses other shapes as a format problem', () => {
    for (const text of ['2006/09/01', '2006-9-1', '20060901', '二〇〇六年', ' 2006-09-01']) {
      expect(dateProblem(text)).toBe('格式应为 YYYY-MM-DD，如 2006-09-01');
    }
  });
});
