import dayjs, { type Dayjs } from 'dayjs';

/** Monday of the week of `day`. */
export function mondayOf(day: Dayjs): Dayjs {
  return day.subtract((day.day() + 6) % 7, 'day').startOf('day');
}

export const isoDay = (day: Dayjs) => day.format('YYYY-MM-DD');

export const today = () => dayjs().startOf('day');
