import { auditRoutes } from '@xinmiao/shared';
import { Alert, Table } from 'antd';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { auditColumns } from './audit-columns.tsx';
import { ReadAuditSearchFields } from './ReadAuditSearchFields.tsx';

/** 读取审计: who opened which student's sensitive data, newest first. */
export function ReadAuditTab() {
  // The record id is matched exactly ("who viewed student X"); reader and route in part.
  const list = useListPage(auditRoutes.readList, {
    queryKey: ['sys-read-audit'],
    search: { username: 'like', recordId: 'exact', resource: 'like' },
    range: 'createTime',
    urlPrefix: 'audit.',
  });
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="声明为敏感读取的接口（《个人信息保护法》第二十八条所称敏感个人信息）每次成功读取都记录在此：读取人、时间、IP 与被读取的记录。"
      />
      <ListSearchForm list={list} range="createTime">
        <ReadAuditSearchFields />
      </ListSearchForm>
      <Table {...list.tableProps} columns={auditColumns(list.view.sort)} scroll={{ x: 900 }} />
    </>
  );
}
