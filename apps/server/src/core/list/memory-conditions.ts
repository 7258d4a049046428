import type { Condition } from './conditions.ts';
import type { FilterValue } from './values.ts';

export type FieldValue = string | number | boolean | Date | null | undefined;

function comparable(v: FieldValue | FilterValue): string | number {
  if (v instanceof Date) return v.getTime();
  if (typeof v === 'number') return v;
  return String(v ?? '').toLowerCase();
}

function compare(a: FieldValue, b: FilterValue): number {
  const x = comparable(a);
  const y = comparable(b);
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x).localeCompare(String(y));
}

/** The same comparisons as the SQL source (`ilike` is case-insensitive, so is this), on a record's value. */
export function matches(c: Condition, value: FieldValue): boolean {
  const empty = value === null || value === undefined || value === '';
  switch (c.op) {
    case 'empty':
      return empty;
    case 'not_empty':
      return !empty;
    case 'like':
    case 'not_like': {
      const v = String(value ?? '').toLowerCase();
      const t = c.value.text.toLowerCase();
      const hit =
        c.value.start && c.value.end ? v.includes(t) : c.value.start ? v.endsWith(t) : v.startsWith(t);
      return c.op === 'like' ? hit : !hit;
    }
    case 'in':
      return c.value.some((v) => compare(value, v) === 0);
    case 'not_in':
      return !c.value.some((v) => compare(value, v) === 0);
    case 'eq':
      return compare(value, c.value) === 0;
    case 'ne':
      return compare(value, c.value) !== 0;
    case 'gt':
      return compare(value, c.value) > 0;
    case 'ge':
      return compare(value, c.value) >= 0;
    case 'lt':
      return compare(value, c.value) < 0;
    case 'le':
      return compare(value, c.value) <= 0;
  }
}

/** A sort comparator over record values (numbers numerically, text in locale order). */
export function compareValues(a: FieldValue, b: FieldValue): number {
  const x = comparable(a);
  const y = comparable(b);
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x).localeCompare(String(y));
}
