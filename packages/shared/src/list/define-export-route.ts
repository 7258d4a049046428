import { z } from 'zod';
import type { Access } from '../api/route.ts';
import type { ListSpec } from './define-list-route.ts';

/** What an export needs of its list route (`defineListRoute`'s result). */
type ListRouteOf = { path: string; query: z.ZodObject; list: ListSpec };

/**
 * JeecgBoot's `exportXls` beside a list page: the list's own query (its filters, sort and advanced
 * query, as the console sends them from the search form) plus `selections`, the ticked rows' ids.
 * The answer is an .xlsx download, not an envelope.
 */
export function defineExportRoute<const L extends ListRouteOf>(
  list: L,
  input: { path: string; access: Access; summary: string },
) {
  return {
    method: 'GET' as const,
    path: input.path,
    access: input.access,
    summary: input.summary,
    operation: input.summary,
    query: list.query.extend({ selections: z.string().max(20_000).optional() }),
  };
}
