import { z } from 'zod';
import { pageOf, pageQuery } from '../api/envelope.ts';
import type { Access, RouteDef } from '../api/route.ts';
import { type FilterShape, type FilterSpecs, filterShape } from './filters.ts';
import { superQueryParamsSchema } from './super-query.ts';

type RecordShape = z.ZodRawShape;

/** `<field>_dictText` keys the server adds for fields translated through a dictionary. */
type DictTextShape<K extends string> = { [F in K as `${F}_dictText`]: z.ZodOptional<z.ZodString> };

export type ListSpec<
  S extends string = string,
  F extends FilterSpecs = FilterSpecs,
  D extends string = string,
> = {
  /** Fields `column=` may name; the server maps each to a column and refuses any other. */
  sort: readonly S[];
  filters: F;
  /** Record field → dictionary code (`operate_type`, or a `table,text,code` key of the dict module). */
  dicts: Readonly<Partial<Record<D, string>>>;
};

export type ListRouteInput<
  R extends RecordShape,
  S extends string,
  F extends FilterSpecs,
  D extends keyof R & string,
> = {
  path: string;
  access: Access;
  summary: string;
  record: z.ZodObject<R>;
  sort: readonly S[];
  filters: F;
  dicts?: Readonly<Partial<Record<D, string>>>;
};

function listQuery<F extends FilterSpecs>(filters: F) {
  return pageQuery.extend({
    ...filterShape(filters),
    superQueryParams: superQueryParamsSchema.optional(),
    superQueryMatchType: z.enum(['and', 'or']).optional(),
  }) as z.ZodObject<
    typeof pageQuery.shape &
      FilterShape<F> & {
        superQueryParams: z.ZodOptional<typeof superQueryParamsSchema>;
        superQueryMatchType: z.ZodOptional<z.ZodEnum<{ and: 'and'; or: 'or' }>>;
      }
  >;
}

/**
 * A JeecgBoot list endpoint (`GET`, `pageNo`/`pageSize`/`column`/`order`, QueryGenerator filters,
 * `superQueryParams`, paged `records` with `_dictText`). The route carries `list` so the server's
 * list handler must implement every sort field and filter (a missing one does not type-check), and
 * the console's `useListPage` knows what may be searched.
 */
export function defineListRoute<
  const R extends RecordShape,
  const S extends string,
  const F extends FilterSpecs,
  const D extends keyof R & string = never,
>(input: ListRouteInput<R, S, F, D>) {
  const dicts = input.dicts ?? ({} as Readonly<Partial<Record<D, string>>>);
  const dictText = Object.fromEntries(
    Object.keys(dicts).map((field) => [`${field}_dictText`, z.string().optional()]),
  ) as DictTextShape<D>;
  const list: ListSpec<S, F, D> = { sort: input.sort, filters: input.filters, dicts };
  return {
    method: 'GET' as const,
    path: input.path,
    access: input.access,
    summary: input.summary,
    query: listQuery(input.filters),
    response: pageOf(input.record.extend(dictText) as z.ZodObject<R & DictTextShape<D>>),
    list,
  };
}

/** Any route made by `defineListRoute`, as the server and the console take it. */
export type ListRoute = RouteDef & {
  method: 'GET';
  query: z.ZodType;
  response: z.ZodType;
  list: ListSpec<string, FilterSpecs, string>;
};
