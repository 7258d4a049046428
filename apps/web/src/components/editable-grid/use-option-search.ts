import { useRef, useState } from 'react';
import type { GridOption } from './types.ts';

/** Search-select debounce of spec §9. */
export const SEARCH_SELECT_DEBOUNCE_MS = 800;

/** Debounced async option search; a reply to an older search than the latest is ignored. */
export function useOptionSearch(search: ((text: string) => Promise<GridOption[]>) | undefined) {
  const [options, setOptions] = useState<GridOption[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onSearch = (text: string) => {
    if (!search) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      latest.current += 1;
      const asked = latest.current;
      setLoading(true);
      search(text)
        .then((found) => {
          if (asked === latest.current) setOptions(found);
        })
        .finally(() => {
          if (asked === latest.current) setLoading(false);
        });
    }, SEARCH_SELECT_DEBOUNCE_MS);
  };
  return { options, loading, onSearch };
}
