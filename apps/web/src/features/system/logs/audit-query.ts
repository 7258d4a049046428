import type { auditRoutes, RouteInput } from '@xinmiao/shared';
import { createTimeRange, type DayRange } from '../../../components/list/date-range.ts';
import { likeValue } from '../../../components/list/pagination.ts';
import type { ListState } from '../../../components/list/use-list-state.ts';

export type AuditFilters = { username: string; recordId: string; resource: string; range: DayRange | null };

export const EMPTY_AUDIT_FILTERS: AuditFilters = { username: '', recordId: '', resource: '', range: null };

/**
 * `/sys/audit/readList` query. The record id is matched exactly ("who viewed student X"); reader
 * and route are matched in part.
 */
export function auditListQuery({
  pageNo,
  pageSize,
  filters,
  sort,
}: ListState<AuditFilters>): NonNullable<RouteInput<typeof auditRoutes.readList>['query']> {
  return {
    pageNo,
    pageSize,
    column: sort.column,
    order: sort.order,
    username: likeValue(filters.username),
    recordId: filters.recordId.trim() || undefined,
    resource: likeValue(filters.resource),
    ...createTimeRange(filters.range),
  };
}
