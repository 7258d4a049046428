import {
  aggregateKey,
  CGREPORT_MESSAGES,
  type FilterSpecs,
  filter,
  type ListSpec,
  type ReportAggregate,
  type ReportFilterOp,
} from '@xinmiao/shared';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../core/errors.ts';
import { parseFilters, parseSort } from '../../core/list/conditions.ts';
import { filtersSql } from '../../core/list/sql-conditions.ts';
import { typedValue } from '../../core/list/values.ts';
import { likeContains } from '../../core/query.ts';
import { isGrouped, PAGING_KEYS, type ReportDefinition, SELF_PREFIX } from './design.ts';
import { type ResolvedSource, type SourceField, sourceField } from './sources.ts';

function unknownParam(): never {
  throw new AppError(CGREPORT_MESSAGES.unknownParam);
}

/** The server's column for a field name; a name outside the source never becomes SQL. */
export function columnOf(source: ResolvedSource, name: string): AnyPgColumn {
  const target = Object.hasOwn(source.columns, name) ? source.columns[name] : undefined;
  if (!target) unknownParam();
  return target;
}

/** JeecgBoot's popup quotes `self_` values ('a'); the quotes are not part of the value. */
function unquoted(value: string): string {
  return value.length > 1 && value.startsWith("'") && value.endsWith("'") ? value.slice(1, -1) : value;
}

/** `column op value`, the value typed by the field (bound, never spliced). */
export function conditionOf(column: AnyPgColumn, field: SourceField, op: ReportFilterOp, raw: string): SQL {
  switch (op) {
    case 'empty':
      return isNull(column);
    case 'notEmpty':
      return isNotNull(column);
    case 'like':
      return ilike(column, likeContains(raw));
    default: {
      const value = typedValue(field.kind, raw.trim());
      const compare = { eq, ne, gt, ge: gte, lt, le: lte }[op];
      return compare(column, value);
    }
  }
}

/** The SQL of one statistic: its function is one of five fixed words, its column the server's. */
export function aggregateSql(source: ResolvedSource, a: ReportAggregate): SQL<number | string | null> {
  const column = a.field ? columnOf(source, a.field) : undefined;
  switch (a.fn) {
    case 'count':
      return column ? sql`count(${column})` : sql`count(*)`;
    case 'sum':
      return sql`sum(${column})`;
    case 'avg':
      return sql`round(avg(${column}), 2)`;
    case 'min':
      return sql`min(${column})`;
    case 'max':
      return sql`max(${column})`;
  }
}

/** The fixed filters of the design, and each parameter with a value (the request's, or its default). */
function designConditions(report: ReportDefinition, source: ResolvedSource, query: Record<string, unknown>) {
  const out: SQL[] = [];
  for (const f of report.filters) {
    const field = sourceField(source, f.field);
    if (!field) unknownParam();
    out.push(conditionOf(columnOf(source, f.field), field, f.op, f.value));
  }
  for (const p of report.params) {
    const field = sourceField(source, p.field);
    if (!field) unknownParam();
    const sent = Object.hasOwn(query, p.name) ? query[p.name] : undefined;
    const value = (typeof sent === 'string' ? sent : (p.defaultValue ?? '')).trim();
    if (value !== '') out.push(conditionOf(columnOf(source, p.field), field, p.op, value));
  }
  return out;
}

/**
 * The WHERE and ORDER BY of getData, every name resolved through the report and its source's
 * whitelist: the design's filters and parameters, search fields (QueryGenerator values,
 * `_begin`/`_end` for numbers and times), `self_<field>` (an exact value on a searchable field of
 * the source, the popup's `param`) and `column`/`order` on a sortable field (a group or statistic
 * of a grouped report). Any other parameter is refused, values are always bound.
 */
export function reportQuery(
  report: ReportDefinition,
  source: ResolvedSource,
  query: Record<string, unknown>,
): { where: SQL | undefined; orderBy: SQL[] } {
  const filters: FilterSpecs = {};
  for (const name of report.searchFields) {
    const field = sourceField(source, name);
    if (field?.searchable && !field.masked) filters[name] = filter[field.kind]();
  }
  const params = new Set(report.params.map((p) => p.name));
  const searched: Record<string, string> = {};
  const fixed: SQL[] = designConditions(report, source, query);
  for (const [key, raw] of Object.entries(query)) {
    if (PAGING_KEYS.has(key) || params.has(key) || typeof raw !== 'string') continue;
    if (key.startsWith(SELF_PREFIX)) {
      const name = key.slice(SELF_PREFIX.length);
      const field = sourceField(source, name);
      if (!field?.searchable || field.masked) unknownParam();
      const value = unquoted(raw.trim());
      if (value !== '') fixed.push(eq(columnOf(source, name), typedValue(field.kind, value)));
      continue;
    }
    const base = key.replace(/_(begin|end)$/, '');
    const spec = Object.hasOwn(filters, base) ? filters[base] : undefined;
    if (!spec || (base !== key && spec.kind === 'text')) unknownParam();
    searched[key] = raw;
  }
  const where = filtersSql(
    parseFilters({ sort: [], filters, dicts: {} }, searched),
    source.columns,
    noCustom,
  );
  return { where: and(...fixed, where), orderBy: orderOf(report, source, query) };
}

const noCustom = (): undefined => undefined;
const stringOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** What a report may be sorted by, name → SQL: a grouped report's groups and statistics, else the source's sortable fields. */
function sortables(report: ReportDefinition, source: ResolvedSource): Map<string, AnyPgColumn | SQL> {
  if (isGrouped(report)) {
    return new Map<string, AnyPgColumn | SQL>([
      ...report.groupBy.map((name) => [name, columnOf(source, name)] as const),
      ...report.aggregates.map((a) => [aggregateKey(a), aggregateSql(source, a)] as const),
    ]);
  }
  const names = Object.keys(source.fields).filter((name) => {
    const field = sourceField(source, name);
    return field?.sortable && !field.masked;
  });
  return new Map(names.map((name) => [name, columnOf(source, name)]));
}

function orderOf(report: ReportDefinition, source: ResolvedSource, query: Record<string, unknown>): SQL[] {
  const allowed = sortables(report, source);
  const spec: ListSpec = { sort: [...allowed.keys()], filters: {}, dicts: {} };
  const sort = parseSort(spec, stringOf(query.column), stringOf(query.order));
  const by = (name: string, direction: string | null) => {
    const target = allowed.get(name);
    return target ? [(direction === 'asc' ? asc : desc)(target)] : [];
  };
  if (sort) return sort.fields.flatMap((name) => by(name, sort.direction));
  if (report.sortField && allowed.has(report.sortField)) return by(report.sortField, report.sortOrder);
  if (isGrouped(report)) return report.groupBy.map((name) => asc(columnOf(source, name)));
  return source.defaultOrder;
}
