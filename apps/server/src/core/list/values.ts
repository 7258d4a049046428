import { Msg } from '@xinmiao/shared';
import { AppError } from '../errors.ts';

export type ValueType = 'text' | 'number' | 'datetime';
export type FilterValue = string | number | Date;

/**
 * A request value typed by the column it is compared with (the server's map decides, never the
 * request). Dates are GMT+8 like JeecgBoot's; a date-only range edge covers the whole day.
 */
export function typedValue(type: ValueType, raw: string, edge?: 'begin' | 'end'): FilterValue {
  if (type === 'number') {
    const n = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(n)) throw new AppError(Msg.invalidInput);
    return n;
  }
  if (type === 'datetime') {
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(raw);
    const text = dateOnly ? `${raw} ${edge === 'end' ? '23:59:59' : '00:00:00'}` : raw;
    const d = new Date(`${text.replace(' ', 'T')}+08:00`);
    if (Number.isNaN(d.getTime())) throw new AppError(Msg.invalidInput);
    return d;
  }
  return raw;
}
