import { useQuery } from '@tanstack/react-query';
import { cgreportRoutes, type ReportConfig } from '@xinmiao/shared';
import { Card, Form, Input, Table } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { useRecordDialog } from '../../../components/list/use-record-dialog.ts';
import { onlineReportColumns } from './columns.tsx';
import { ReportDesignModal } from './ReportDesignModal.tsx';
import { ReportViewModal } from './ReportViewModal.tsx';

/**
 * 报表开发: the school's reports, each a query built visually over a view the modules offer or one
 * of the school's forms; 打开 shows it as its users see it (the popup's own calls).
 */
export function OnlineReportsPage() {
  const list = useListPage(cgreportRoutes.list, { queryKey: ['online-reports'], search: { name: 'like' } });
  const records = useRecordDialog<ReportConfig>({
    queryKey: ['online-reports'],
    list,
    remove: (row) => api(cgreportRoutes.delete, { query: { id: row.id } }),
  });
  const sources = useQuery({
    queryKey: ['online-report-sources'],
    queryFn: () => api(cgreportRoutes.sources, {}),
  });
  const [viewing, setViewing] = useState<ReportConfig | null>(null);
  const { can } = useAccess();
  const columns = onlineReportColumns({
    can,
    edit: records.edit,
    remove: records.remove,
    open: setViewing,
    sources: sources.data ?? [],
  });

  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
        <Form.Item name="name" label="报表名称">
          <Input allowClear placeholder="请输入报表名称" />
        </Form.Item>
      </ListSearchForm>
      <AddButton permission="online:cgreport:add" style={{ marginBottom: 16 }} onClick={records.create} />
      <Table {...list.tableProps} columns={columns} scroll={{ x: 900 }} />
      <ReportDesignModal {...records.dialog} sources={sources.data ?? []} />
      {viewing ? <ReportViewModal code={viewing.code} onClose={() => setViewing(null)} /> : null}
    </Card>
  );
}
