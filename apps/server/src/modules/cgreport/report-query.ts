import {
  CGREPORT_MESSAGES,
  type FilterSpecs,
  filter,
  type ListSpec,
  type ReportSourceKey,
  reportField,
} from '@xinmiao/shared';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../core/errors.ts';
import { parseFilters, parseSort } from '../../core/list/conditions.ts';
import { filtersSql } from '../../core/list/sql-conditions.ts';
import { typedValue } from '../../core/list/values.ts';
import type { SourceImpl } from './sources.ts';

/** What a stored report asks of its source (read back from `onl_cgreport_head`). */
export type ReportDefinition = {
  source: ReportSourceKey;
  columns: readonly string[];
  searchFields: readonly string[];
  sortField: string | null;
  sortOrder: string | null;
};

/** Parameters every request may carry besides the report's own fields (`_t`: JeecgBoot's cache buster). */
const PAGING_KEYS = new Set(['pageNo', 'pageSize', 'column', 'order', '_t']);
const SELF_PREFIX = 'self_';

function unknownParam(): never {
  throw new AppError(CGREPORT_MESSAGES.unknownParam);
}

function column(impl: SourceImpl, name: string): AnyPgColumn {
  const target = Object.hasOwn(impl.columns, name)
    ? impl.columns[name as keyof typeof impl.columns]
    : undefined;
  if (!target) unknownParam();
  return target;
}

/** JeecgBoot's popup quotes `self_` values ('a'); the quotes are not part of the value. */
function unquoted(value: string): string {
  return value.length > 1 && value.startsWith("'") && value.endsWith("'") ? value.slice(1, -1) : value;
}

/**
 * The WHERE and ORDER BY of getData, every name resolved through the report and its source's
 * whitelist: search fields (QueryGenerator values, `_begin`/`_end` for numbers and times),
 * `self_<field>` (an exact value on a searchable field of the source, the popup's `param`) and
 * `column`/`order` on a sortable field. Any other parameter is refused, values are always bound.
 */
export function reportQuery(
  report: ReportDefinition,
  impl: SourceImpl,
  query: Record<string, unknown>,
): { where: SQL | undefined; orderBy: SQL[] } {
  const filters: FilterSpecs = {};
  for (const name of report.searchFields) {
    const field = reportField(report.source, name);
    if (field?.searchable) filters[name] = filter[field.kind]();
  }
  const searched: Record<string, string> = {};
  const fixed: SQL[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (PAGING_KEYS.has(key) || typeof raw !== 'string') continue;
    if (key.startsWith(SELF_PREFIX)) {
      const name = key.slice(SELF_PREFIX.length);
      const field = reportField(report.source, name);
      if (!field?.searchable) unknownParam();
      const value = unquoted(raw.trim());
      if (value !== '') fixed.push(eq(column(impl, name), typedValue(field.kind, value)));
      continue;
    }
    const base = key.replace(/_(begin|end)$/, '');
    const spec = Object.hasOwn(filters, base) ? filters[base] : undefined;
    if (!spec || (base !== key && spec.kind === 'text')) unknownParam();
    searched[key] = raw;
  }
  const sortable = Object.keys(impl.columns).filter((name) => reportField(report.source, name)?.sortable);
  const spec: ListSpec = { sort: sortable, filters, dicts: {} };
  const where = filtersSql(parseFilters(spec, searched), impl.columns, noCustom);
  const sort = parseSort(spec, stringOf(query.column), stringOf(query.order));
  return { where: and(...fixed, where), orderBy: orderOf(report, impl, sort) };
}

const noCustom = (): undefined => undefined;

const stringOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function orderOf(
  report: ReportDefinition,
  impl: SourceImpl,
  sort: { fields: string[]; direction: 'asc' | 'desc' } | undefined,
): SQL[] {
  if (sort) return sort.fields.map((f) => (sort.direction === 'asc' ? asc : desc)(column(impl, f)));
  if (report.sortField && reportField(report.source, report.sortField)?.sortable) {
    return [(report.sortOrder === 'asc' ? asc : desc)(column(impl, report.sortField))];
  }
  return impl.defaultOrder;
}
