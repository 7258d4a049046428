import {
  and,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  not,
  notInArray,
  or,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { likePattern } from '../query.ts';
import type { Condition, ParsedFilters } from './conditions.ts';

function conditionSql(c: Condition, column: AnyPgColumn): SQL {
  switch (c.op) {
    case 'eq':
      return eq(column, c.value);
    case 'ne':
      return ne(column, c.value);
    case 'gt':
      return gt(column, c.value);
    case 'ge':
      return gte(column, c.value);
    case 'lt':
      return lt(column, c.value);
    case 'le':
      return lte(column, c.value);
    case 'in':
      return inArray(column, c.value);
    case 'not_in':
      return notInArray(column, c.value);
    case 'like':
      return ilike(column, likePattern(c.value.text, c.value));
    case 'not_like':
      return not(ilike(column, likePattern(c.value.text, c.value)));
    case 'empty':
      return isNull(column);
    case 'not_empty':
      return not(isNull(column));
  }
}

/**
 * The WHERE of a list query: simple filters ANDed, custom filters from the route's own functions,
 * and the superQuery group. `columns` is the server's whitelist; every declared filter has an
 * entry (the list handler's types require it), so no filter is ever silently dropped.
 */
export function filtersSql(
  parsed: ParsedFilters,
  columns: Readonly<Record<string, AnyPgColumn>>,
  custom: (name: string, value: string) => SQL | undefined,
): SQL | undefined {
  const column = (field: string): AnyPgColumn => {
    const target = Object.hasOwn(columns, field) ? columns[field] : undefined;
    if (!target) throw new Error(`list filter ${field} has no column`);
    return target;
  };
  const customSql = parsed.custom.map(([name, value]) => custom(name, value));
  const superParts = parsed.superQuery.conditions.map((c) => conditionSql(c, column(c.field)));
  const superSql = parsed.superQuery.match === 'or' ? or(...superParts) : and(...superParts);
  return and(...parsed.conditions.map((c) => conditionSql(c, column(c.field))), ...customSql, superSql);
}
