/** Whether year-month-day names a day of the Gregorian calendar (no 2月30日, no month 13). */
export function isRealDay(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * What is wrong with a date cell or field (`YYYY-MM-DD`), or null when it is a real day. One place
 * for every import and form, so `2006-13-45` is refused wherever a date is typed.
 */
export function dateProblem(value: string): string | null {
  const parts = ISO_DAY.exec(value);
  if (!parts) return '格式应为 YYYY-MM-DD，如 2006-09-01';
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12) return `不是有效日期：月份应为 01–12（填写的是 ${value}）`;
  if (!isRealDay(year, month, day))
    return `不是有效日期：${year}年${month}月没有${day}日（填写的是 ${value}）`;
  return null;
}

/** For a zod `superRefine` on an optional date: blank passes, anything else must be a real day. */
export function refineDate(label: string) {
  return (value: string, ctx: { addIssue: (issue: { code: 'custom'; message: string }) => void }): void => {
    const problem = value === '' ? null : dateProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `${label}${problem}` });
  };
}
