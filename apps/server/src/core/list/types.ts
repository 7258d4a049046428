import type { FilterSpecs, ListRoute, RouteQuery, RouteResult } from '@xinmiao/shared';

type Spec<R extends ListRoute> = R['list'];

export type SortField<R extends ListRoute> = Spec<R>['sort'][number];

export type CustomFilterName<F extends FilterSpecs> = {
  [K in keyof F & string]: F[K]['kind'] extends 'custom' ? K : never;
}[keyof F & string];

export type ColumnFilterName<F extends FilterSpecs> = Exclude<keyof F & string, CustomFilterName<F>>;

/** One record of the route's page, as its contract declares it (without the `_dictText` keys). */
export type ListRecord<R extends ListRoute> = RouteResult<R> extends { records: (infer X)[] } ? X : never;

export type ListQuery<R extends ListRoute> = RouteQuery<R>;

/** Page and sort of a list query, the same for every list. */
export type Paging = {
  pageNo: number;
  pageSize: number;
  column?: string | undefined;
  order?: string | undefined;
};
