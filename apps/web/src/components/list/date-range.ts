import type { Dayjs } from 'dayjs';

/** A RangePicker value as the two `yyyy-MM-dd` days the server widens to 00:00:00 – 23:59:59. */
export type DayRange = [string, string];

export function toDayRange(value: [Dayjs | null, Dayjs | null] | null | undefined): DayRange | null {
  const [from, to] = value ?? [];
  return from && to ? [from.format('YYYY-MM-DD'), to.format('YYYY-MM-DD')] : null;
}

/** JeecgBoot range parameters (`createTime_begin`/`createTime_end`) of a day range. */
export function createTimeRange(range: DayRange | null): {
  createTime_begin?: string;
  createTime_end?: string;
} {
  return range ? { createTime_begin: range[0], createTime_end: range[1] } : {};
}
