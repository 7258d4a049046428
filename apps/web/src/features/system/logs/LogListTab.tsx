import { useQuery } from '@tanstack/react-query';
import { logRoutes } from '@xinmiao/shared';
import { api } from '../../../api/client.ts';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { useDictItems } from '../../../components/list/use-dict-items.ts';
import { useListState } from '../../../components/list/use-list-state.ts';
import { LogSearchForm } from './LogSearchForm.tsx';
import { logColumns } from './log-columns.tsx';
import { EMPTY_LOG_FILTERS, type LogFilters, LogType, type LogTypeValue, logListQuery } from './log-query.ts';

/** One log_type of `sys_log`: search row and server-paged table. */
export function LogListTab({ logType }: { logType: LogTypeValue }) {
  const list = useListState<LogFilters>(EMPTY_LOG_FILTERS);
  const operation = logType === LogType.OPERATION;
  const operateTypes = useDictItems('operate_type');
  const page = useQuery({
    queryKey: ['sys-log', logType, list.state],
    queryFn: () => api(logRoutes.list, { query: logListQuery(logType, list.state) }),
  });
  return (
    <>
      <LogSearchForm withOperateType={operation} onSearch={list.search} onReset={list.reset} />
      <ListTable
        list={list}
        columns={logColumns(operation, list.state.sort, operateTypes)}
        records={page.data?.records ?? []}
        total={page.data?.total ?? 0}
        loading={page.isFetching}
        scrollX={operation ? 1100 : 900}
      />
    </>
  );
}
