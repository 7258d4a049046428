import { useQuery } from '@tanstack/react-query';
import { auditRoutes } from '@xinmiao/shared';
import { Alert } from 'antd';
import { api } from '../../../api/client.ts';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { useListState } from '../../../components/list/use-list-state.ts';
import { auditColumns } from './audit-columns.tsx';
import { type AuditFilters, auditListQuery, EMPTY_AUDIT_FILTERS } from './audit-query.ts';
import { ReadAuditSearchForm } from './ReadAuditSearchForm.tsx';

/** 读取审计: who opened which student's sensitive data, newest first. */
export function ReadAuditTab() {
  const list = useListState<AuditFilters>(EMPTY_AUDIT_FILTERS);
  const page = useQuery({
    queryKey: ['sys-read-audit', list.state],
    queryFn: () => api(auditRoutes.readList, { query: auditListQuery(list.state) }),
  });
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="声明为敏感读取的接口（《个人信息保护法》第二十八条所称敏感个人信息）每次成功读取都记录在此：读取人、时间、IP 与被读取的记录。"
      />
      <ReadAuditSearchForm onSearch={list.search} onReset={list.reset} />
      <ListTable
        list={list}
        columns={auditColumns(list.state.sort)}
        records={page.data?.records ?? []}
        total={page.data?.total ?? 0}
        loading={page.isFetching}
        scrollX={900}
      />
    </>
  );
}
