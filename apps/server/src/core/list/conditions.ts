import {
  type FilterSpecs,
  type ListSpec,
  Msg,
  type SuperQueryCondition,
  type SuperQueryRule,
} from '@xinmiao/shared';
import { AppError } from '../errors.ts';
import { idList } from '../id-list.ts';
import { type FilterValue, typedValue, type ValueType } from './values.ts';

export type Like = { text: string; start: boolean; end: boolean };

/** One comparison on one declared filter field, whatever the source (SQL column or record field). */
export type Condition =
  | { field: string; op: 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le'; value: FilterValue }
  | { field: string; op: 'in' | 'not_in'; value: FilterValue[] }
  | { field: string; op: 'like' | 'not_like'; value: Like }
  | { field: string; op: 'empty' | 'not_empty' };

/** What a list query asks for, names already checked against the route's declaration. */
export type ParsedFilters = {
  /** Simple filters and ranges, all ANDed. */
  conditions: Condition[];
  /** Custom filters with a value, for the route's own implementation. */
  custom: [name: string, value: string][];
  /** `superQueryParams`, joined by `superQueryMatchType`. */
  superQuery: { match: 'and' | 'or'; conditions: Condition[] };
};

/** How a declared, non-custom filter's values are typed; undefined for anything else. */
function valueTypeOf(filters: FilterSpecs, name: string): ValueType | undefined {
  const spec = Object.hasOwn(filters, name) ? filters[name] : undefined;
  return spec && spec.kind !== 'custom' ? spec.kind : undefined;
}

function likeOf(value: string): Like | undefined {
  if (value.length > 1 && value.startsWith('*') && value.endsWith('*')) {
    return { text: value.slice(1, -1), start: true, end: true };
  }
  if (value.startsWith('*') && value !== '*') return { text: value.slice(1), start: true, end: false };
  if (value.endsWith('*') && value !== '*') return { text: value.slice(0, -1), start: false, end: true };
  return undefined;
}

/** JeecgBoot QueryGenerator value rules: `*v*`/`*v`/`v*` like (text), `a,b` in, `!v` ne, else eq. */
function ruleFor(field: string, type: ValueType, raw: string): Condition {
  const value = raw.trim();
  const like = type === 'text' ? likeOf(value) : undefined;
  if (like) return { field, op: 'like', value: like };
  if (value.includes(',')) {
    const values = idList(value).map((v) => typedValue(type, v));
    return { field, op: 'in', value: values };
  }
  if (value.startsWith('!')) return { field, op: 'ne', value: typedValue(type, value.slice(1)) };
  return { field, op: 'eq', value: typedValue(type, value) };
}

function superRule(field: string, type: ValueType, rule: SuperQueryRule, raw: string): Condition {
  switch (rule) {
    case 'empty':
    case 'not_empty':
      return { field, op: rule };
    case 'in':
    case 'not_in':
      return {
        field,
        op: rule,
        value: idList(raw).map((v) => typedValue(type, v)),
      };
    case 'like':
    case 'not_like':
      return { field, op: rule, value: { text: raw, start: true, end: true } };
    case 'left_like':
    case 'not_left_like':
      return {
        field,
        op: rule === 'left_like' ? 'like' : 'not_like',
        value: { text: raw, start: true, end: false },
      };
    case 'right_like':
    case 'not_right_like':
      return {
        field,
        op: rule === 'right_like' ? 'like' : 'not_like',
        value: { text: raw, start: false, end: true },
      };
    default:
      return { field, op: rule, value: typedValue(type, raw) };
  }
}

/**
 * Reads the filters of a list query through its declaration: range keys, QueryGenerator values,
 * custom filters and `superQueryParams`. A superQuery field outside the declared (non-custom)
 * filters is refused: names reach a source only through the server's whitelist.
 */
export function parseFilters(spec: ListSpec, query: Record<string, unknown>): ParsedFilters {
  const conditions: Condition[] = [];
  const custom: [string, string][] = [];
  for (const [name, decl] of Object.entries(spec.filters)) {
    const raw = query[name];
    if (decl.kind === 'custom') {
      if (typeof raw === 'string' && raw.trim() !== '') custom.push([name, raw]);
      continue;
    }
    const type = decl.kind;
    if (typeof raw === 'string' && raw.trim() !== '') conditions.push(ruleFor(name, type, raw));
    if (type === 'text') continue;
    for (const edge of ['begin', 'end'] as const) {
      const bound = query[`${name}_${edge}`];
      if (typeof bound !== 'string' || bound.trim() === '') continue;
      conditions.push({
        field: name,
        op: edge === 'begin' ? 'ge' : 'le',
        value: typedValue(type, bound.trim(), edge),
      });
    }
  }
  const entries = (query.superQueryParams ?? []) as SuperQueryCondition[];
  const superConditions = entries.map((entry) => {
    const type = valueTypeOf(spec.filters, entry.field);
    if (!type) throw new AppError(Msg.invalidInput);
    return superRule(entry.field, type, entry.rule, entry.val.trim());
  });
  return {
    conditions,
    custom,
    superQuery: { match: query.superQueryMatchType === 'or' ? 'or' : 'and', conditions: superConditions },
  };
}

/** `column` (comma list, `_dictText` stripped) and `order` through the declared sort fields. */
export function parseSort(
  spec: ListSpec,
  column: string | undefined,
  order: string | undefined,
): { fields: string[]; direction: 'asc' | 'desc' } | undefined {
  if (!column?.trim()) return undefined;
  const fields = column.split(',').map((raw) => raw.trim().replace(/_dictText$/, ''));
  for (const field of fields) {
    if (!spec.sort.includes(field)) throw new AppError(Msg.sortFieldUnknown);
  }
  return { fields, direction: order?.toUpperCase().includes('ASC') ? 'asc' : 'desc' };
}
