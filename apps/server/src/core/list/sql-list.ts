import { type FilterSpecs, type ListRoute, toPage } from '@xinmiao/shared';
import { and, asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuthCtx, Handler } from '../context.ts';
import { ok, okPlain } from '../envelope.ts';
import type { TenantTable } from '../tenant-db.ts';
import { parseFilters, parseSort } from './conditions.ts';
import { assertPlainDicts, loadDictTexts, withDictText } from './dict-text.ts';
import { pageRows } from './page-rows.ts';
import { filtersSql } from './sql-conditions.ts';
import type { ColumnFilterName, CustomFilterName, ListRecord, Paging, SortField } from './types.ts';

type Filters<R extends ListRoute> = R['list']['filters'];

/** Every declared filter, implemented: a column for QueryGenerator filters, a function for custom ones. */
export type SqlFilters<F extends FilterSpecs> = { [K in ColumnFilterName<F>]: AnyPgColumn } & {
  [K in CustomFilterName<F>]: (value: string, ctx: AuthCtx) => SQL | undefined;
};

export type SqlListConfig<R extends ListRoute, T extends TenantTable> = {
  table: T;
  sort: Record<SortField<R>, AnyPgColumn>;
  filters: SqlFilters<Filters<R>>;
  /** Order when the request names none (spec §9: newest first). */
  defaultOrder: SQL[];
  /** Appended to every order so paging is stable (usually the id). */
  tiebreak: SQL;
  /**
   * Rows the caller may list at all (addressed to the caller, a policy's `listCondition`…), ANDed
   * with the filters.
   */
  scope?: (ctx: AuthCtx) => SQL | undefined | Promise<SQL | undefined>;
  toRecords: (rows: T['$inferSelect'][], ctx: AuthCtx) => ListRecord<R>[] | Promise<ListRecord<R>[]>;
  /** JeecgBoot answers some lists with code 0 (`new Result()`); most with `Result.ok` (200). */
  reply?: 'ok' | 'plain';
  /**
   * The dictionary fields come from `toRecords`, not from the table's rows (a list of link rows
   * shown as the linked records): translate them from the records, in one more query.
   */
  dictsFromRecords?: boolean;
};

function splitFilters(
  spec: FilterSpecs,
  impl: Record<string, AnyPgColumn | ((v: string, ctx: AuthCtx) => SQL | undefined)>,
) {
  const columns: Record<string, AnyPgColumn> = {};
  const custom: Record<string, (v: string, ctx: AuthCtx) => SQL | undefined> = {};
  for (const [name, decl] of Object.entries(spec)) {
    const target = Object.hasOwn(impl, name) ? impl[name] : undefined;
    if (typeof target === 'function' && decl.kind === 'custom') custom[name] = target;
    else if (target && typeof target !== 'function' && decl.kind !== 'custom') columns[name] = target;
    else throw new Error(`list filter ${name} is not implemented as a ${decl.kind} filter`);
  }
  return { columns, custom };
}

export type ListRows<R extends ListRoute> = (
  ctx: AuthCtx,
  query: Paging & Record<string, unknown>,
) => Promise<{ records: ListRecord<R>[]; total: number }>;

/**
 * One page of a list route over one tenant table: filters and sort through the route's declaration
 * and this config's whitelists, the page with its total, `_dictText` translation. Start-up fails if
 * a declared filter has no implementation (the types already require one). The list handler and
 * its export (`list-export.ts`) both read through it.
 */
export function sqlListRows<R extends ListRoute, T extends TenantTable>(
  route: R,
  config: SqlListConfig<R, T>,
): ListRows<R> {
  const spec = route.list;
  if (route.access === 'public') throw new Error(`${route.path}: a list needs a signed-in caller`);
  assertPlainDicts(route.path, spec.dicts);
  const { columns, custom } = splitFilters(spec.filters, config.filters);
  const sortColumns: Record<string, AnyPgColumn> = config.sort;
  for (const field of spec.sort) {
    if (!Object.hasOwn(sortColumns, field)) throw new Error(`list sort field ${field} has no column`);
  }
  return async (ctx, query) => {
    const parsed = parseFilters(spec, query);
    const where = filtersSql(parsed, columns, (name, value) => custom[name]?.(value, ctx));
    const sort = parseSort(spec, query.column, query.order);
    const direction = sort?.direction === 'asc' ? asc : desc;
    const orderBy = sort
      ? sort.fields.flatMap((f) => {
          const column = sortColumns[f];
          return column ? [direction(column)] : [];
        })
      : config.defaultOrder;
    const { pageNo, pageSize } = query;
    const scope = await config.scope?.(ctx);
    const bound = and(scope, where);
    // The list as it opens and as one pages through it (no filter, no narrower data scope): the
    // same statement every time but for the page, kept per connection (`TenantDb.listPage`).
    const unfiltered = bound
      ? undefined
      : {
          shape: `list|${route.path}|${sort ? `${sort.fields}:${sort.direction}` : 'default'}`,
          where: undefined,
          values: {},
        };
    const page = await pageRows(
      ctx.db,
      config.table,
      { where: bound, orderBy: [...orderBy, config.tiebreak], pageNo, pageSize, prepared: unfiltered },
      (tx, rows) => loadDictTexts(tx, spec.dicts, rows),
    );
    // Outside the page's transaction: a record builder may read more through ctx.db.
    const built = await config.toRecords(page.rows, ctx);
    const texts = config.dictsFromRecords ? await loadDictTexts(ctx.db, spec.dicts, built) : page.extra;
    return { records: withDictText(spec.dicts, built, texts), total: page.total };
  };
}

/** The handler of a list route over one tenant table (see `sqlListRows`). */
export function sqlList<R extends ListRoute, T extends TenantTable>(
  route: R,
  config: SqlListConfig<R, T>,
): Handler<R> {
  const rows = sqlListRows(route, config);
  const handler = async (ctx: AuthCtx, { query }: { query: Paging & Record<string, unknown> }) => {
    const { records, total } = await rows(ctx, query);
    const result = toPage(records, total, query.pageNo, query.pageSize);
    return config.reply === 'plain' ? okPlain(result) : ok(result);
  };
  return handler as unknown as Handler<R>;
}
