import { type NavigateOptions, type SetURLSearchParams, useSearchParams } from 'react-router';

/** The history state a page's own query write carries. */
const OWN_QUERY = { ownQuery: true } as const;

/** True for a location a page reached by rewriting its own query (`usePageQuery`'s setter). */
export function isOwnQueryWrite(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'ownQuery' in state && state.ownQuery === true;
}

/**
 * `useSearchParams` for a page that keeps state in its query (filters, a page number, an import
 * job): every write is marked as the page's own, so the tab bar keeps it in the page's tab instead
 * of opening a second tab for the new URL. The one way pages read and write their query.
 */
export function usePageQuery(): [URLSearchParams, SetURLSearchParams] {
  const [params, setParams] = useSearchParams();
  const setOwn: SetURLSearchParams = (next, options?: NavigateOptions) =>
    setParams(next, { ...options, state: OWN_QUERY });
  return [params, setOwn];
}
