import { AppError } from './errors.ts';

/** China has kept GMT+8 without daylight saving since 1991, so a fixed offset is exact. */
export const CHINA_OFFSET_MS = 8 * 3600_000;

/** JeecgBoot's global date format `yyyy-MM-dd HH:mm:ss`, GMT+8. */
export function chinaDateTime(value: Date): string {
  const iso = new Date(value.getTime() + CHINA_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** Today in China, `yyyy-MM-dd`. */
export function chinaToday(now = new Date()): string {
  return chinaDateTime(now).slice(0, 10);
}

/** A `yyyy-MM-dd` day moved by whole days (calendar arithmetic in UTC, no time zone involved). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** `chinaDateTime` for a column that may be empty. */
export function formatDateTime(value: Date | null | undefined): string | null {
  return value ? chinaDateTime(value) : null;
}

/** `yyyy-MM-dd[ HH:mm[:ss]]` read as GMT+8 wall time; a bare day is its midnight. */
export function parseChinaTime(value: string): Date {
  const [day, time = '00:00'] = value.split(' ');
  return new Date(`${day}T${time.length === 5 ? `${time}:00` : time}+08:00`);
}

/** A request's optional `yyyy-MM-dd[ HH:mm[:ss]]`: empty → null, unreadable → a clear error. */
export function parseDateTime(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseChinaTime(value);
  if (Number.isNaN(date.getTime())) throw new AppError('时间格式不正确');
  return date;
}
