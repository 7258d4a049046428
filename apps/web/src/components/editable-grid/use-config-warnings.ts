import { useEffect, useRef } from 'react';
import { CONFIG_WARNING_PREFIX, gridConfigWarnings } from './config-warnings.ts';
import type { GridColumn } from './types.ts';

/**
 * Warns in the console about the grid's column mistakes, once per grid: a page that rebuilds its
 * column array on every render does not repeat the same warning; a new mistake is warned again.
 */
export function useConfigWarnings(columns: readonly GridColumn[]): void {
  const warned = useRef('');
  const text = gridConfigWarnings(columns).join('\n');
  useEffect(() => {
    if (!text || text === warned.current) return;
    warned.current = text;
    console.warn(`${CONFIG_WARNING_PREFIX}\n${text}`);
  }, [text]);
}
