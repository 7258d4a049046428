import { parseQuartzCron } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CRON,
  fieldOf,
  formatCron,
  parseCron,
  parsePart,
  setPart,
  withoutYear,
} from './cron-model.ts';

describe('parseCron / formatCron', () => {
  it.each([
    '0 0 3 * * ?',
    '0/5 * * * * ?',
    '0 30 2 ? * 2-6',
    '0 0 12 15W * ?',
    '0 0 12 L * ?',
    '0 0 12 LW * ?',
    '0 0 9 ? * 6#3',
    '0 0 9 ? * 6L',
    '0 0 9 1,15 1-6 ? 2027',
    '0 0 9 1 1 ? 2026-2030',
    '0 0 9 1 1 ? 2026/2',
    '10,20,30 5/15 8-18 * 3,6,9,12 ?',
  ])('round-trips %s and the shared parser accepts the result', (expression) => {
    const written = formatCron(parseCron(expression));
    expect(written).toBe(expression);
    expect(parseQuartzCron(written).ok).toBe(true);
  });

  it('keeps N days before the month end (L-3), which the shared parser (croner) does not take', () => {
    expect(formatCron(parseCron('0 0 12 L-3 * ?'))).toBe('0 0 12 L-3 * ?');
    expect(parseQuartzCron('0 0 12 L-3 * ?').ok).toBe(false);
  });

  it('fills blanks with * up to the month, ? for the week, and no year', () => {
    expect(formatCron(parseCron(''))).toBe('* * * * * ?');
    expect(formatCron(parseCron('0 0 3'))).toBe('0 0 3 * * ?');
  });

  it('reads weekday and month names as Quartz numbers (Sunday = 1)', () => {
    expect(formatCron(parseCron('0 30 2 ? JAN-MAR MON-FRI'))).toBe('0 30 2 ? 1-3 2-6');
    expect(parsePart('SAT#2', 'week')).toEqual({ kind: 'nthWeekday', weekday: 7, nth: 2 });
  });

  it('falls back to * for what it cannot read or what is out of range', () => {
    expect(parsePart('abc', 'minute')).toEqual({ kind: 'every' });
    expect(parsePart('61', 'second')).toEqual({ kind: 'every' });
    expect(parsePart('0-99', 'hour')).toEqual({ kind: 'every' });
    expect(parsePart('8#2', 'week')).toEqual({ kind: 'every' });
    expect(parsePart('?', 'hour')).toEqual({ kind: 'every' });
    expect(formatCron(parseCron('x y z * * ?'))).toBe('* * * * * ?');
  });

  it('keeps day and week exclusive when an expression sets both or neither', () => {
    expect(formatCron(parseCron('0 0 1 1 * 2'))).toBe('0 0 1 1 * ?');
    expect(formatCron(parseCron('0 0 1 ? * ?'))).toBe('0 0 1 * * ?');
  });

  it('writes an empty specific list as the field minimum', () => {
    const state = setPart(DEFAULT_CRON, 'day', { kind: 'specify', values: [] });
    expect(formatCron(state)).toBe('0 0 0 1 * ?');
  });
});

describe('year field', () => {
  it('takes the years 2019–2119 and reads any other year as every year', () => {
    expect(fieldOf('year')).toMatchObject({ min: 2019, max: 2119 });
    expect(parsePart('2019', 'year')).toEqual({ kind: 'specify', values: [2019] });
    expect(parsePart('2030-2119', 'year')).toEqual({ kind: 'range', from: 2030, to: 2119 });
    for (const outside of ['2018', '1970', '2120', '2018-2020'])
      expect(parsePart(outside, 'year')).toEqual({ kind: 'every' });
  });
});

describe('setPart', () => {
  it('setting the week clears the day to ? and the reverse', () => {
    const weekly = setPart(parseCron('0 0 3 * * ?'), 'week', { kind: 'specify', values: [2, 4] });
    expect(formatCron(weekly)).toBe('0 0 3 ? * 2,4');
    expect(formatCron(setPart(weekly, 'day', { kind: 'lastDay', offset: 0 }))).toBe('0 0 3 L * ?');
    expect(formatCron(setPart(weekly, 'week', { kind: 'unset' }))).toBe('0 0 3 * * ?');
  });

  it('leaving * on a coarser field pins the finer fields still at * to their first value', () => {
    expect(formatCron(setPart(DEFAULT_CRON, 'hour', { kind: 'specify', values: [3] }))).toBe('0 0 3 * * ?');
    expect(formatCron(setPart(DEFAULT_CRON, 'month', { kind: 'range', from: 1, to: 6 }))).toBe(
      '0 0 0 1 1-6 ?',
    );
    const kept = setPart(parseCron('15 * * * * ?'), 'hour', { kind: 'loop', start: 0, step: 2 });
    expect(formatCron(kept)).toBe('15 0 0/2 * * ?');
  });

  it('adds and removes the year', () => {
    const state = setPart(parseCron('0 0 3 * * ?'), 'year', { kind: 'specify', values: [2027] });
    expect(formatCron(state)).toBe('0 0 3 * * ? 2027');
    expect(formatCron(setPart(state, 'year', { kind: 'unset' }))).toBe('0 0 3 * * ?');
    expect(withoutYear('0 0 3 * * ? 2027')).toBe('0 0 3 * * ?');
  });
});
