/**
 * Wraps an async search so only the newest call's reply is delivered: a slow reply to an older
 * keyword that lands after a newer one is dropped (spec §9 search-select).
 */
export function latestOnly<A, R>(
  search: (arg: A) => Promise<R>,
): (arg: A) => Promise<{ stale: boolean; value: R }> {
  let newest = 0;
  return async (arg) => {
    newest += 1;
    const mine = newest;
    const value = await search(arg);
    return { stale: mine !== newest, value };
  };
}
