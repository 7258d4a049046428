import { DEFAULT_PAGE_SIZE } from './pagination.ts';
import { DEFAULT_SORT, type ListSort } from './sorting.ts';

/** How a search field's text is sent: as typed, or JeecgBoot's contains form `*v*`. */
export type SearchMode = 'exact' | 'like';

export type ListUrlSpec = {
  /** Search fields (filter names of the route) and how each is sent. */
  search: Readonly<Record<string, SearchMode>>;
  /** A filter searched by day range: `<range>_begin` / `<range>_end` as `yyyy-MM-dd`. */
  range?: string | undefined;
  /** Prefix of this list's URL parameters when one page shows several lists (tabs). */
  prefix?: string | undefined;
  /** Order when the URL names none; `null` sends no `column` (lists without createTime). */
  defaultSort?: ListSort | null | undefined;
};

/** What a list shows, as the URL holds it: the search as typed, the page and the sort. */
export type ListView = {
  pageNo: number;
  pageSize: number;
  sort: ListSort | null;
  /** Search values as typed (plus the range edges), only non-empty ones. */
  search: Record<string, string>;
};

const positive = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

export function defaultSortOf(spec: ListUrlSpec): ListSort | null {
  return spec.defaultSort === undefined ? DEFAULT_SORT : spec.defaultSort;
}

function searchKeys(spec: ListUrlSpec): string[] {
  const keys = Object.keys(spec.search);
  return spec.range ? [...keys, `${spec.range}_begin`, `${spec.range}_end`] : keys;
}

export function readView(params: URLSearchParams, spec: ListUrlSpec): ListView {
  const key = (name: string) => `${spec.prefix ?? ''}${name}`;
  const fallback = defaultSortOf(spec);
  const column = params.get(key('column'));
  const order = params.get(key('order'));
  const search: Record<string, string> = {};
  for (const name of searchKeys(spec)) {
    const value = params.get(key(name))?.trim();
    if (value) search[name] = value;
  }
  return {
    pageNo: positive(params.get(key('pageNo')), 1),
    pageSize: positive(params.get(key('pageSize')), DEFAULT_PAGE_SIZE),
    sort: column ? { column, order: order === 'asc' ? 'asc' : 'desc' } : fallback,
    search,
  };
}

/** `params` with this list's part replaced by `view`; defaults are left out so URLs stay short. */
export function writeView(params: URLSearchParams, spec: ListUrlSpec, view: ListView): URLSearchParams {
  const key = (name: string) => `${spec.prefix ?? ''}${name}`;
  const next = new URLSearchParams(params);
  for (const name of ['pageNo', 'pageSize', 'column', 'order', ...searchKeys(spec)]) next.delete(key(name));
  const fallback = defaultSortOf(spec);
  if (view.pageNo !== 1) next.set(key('pageNo'), String(view.pageNo));
  if (view.pageSize !== DEFAULT_PAGE_SIZE) next.set(key('pageSize'), String(view.pageSize));
  if (view.sort && (view.sort.column !== fallback?.column || view.sort.order !== fallback.order)) {
    next.set(key('column'), view.sort.column);
    next.set(key('order'), view.sort.order);
  }
  for (const name of searchKeys(spec)) {
    const value = view.search[name]?.trim();
    if (value) next.set(key(name), value);
  }
  return next;
}

/** The list request of a view: paging, sort, and each search value in its wire form. */
export function wireQuery(view: ListView, spec: ListUrlSpec): Record<string, string | number> {
  const query: Record<string, string | number> = { pageNo: view.pageNo, pageSize: view.pageSize };
  if (view.sort) Object.assign(query, { column: view.sort.column, order: view.sort.order });
  for (const [name, value] of Object.entries(view.search)) {
    query[name] = spec.search[name] === 'like' ? `*${value}*` : value;
  }
  return query;
}
