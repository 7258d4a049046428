import { Msg } from '@xinmiao/shared';
import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from './errors.ts';

/** Request field name (camelCase, as the console sends it) → column. The only way a name reaches SQL. */
export type FieldMap = Record<string, AnyPgColumn>;

/**
 * JeecgBoot `column`/`order` sorting through a whitelist: `column` may be a comma list and may carry
 * the `_dictText` suffix; any name outside `fields` is refused rather than ignored.
 */
export function sortBy(
  fields: FieldMap,
  column: string | undefined,
  order: string | undefined,
  fallback: SQL[],
): SQL[] {
  if (!column) return fallback;
  const direction = order?.toUpperCase().includes('ASC') ? asc : desc;
  return column.split(',').map((raw) => {
    const name = raw.trim().replace(/_dictText$/, '');
    const target = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (!target) throw new AppError(Msg.sortFieldUnknown);
    return direction(target);
  });
}

export type FilterField = { column: AnyPgColumn; type: 'text' | 'number' | 'datetime' };

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** An `ilike` pattern matching `value` (trimmed) anywhere, its wildcards taken literally. */
export function likeContains(value: string): string {
  return `%${escapeLike(value.trim())}%`;
}

function convert(
  field: FilterField,
  raw: string,
  edge?: 'begin' | 'end',
): string | number | Date | undefined {
  if (field.type === 'number') {
    const n = Number(raw);
    return Number.isFinite(n) ? n : undefined;
  }
  if (field.type === 'datetime') {
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(raw);
    const text = dateOnly ? `${raw} ${edge === 'end' ? '23:59:59' : '00:00:00'}` : raw;
    const d = new Date(`${text.replace(' ', 'T')}+08:00`);
    return Number.isNaN(d.getTime()) ? undefined : d;
  }
  return raw;
}

function ruleFor(field: FilterField, raw: string): SQL | undefined {
  const value = raw.trim();
  if (!value) return undefined;
  const col = field.column;
  if (field.type === 'text' && value.length > 1 && value.startsWith('*') && value.endsWith('*')) {
    return ilike(col, `%${escapeLike(value.slice(1, -1))}%`);
  }
  if (field.type === 'text' && value.startsWith('*') && value !== '*') {
    return ilike(col, `%${escapeLike(value.slice(1))}`);
  }
  if (field.type === 'text' && value.endsWith('*') && value !== '*') {
    return ilike(col, `${escapeLike(value.slice(0, -1))}%`);
  }
  if (value.includes(',')) {
    const values = value
      .split(',')
      .filter(Boolean)
      .map((v) => convert(field, v));
    const valid = values.filter((v) => v !== undefined);
    return valid.length ? inArray(col, valid) : undefined;
  }
  if (value.startsWith('!')) {
    const v = convert(field, value.slice(1));
    return v === undefined ? undefined : ne(col, v);
  }
  const v = convert(field, value);
  if (v === undefined) throw new AppError(Msg.invalidInput);
  return eq(col, v);
}

/**
 * JeecgBoot QueryGenerator subset over a whitelist: `field=v` (eq), `*v*`/`*v`/`v*` (like),
 * `a,b` (in), `!v` (ne), `field_begin`/`field_end` (range). Unknown names are ignored, as in
 * JeecgBoot; values are always bound parameters.
 */
export function filterBy(
  fields: Record<string, FilterField>,
  query: Record<string, unknown>,
): SQL | undefined {
  const parts: SQL[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (typeof raw !== 'string' || raw === '') continue;
    const range = /^(.*)_(begin|end)$/.exec(key);
    if (range) {
      const field = Object.hasOwn(fields, range[1] ?? '') ? fields[range[1] ?? ''] : undefined;
      if (!field) continue;
      const edge = range[2] === 'begin' ? 'begin' : 'end';
      const v = convert(field, raw.trim(), edge);
      if (v === undefined) throw new AppError(Msg.invalidInput);
      parts.push(edge === 'begin' ? gte(field.column, v) : lte(field.column, v));
      continue;
    }
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (!field) continue;
    const rule = ruleFor(field, raw);
    if (rule) parts.push(rule);
  }
  return parts.length ? and(...parts) : undefined;
}
