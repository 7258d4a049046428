import type { SavedQuery } from './super-query-model.ts';

/** Spec §9: saved queries live in local storage under a prefix plus the list's save code. */
export const SAVED_QUERY_PREFIX = 'JSuperQuerySaved_';

function isSavedQuery(v: unknown): v is SavedQuery {
  return typeof v === 'object' && v !== null && 'title' in v && 'records' in v && Array.isArray(v.records);
}

export function readSavedQueries(saveCode: string): SavedQuery[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SAVED_QUERY_PREFIX + saveCode) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSavedQuery) : [];
  } catch {
    return [];
  }
}

export function writeSavedQueries(saveCode: string, queries: readonly SavedQuery[]): void {
  localStorage.setItem(SAVED_QUERY_PREFIX + saveCode, JSON.stringify(queries));
}

/** Adds the query, or replaces the one of the same title (after the overwrite confirm). */
export function upsertQuery(queries: readonly SavedQuery[], query: SavedQuery): SavedQuery[] {
  const at = queries.findIndex((q) => q.title === query.title);
  return at < 0 ? [...queries, query] : queries.map((q, i) => (i === at ? query : q));
}
