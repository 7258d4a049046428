import type { logRoutes, RouteInput } from '@xinmiao/shared';
import { createTimeRange, type DayRange } from '../../../components/list/date-range.ts';
import { likeValue } from '../../../components/list/pagination.ts';
import type { ListState } from '../../../components/list/use-list-state.ts';

/** JeecgBoot log_type of the two log tabs. */
export const LogType = { LOGIN: 1, OPERATION: 2 } as const;
export type LogTypeValue = (typeof LogType)[keyof typeof LogType];

export type LogFilters = {
  keyWord: string;
  operator: string;
  ip: string;
  /** Dict `operate_type` value; operation tab only. */
  operateType: string;
  range: DayRange | null;
};

export const EMPTY_LOG_FILTERS: LogFilters = {
  keyWord: '',
  operator: '',
  ip: '',
  operateType: '',
  range: null,
};

const text = (value: string) => value.trim() || undefined;

/** `/sys/log/list` query of one tab: its log_type, the search row, the page and the sort. */
export function logListQuery(
  logType: LogTypeValue,
  { pageNo, pageSize, filters, sort }: ListState<LogFilters>,
): NonNullable<RouteInput<typeof logRoutes.list>['query']> {
  return {
    pageNo,
    pageSize,
    column: sort.column,
    order: sort.order,
    logType: String(logType),
    keyWord: text(filters.keyWord),
    operator: text(filters.operator),
    ip: likeValue(filters.ip),
    operateType: logType === LogType.OPERATION ? text(filters.operateType) : undefined,
    ...createTimeRange(filters.range),
  };
}
