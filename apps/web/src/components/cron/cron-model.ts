/**
 * The cron editor's model: a Quartz expression as one part per field, parsed from text and written
 * back. Validation and next-run times stay with the shared parser (`@xinmiao/shared` quartz-cron).
 */

export type CronFieldKey = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'week' | 'year';

export type CronField = { key: CronFieldKey; label: string; min: number; max: number };

export const CRON_FIELDS: readonly CronField[] = [
  { key: 'second', label: '秒', min: 0, max: 59 },
  { key: 'minute', label: '分', min: 0, max: 59 },
  { key: 'hour', label: '时', min: 0, max: 23 },
  { key: 'day', label: '日', min: 1, max: 31 },
  { key: 'month', label: '月', min: 1, max: 12 },
  { key: 'week', label: '周', min: 1, max: 7 },
  // Spec §9: the editor's years run 2019–2119.
  { key: 'year', label: '年', min: 2019, max: 2119 },
];

export const fieldOf = (key: CronFieldKey): CronField =>
  CRON_FIELDS.find((f) => f.key === key) ?? (CRON_FIELDS[0] as CronField);

export type CronPart =
  /** `?` for day or week, nothing for the year. */
  | { kind: 'unset' }
  | { kind: 'every' }
  | { kind: 'range'; from: number; to: number }
  | { kind: 'loop'; start: number; step: number }
  | { kind: 'specify'; values: number[] }
  /** Day: the weekday nearest to day N (`15W`). */
  | { kind: 'work'; day: number }
  /** Day: the last day of the month, or N days before it (`L`, `L-3`). */
  | { kind: 'lastDay'; offset: number }
  /** Day: the last weekday of the month (`LW`). */
  | { kind: 'lastWorkday' }
  /** Week: the last given weekday of the month (`6L`). */
  | { kind: 'lastWeekday'; weekday: number }
  /** Week: the Nth given weekday of the month (`6#3`). */
  | { kind: 'nthWeekday'; weekday: number; nth: number };

export type CronState = Record<CronFieldKey, CronPart>;

const EVERY: CronPart = { kind: 'every' };
const UNSET: CronPart = { kind: 'unset' };

/** Blank fields: `*` up to the month, `?` for the week, no year. */
export const DEFAULT_CRON: CronState = {
  second: EVERY,
  minute: EVERY,
  hour: EVERY,
  day: EVERY,
  month: EVERY,
  week: UNSET,
  year: UNSET,
};

const NAMES: Partial<Record<CronFieldKey, readonly string[]>> = {
  week: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'],
  month: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
};

/** `MON-FRI` → `2-6`, `JAN` → `1`: names become Quartz numbers (weekdays 1 = Sunday). */
function withNumbers(text: string, key: CronFieldKey): string {
  const names = NAMES[key];
  if (!names) return text;
  return text.toUpperCase().replace(/[A-Z]{3}/g, (name) => {
    const index = names.indexOf(name);
    return index < 0 ? name : String(index + 1);
  });
}

function parseKnown(raw: string, field: CronField): CronPart | null {
  const text = withNumbers(raw.trim(), field.key);
  const inRange = (...values: number[]) => values.every((v) => v >= field.min && v <= field.max);
  if (text === '') return DEFAULT_CRON[field.key];
  if (text === '?') return field.key === 'day' || field.key === 'week' ? UNSET : null;
  if (text === '*') return EVERY;
  if (field.key === 'day') {
    if (text === 'LW') return { kind: 'lastWorkday' };
    const last = /^L(?:-(\d+))?$/.exec(text);
    if (last) return { kind: 'lastDay', offset: Number(last[1] ?? 0) };
    const work = /^(\d+)W$/.exec(text);
    if (work) return inRange(Number(work[1])) ? { kind: 'work', day: Number(work[1]) } : null;
  }
  if (field.key === 'week') {
    const last = /^(\d)L$/.exec(text);
    if (last) return inRange(Number(last[1])) ? { kind: 'lastWeekday', weekday: Number(last[1]) } : null;
    const nth = /^(\d)#([1-5])$/.exec(text);
    if (nth && inRange(Number(nth[1])))
      return { kind: 'nthWeekday', weekday: Number(nth[1]), nth: Number(nth[2]) };
  }
  const range = /^(\d+)-(\d+)$/.exec(text);
  if (range) {
    const [from, to] = [Number(range[1]), Number(range[2])];
    return inRange(from, to) ? { kind: 'range', from, to } : null;
  }
  const loop = /^(\d+|\*)\/(\d+)$/.exec(text);
  if (loop) {
    const start = loop[1] === '*' ? field.min : Number(loop[1]);
    const step = Number(loop[2]);
    return inRange(start) && step >= 1 ? { kind: 'loop', start, step } : null;
  }
  if (/^\d+(,\d+)*$/.test(text)) {
    const values = [...new Set(text.split(',').map(Number))].sort((a, b) => a - b);
    return inRange(...values) ? { kind: 'specify', values } : null;
  }
  return null;
}

/** One field's text as a part; what it cannot read falls back to every (`*`). */
export function parsePart(text: string, key: CronFieldKey): CronPart {
  return parseKnown(text, fieldOf(key)) ?? EVERY;
}

export function formatPart(part: CronPart, key: CronFieldKey): string {
  const field = fieldOf(key);
  switch (part.kind) {
    case 'unset':
      return key === 'year' ? '' : '?';
    case 'every':
      return '*';
    case 'range':
      return `${part.from}-${part.to}`;
    case 'loop':
      return `${part.start}/${part.step}`;
    case 'specify':
      return part.values.length ? part.values.join(',') : String(field.min);
    case 'work':
      return `${part.day}W`;
    case 'lastDay':
      return part.offset ? `L-${part.offset}` : 'L';
    case 'lastWorkday':
      return 'LW';
    case 'lastWeekday':
      return `${part.weekday}L`;
    case 'nthWeekday':
      return `${part.weekday}#${part.nth}`;
  }
}

/** Day and week exclude each other: exactly one of them is `?`. */
function exclusive(state: CronState, changed: 'day' | 'week'): CronState {
  const other = changed === 'day' ? 'week' : 'day';
  if (state[changed].kind === 'unset') {
    return state[other].kind === 'unset' ? { ...state, [other]: EVERY } : state;
  }
  return { ...state, [other]: UNSET };
}

/** An expression as the editor's state; blank fields take their defaults, unreadable ones `*`. */
export function parseCron(text: string): CronState {
  const parts = text.trim().split(/\s+/);
  const state = { ...DEFAULT_CRON };
  CRON_FIELDS.forEach((field, i) => {
    state[field.key] = parsePart(parts[i] ?? '', field.key);
  });
  // A day that is set wins over the week, as the editor's day tab comes first.
  return exclusive(state, state.day.kind === 'unset' ? 'week' : 'day');
}

export function formatCron(state: CronState): string {
  return CRON_FIELDS.map((field) => formatPart(state[field.key], field.key))
    .filter((text) => text !== '')
    .join(' ');
}

const ORDER: readonly CronFieldKey[] = ['second', 'minute', 'hour', 'day', 'month'];

/**
 * Changes one field. Leaving `*` on a field pins the finer fields still at `*` to their first value
 * (every second of 3 o'clock is rarely meant), and day/week stay exclusive.
 */
export function setPart(state: CronState, key: CronFieldKey, part: CronPart): CronState {
  let next: CronState = { ...state, [key]: part };
  if (part.kind !== 'every' && part.kind !== 'unset') {
    const coarseness = key === 'week' || key === 'year' ? ORDER.indexOf('day') : ORDER.indexOf(key);
    for (const finer of ORDER.slice(0, Math.max(coarseness, 0))) {
      if (next[finer].kind === 'every')
        next = { ...next, [finer]: { kind: 'specify', values: [fieldOf(finer).min] } };
    }
  }
  if (key === 'day' || key === 'week') next = exclusive(next, key);
  return next;
}

/** The expression the preview computes from: the year is left out, as in JeecgBoot's editor. */
export function withoutYear(expression: string): string {
  return expression.trim().split(/\s+/).slice(0, 6).join(' ');
}
