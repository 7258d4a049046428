import { Cron } from 'croner';
import { z } from 'zod';

/**
 * Jobs fire on China Standard Time whatever the machine's zone, so the server's schedule and the
 * console's preview of the next runs always agree.
 */
export const CRON_TIMEZONE = 'Asia/Shanghai';

export const CRON_MESSAGES = {
  empty: '请输入cron表达式',
  fields: 'cron表达式须为 6 或 7 段：秒 分 时 日 月 周 [年]',
  dayOrWeek: 'cron表达式的日和周必须有且只有一个为 ?',
  invalid: 'cron表达式格式不正确',
} as const;

export type QuartzCron = { ok: true; expression: string } | { ok: false; message: string };

/**
 * croner in Quartz shape: 6 or 7 fields (seconds first, optional year), weekdays 1=SUN…7=SAT,
 * `5/10`-style steps, and day-of-month AND day-of-week (Quartz requires `?` in one of them).
 * Without a callback croner starts no timer: this object only computes dates.
 */
function croner(expression: string): Cron {
  return new Cron(expression, {
    mode: '6-or-7-parts',
    alternativeWeekdays: true,
    sloppyRanges: true,
    domAndDow: true,
    timezone: CRON_TIMEZONE,
  });
}

/** Quartz numbers weekdays 1–7; croner would also take 0 and 8 as Sunday. */
function weekdaysInRange(field: string): boolean {
  return field
    .split(/[,-]/)
    .map((part) => part.split(/[#/L]/)[0] ?? '')
    .every((day) => !/^\d+$/.test(day) || (Number(day) >= 1 && Number(day) <= 7));
}

/** Checks a Quartz cron expression; the message is the one the console shows. */
export function parseQuartzCron(input: string): QuartzCron {
  const expression = input.trim().replace(/\s+/g, ' ');
  if (!expression) return { ok: false, message: CRON_MESSAGES.empty };
  const fields = expression.split(' ');
  if (fields.length < 6 || fields.length > 7) return { ok: false, message: CRON_MESSAGES.fields };
  if ((fields[3] === '?') === (fields[5] === '?')) return { ok: false, message: CRON_MESSAGES.dayOrWeek };
  const misplacedMark = fields.some((field, i) => field === '?' && i !== 3 && i !== 5);
  if (misplacedMark || !weekdaysInRange(fields[5] ?? '')) {
    return { ok: false, message: CRON_MESSAGES.invalid };
  }
  try {
    croner(expression).stop();
  } catch {
    return { ok: false, message: CRON_MESSAGES.invalid };
  }
  return { ok: true, expression };
}

/** The next `n` fire times strictly after `from`; fewer (or none) when the years run out. */
export function nextRuns(expression: string, from: Date, n: number): Date[] {
  const parsed = parseQuartzCron(expression);
  if (!parsed.ok) return [];
  const job = croner(parsed.expression);
  const runs = job.nextRuns(n, from);
  job.stop();
  return runs;
}

/** A zod field for contracts: trims, normalises spaces and refuses with the parser's message. */
export const quartzCronSchema = z
  .string()
  .max(200, CRON_MESSAGES.invalid)
  .transform((value, ctx) => {
    const parsed = parseQuartzCron(value);
    if (parsed.ok) return parsed.expression;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });
