import { useQuery } from '@tanstack/react-query';

/** Where a picker finds the rows of stored keys: one cache entry per kind and key set. */
export type RowSource<T> = {
  kind: string;
  /** The rows of the keys the server knows; keys it does not know are left out. */
  load: (keys: string[]) => Promise<T[]>;
};

const ROWS_STALE_MS = 5 * 60_000;

/**
 * Rows of stored keys the dialog has not supplied (a form opened on a saved value): their names for
 * the field, and the dialog's 已选 panel. Undefined while loading and after a failure.
 */
export function useKeyRows<T>(source: RowSource<T>, keys: readonly string[]): T[] | undefined {
  const sorted = [...new Set(keys)].sort();
  const query = useQuery({
    queryKey: ['picker-rows', source.kind, sorted],
    // The rows only decorate the value: a user without the list permission still works with bare
    // keys, so a failure is not worth an error toast on every form that shows the picker.
    queryFn: () => source.load(sorted).catch(() => null),
    enabled: sorted.length > 0,
    staleTime: ROWS_STALE_MS,
  });
  if (sorted.length === 0) return [];
  return query.data ?? undefined;
}
