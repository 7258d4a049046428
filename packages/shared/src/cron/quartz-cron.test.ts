import { describe, expect, it } from 'vitest';
import { CRON_MESSAGES, nextRuns, parseQuartzCron, quartzCronSchema } from './quartz-cron.ts';

const FROM = new Date('2026-01-01T00:00:00+08:00');
const iso = (expr: string, n = 3) => nextRuns(expr, FROM, n).map((d) => d.toISOString());

describe('parseQuartzCron', () => {
  it('accepts Quartz expressions with 6 or 7 fields', () => {
    expect(parseQuartzCron('0/1 * * * * ?')).toEqual({ ok: true, expression: '0/1 * * * * ?' });
    expect(parseQuartzCron('  0 0 12  ? * MON-FRI 2030 ')).toEqual({
      ok: true,
      expression: '0 0 12 ? * MON-FRI 2030',
    });
  });

  it('refuses with the Chinese message the console shows', () => {
    expect(parseQuartzCron('')).toEqual({ ok: false, message: CRON_MESSAGES.empty });
    expect(parseQuartzCron('* * * * *')).toEqual({ ok: false, message: CRON_MESSAGES.fields });
    expect(parseQuartzCron('0 0 0 1 1 ? 2030 1')).toEqual({ ok: false, message: CRON_MESSAGES.fields });
    expect(parseQuartzCron('0 0 12 * * *')).toEqual({ ok: false, message: CRON_MESSAGES.dayOrWeek });
    expect(parseQuartzCron('0 0 12 ? * ?')).toEqual({ ok: false, message: CRON_MESSAGES.dayOrWeek });
    expect(parseQuartzCron('? 0 12 * * ?')).toEqual({ ok: false, message: CRON_MESSAGES.invalid });
    expect(parseQuartzCron('0 0 0 32 * ?')).toEqual({ ok: false, message: CRON_MESSAGES.invalid });
    expect(parseQuartzCron('0 0 25 * * ?')).toEqual({ ok: false, message: CRON_MESSAGES.invalid });
    expect(parseQuartzCron('0 0 0 ? * 8')).toEqual({ ok: false, message: CRON_MESSAGES.invalid });
    expect(parseQuartzCron('0 0 0 ? * 0')).toEqual({ ok: false, message: CRON_MESSAGES.invalid });
    // Quartz's offset from the last day is not in croner: refused rather than misread.
    expect(parseQuartzCron('0 0 0 L-3 * ?')).toEqual({ ok: false, message: CRON_MESSAGES.invalid });
    expect(parseQuartzCron('x y z ? b c')).toEqual({ ok: false, message: CRON_MESSAGES.invalid });
  });
});

describe('nextRuns (Asia/Shanghai)', () => {
  it('steps every second', () => {
    expect(iso('0/1 * * * * ?')).toEqual([
      '2025-12-31T16:00:01.000Z',
      '2025-12-31T16:00:02.000Z',
      '2025-12-31T16:00:03.000Z',
    ]);
  });

  it('# is the n-th weekday, with Quartz weekday numbers (6 = Friday)', () => {
    expect(iso('0 0 12 ? * 6#3')).toEqual([
      '2026-01-16T04:00:00.000Z',
      '2026-02-20T04:00:00.000Z',
      '2026-03-20T04:00:00.000Z',
    ]);
  });

  it('L is the last day of the month, 6L the last Friday', () => {
    expect(iso('0 0 10 L * ?')).toEqual([
      '2026-01-31T02:00:00.000Z',
      '2026-02-28T02:00:00.000Z',
      '2026-03-31T02:00:00.000Z',
    ]);
    expect(iso('0 0 0 ? * 6L', 2)).toEqual(['2026-01-29T16:00:00.000Z', '2026-02-26T16:00:00.000Z']);
  });

  it('W is the nearest weekday (15 Feb 2026 is a Sunday), LW the last weekday', () => {
    expect(iso('0 0 10 15W * ?', 2)).toEqual(['2026-01-15T02:00:00.000Z', '2026-02-16T02:00:00.000Z']);
    expect(iso('0 0 0 LW * ?', 1)).toEqual(['2026-01-29T16:00:00.000Z']);
  });

  it('the year field limits runs, and a past year has none', () => {
    expect(iso('0 0 0 1 1 ? 2030-2031', 5)).toEqual(['2029-12-31T16:00:00.000Z', '2030-12-31T16:00:00.000Z']);
    expect(iso('0 0 0 1 1 ? 2020')).toEqual([]);
  });

  it('answers nothing for an invalid expression', () => {
    expect(iso('0 0 12 * * *')).toEqual([]);
  });
});

describe('quartzCronSchema', () => {
  it('normalises a valid expression and reports the parser message', () => {
    expect(quartzCronSchema.parse(' 0  0 1 * * ? ')).toBe('0 0 1 * * ?');
    const result = quartzCronSchema.safeParse('0 0 12 * * *');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(CRON_MESSAGES.dayOrWeek);
  });
});
