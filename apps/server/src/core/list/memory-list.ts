import { type FilterSpecs, type ListRoute, toPage } from '@xinmiao/shared';
import type { AuthCtx, Handler } from '../context.ts';
import { ok } from '../envelope.ts';
import { parseFilters, parseSort } from './conditions.ts';
import { assertPlainDicts, loadDictTexts, withDictText } from './dict-text.ts';
import { compareValues, type FieldValue, matches } from './memory-conditions.ts';
import type { ColumnFilterName, CustomFilterName, ListRecord, Paging, SortField } from './types.ts';

type Read<Rec> = (record: Rec) => FieldValue;

/** Every declared filter, implemented: a field reader for QueryGenerator filters, a predicate for custom ones. */
export type MemoryFilters<F extends FilterSpecs, Rec> = { [K in ColumnFilterName<F>]: Read<Rec> } & {
  [K in CustomFilterName<F>]: (value: string) => (record: Rec) => boolean;
};

export type MemoryListConfig<R extends ListRoute> = {
  /** Every record the caller may list, in the default order. */
  load: (ctx: AuthCtx) => Promise<ListRecord<R>[]>;
  sort: Record<SortField<R>, Read<ListRecord<R>>>;
  filters: MemoryFilters<R['list']['filters'], ListRecord<R>>;
};

/**
 * The handler of a list that is small and built in memory (the scale library merges built-ins with
 * the tenant's rows): the same declaration, QueryGenerator rules, superQuery, sort whitelist and
 * paging as `sqlList`.
 */
export function memoryList<R extends ListRoute>(route: R, config: NoInfer<MemoryListConfig<R>>): Handler<R> {
  const spec = route.list;
  if (route.access === 'public') throw new Error(`${route.path}: a list needs a signed-in caller`);
  assertPlainDicts(route.path, spec.dicts);
  const readers: Record<string, Read<ListRecord<R>>> = {};
  const predicates: Record<string, (value: string) => (record: ListRecord<R>) => boolean> = {};
  const impl: Record<string, unknown> = config.filters;
  for (const [name, decl] of Object.entries(spec.filters)) {
    const target = Object.hasOwn(impl, name) ? impl[name] : undefined;
    if (typeof target !== 'function') throw new Error(`list filter ${name} is not implemented`);
    if (decl.kind === 'custom') predicates[name] = target as (typeof predicates)[string];
    else readers[name] = target as Read<ListRecord<R>>;
  }
  const sortReaders: Record<string, Read<ListRecord<R>>> = config.sort;
  for (const field of spec.sort) {
    if (!Object.hasOwn(sortReaders, field)) throw new Error(`list sort field ${field} has no reader`);
  }
  const handler = async (ctx: AuthCtx, { query }: { query: Paging & Record<string, unknown> }) => {
    const parsed = parseFilters(spec, query);
    const sort = parseSort(spec, query.column, query.order);
    const field = (name: string, record: ListRecord<R>) => readers[name]?.(record);
    const tests = [
      ...parsed.conditions.map((c) => (record: ListRecord<R>) => matches(c, field(c.field, record))),
      ...parsed.custom.flatMap(([name, value]) => predicates[name]?.(value) ?? []),
    ];
    const superTests = parsed.superQuery.conditions.map(
      (c) => (record: ListRecord<R>) => matches(c, field(c.field, record)),
    );
    const superMatch = (record: ListRecord<R>) =>
      !superTests.length ||
      (parsed.superQuery.match === 'or'
        ? superTests.some((t) => t(record))
        : superTests.every((t) => t(record)));
    const records = (await config.load(ctx)).filter((rec) => tests.every((t) => t(rec)) && superMatch(rec));
    if (sort) {
      const sign = sort.direction === 'asc' ? 1 : -1;
      records.sort((a, b) => {
        for (const name of sort.fields) {
          const diff = compareValues(sortReaders[name]?.(a), sortReaders[name]?.(b));
          if (diff) return sign * diff;
        }
        return 0;
      });
    }
    const { pageNo, pageSize } = query;
    const start = (pageNo - 1) * pageSize;
    const slice = records.slice(start, start + pageSize);
    const page = withDictText(spec.dicts, slice, await loadDictTexts(ctx.db, spec.dicts, slice));
    return ok(toPage(page, records.length, pageNo, pageSize));
  };
  return handler as unknown as Handler<R>;
}
