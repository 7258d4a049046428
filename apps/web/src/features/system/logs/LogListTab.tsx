import { logRoutes } from '@xinmiao/shared';
import { Table } from 'antd';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useDictItems } from '../../../components/list/use-dict-items.ts';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { LogSearchFields } from './LogSearchFields.tsx';
import { logColumns } from './log-columns.tsx';
import { LogType, type LogTypeValue } from './log-type.ts';

/** One log_type of `sys_log`: search row and server-paged table, its state in the URL (`login.`/`op.`). */
export function LogListTab({ logType }: { logType: LogTypeValue }) {
  const operation = logType === LogType.OPERATION;
  const list = useListPage(logRoutes.list, {
    queryKey: ['sys-log', logType],
    search: {
      keyWord: 'exact',
      operator: 'exact',
      ip: 'like',
      ...(operation ? { operateType: 'exact' } : {}),
    },
    range: 'createTime',
    fixed: { logType: String(logType) },
    urlPrefix: operation ? 'op.' : 'login.',
  });
  const operateTypes = useDictItems('operate_type');
  return (
    <>
      <ListSearchForm list={list} range="createTime">
        <LogSearchFields withOperateType={operation} />
      </ListSearchForm>
      <Table
        {...list.tableProps}
        columns={logColumns(operation, list.view.sort, operateTypes)}
        scroll={{ x: operation ? 1100 : 900 }}
      />
    </>
  );
}
