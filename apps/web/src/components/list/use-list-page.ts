import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListRoute, RouteDef, RouteInput, RouteResult } from '@xinmiao/shared';
import type { FormInstance, TablePaginationConfig, TableProps } from 'antd';
import { Form } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { api } from '../../api/client.ts';
import { usePageQuery } from '../../hooks/use-page-query.ts';
import {
  type ListUrlSpec,
  type ListView,
  readView,
  type SearchMode,
  wireQuery,
  writeView,
} from './list-url.ts';
import { pageAfterDelete, tablePagination } from './pagination.ts';
import { type ListSort, sortFromTable, sortOrderOf } from './sorting.ts';

/**
 * A paged GET route: one made by `defineListRoute`, or a hand-written JeecgBoot list (`pageQuery`
 * plus its own filters, answering `pageOf`), such as 租户管理 over the platform's tenant table.
 */
export type PagedRoute = ListRoute | (RouteDef & { method: 'GET'; query: z.ZodType; response: z.ZodType });

type PagingKey = 'pageNo' | 'pageSize' | 'column' | 'order';
type Query<R extends PagedRoute> = NonNullable<RouteInput<R>['query']>;
type Params<R extends PagedRoute> = RouteInput<R>['params'];
/** What may be searched: a list route's declared filters, else the route's query besides paging. */
type FilterName<R extends PagedRoute> = R extends ListRoute
  ? keyof R['list']['filters'] & string
  : Exclude<keyof Query<R> & string, PagingKey>;
type RecordOf<R extends PagedRoute> = RouteResult<R> extends { records: (infer X)[] } ? X : never;

export type ListPageOptions<R extends PagedRoute> = {
  /** Cache key of this list; invalidate it (a prefix is enough) after edits. */
  queryKey: readonly unknown[];
  /** Search form fields, by filter name, and how each is sent. */
  search?: Partial<Record<FilterName<R>, SearchMode>>;
  /** A filter searched by a day range picker (form field of the same name). */
  range?: FilterName<R>;
  /** Query values sent with every request and kept out of the URL (a tab's fixed filter). */
  fixed?: Partial<Query<R>>;
  /** Path parameters of the route (a form's `code`); part of the cache key. */
  params?: Params<R>;
  /** URL parameter prefix when one page shows several lists. */
  urlPrefix?: string;
  /** Default createTime desc; `null` for lists ordered by the server (no createTime). */
  defaultSort?: ListSort | null;
};

export type SearchValues = Record<string, string | [Dayjs | null, Dayjs | null] | null | undefined>;

/** What `ListSearchForm` needs of a list page. */
export type SearchFormState = {
  form: FormInstance<SearchValues>;
  initialValues: SearchValues;
  onSearch: (values: SearchValues) => void;
  onReset: () => void;
};

function formValues(view: ListView, spec: ListUrlSpec): SearchValues {
  const values: SearchValues = {};
  for (const name of Object.keys(spec.search)) values[name] = view.search[name] ?? '';
  if (spec.range) {
    const begin = view.search[`${spec.range}_begin`];
    const end = view.search[`${spec.range}_end`];
    values[spec.range] = begin && end ? [dayjs(begin), dayjs(end)] : null;
  }
  return values;
}

function searchOf(values: SearchValues, spec: ListUrlSpec): Record<string, string> {
  const search: Record<string, string> = {};
  for (const name of Object.keys(spec.search)) {
    const value = values[name];
    if (typeof value === 'string' && value.trim()) search[name] = value.trim();
  }
  const range = spec.range ? values[spec.range] : null;
  if (spec.range && Array.isArray(range) && range[0] && range[1]) {
    search[`${spec.range}_begin`] = range[0].format('YYYY-MM-DD');
    search[`${spec.range}_end`] = range[1].format('YYYY-MM-DD');
  }
  return search;
}

/**
 * One server-paged list page: search form and table props whose state (search, page, size, sort)
 * lives in the URL, so reload and back restore it. 查询 and 重置 always ask the server again, even
 * when nothing changed; both go back to page 1.
 */
export function useListPage<R extends PagedRoute>(route: R, options: ListPageOptions<R>) {
  const spec: ListUrlSpec = {
    search: (options.search ?? {}) as Readonly<Record<string, SearchMode>>,
    range: options.range,
    prefix: options.urlPrefix,
    defaultSort: options.defaultSort,
  };
  const [params, setParams] = usePageQuery();
  const view = readView(params, spec);
  const [form] = Form.useForm<SearchValues>();
  // Bumped by 查询/重置 so the request runs again when the URL (and so the key) did not change.
  const [asked, setAsked] = useState(0);
  const query = { ...wireQuery(view, spec), ...options.fixed } as Query<R>;
  const result = useQuery({
    queryKey: [...options.queryKey, options.params ?? null, query, asked],
    queryFn: () => api(route, { params: options.params, query }) as Promise<RouteResult<R>>,
    placeholderData: keepPreviousData,
  });
  const page = result.data as { records: RecordOf<R>[]; total: number } | undefined;

  const show = (next: ListView) => setParams((current) => writeView(current, spec, next));
  // A new URL is a new query key, so the request runs; an unchanged one needs the counter.
  const ask = (next: ListView) => {
    if (writeView(params, spec, next).toString() === params.toString()) setAsked((n) => n + 1);
    else show(next);
  };
  const searchKey = JSON.stringify(view.search);
  const shownSearch = useRef<string | null>(null);
  // Back/forward changes the URL under a mounted form: show what the URL says, once per new search
  // (checked after every render; the ref remembers which search the form shows).
  useEffect(() => {
    if (shownSearch.current === searchKey) return;
    shownSearch.current = searchKey;
    form.setFieldsValue(formValues(view, spec));
  });

  const total = page?.total ?? 0;
  const pagination: TablePaginationConfig = tablePagination(
    view.pageNo,
    view.pageSize,
    total,
    (pageNo, pageSize) => show({ ...view, pageNo: pageSize === view.pageSize ? pageNo : 1, pageSize }),
  );
  const onChange: TableProps<RecordOf<R>>['onChange'] = (_p, _f, sorter, extra) => {
    if (extra.action === 'sort') {
      show({
        ...view,
        pageNo: 1,
        sort: sortFromTable(sorter as SorterResult<RecordOf<R>>, readView(new URLSearchParams(), spec).sort),
      });
    }
  };
  return {
    view,
    query: result,
    records: page?.records ?? [],
    total,
    /** Controlled `sortOrder` of a sortable column. */
    sortOrder: (column: string) => sortOrderOf(view.sort, column),
    searchForm: {
      form,
      initialValues: formValues(view, spec),
      onSearch: (values: SearchValues) => ask({ ...view, pageNo: 1, search: searchOf(values, spec) }),
      onReset: () => {
        form.setFieldsValue(formValues({ ...view, search: {} }, spec));
        ask({ ...view, pageNo: 1, search: {} });
      },
    } satisfies SearchFormState,
    tableProps: {
      rowKey: 'id',
      size: 'middle' as const,
      loading: result.isFetching,
      dataSource: page?.records ?? [],
      pagination,
      onChange,
    },
    /** After deleting `removed` rows: stay on this page unless it would now be past the end (spec §4). */
    afterDelete: (removed: number) => {
      const pageNo = pageAfterDelete(view.pageNo, view.pageSize, total, removed);
      if (pageNo !== view.pageNo) show({ ...view, pageNo });
    },
  };
}
