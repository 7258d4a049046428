import { CHINA_OFFSET_MS, parseDateTime } from '../../core/time.ts';

const DAY_MS = 86_400_000;

/** Midnight (GMT+8) of the China calendar day `offset` days after the one `now` falls on. */
function chinaMidnight(now: Date, offset: number): Date {
  const local = new Date(now.getTime() + CHINA_OFFSET_MS);
  return new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + offset) - CHINA_OFFSET_MS,
  );
}

/** Midnight (GMT+8) of the first day of the month `offset` months after `now`'s. */
function chinaMonthStart(now: Date, offset: number): Date {
  const local = new Date(now.getTime() + CHINA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + offset, 1) - CHINA_OFFSET_MS);
}

/** Days since Monday (China's week starts on Monday). */
function weekday(now: Date): number {
  return (new Date(now.getTime() + CHINA_OFFSET_MS).getUTCDay() + 6) % 7;
}

export type TimeRange = { from: Date | null; to: Date | null };

/**
 * The send-time range of Vue3's message-centre filter (its `rangeDate` dictionary): 今天 jt, 昨天 zt,
 * 前天 qt, 本周 bz, 上周 sz, 本月 by, 上月 sy, or 自定义 zdy with `beginDate`/`endDate`. `to` is
 * exclusive except for zdy, whose end JeecgBoot sends as 23:59:59 of the last day.
 */
export function messageRange(
  key: string | undefined,
  beginDate: string | undefined,
  endDate: string | undefined,
  now = new Date(),
): TimeRange {
  const monday = -weekday(now);
  switch (key) {
    case 'jt':
      return { from: chinaMidnight(now, 0), to: chinaMidnight(now, 1) };
    case 'zt':
      return { from: chinaMidnight(now, -1), to: chinaMidnight(now, 0) };
    case 'qt':
      return { from: chinaMidnight(now, -2), to: chinaMidnight(now, -1) };
    case 'bz':
      return { from: chinaMidnight(now, monday), to: chinaMidnight(now, monday + 7) };
    case 'sz':
      return { from: chinaMidnight(now, monday - 7), to: chinaMidnight(now, monday) };
    case 'by':
      return { from: chinaMonthStart(now, 0), to: chinaMonthStart(now, 1) };
    case 'sy':
      return { from: chinaMonthStart(now, -1), to: chinaMonthStart(now, 0) };
    case 'zdy': {
      const end = parseDateTime(endDate);
      // A bare end day lasts to its end, a time to the end of its second.
      const span = endDate?.length === 10 ? DAY_MS : 1000;
      return { from: parseDateTime(beginDate), to: end && new Date(end.getTime() + span) };
    }
    default:
      return { from: null, to: null };
  }
}
