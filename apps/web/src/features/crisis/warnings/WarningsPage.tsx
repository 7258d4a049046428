import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { CASE_STATUS, crisisRoutes } from '@xinmiao/shared';
import { Button, Card, Form, Select, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { usePageQuery } from '../../../hooks/use-page-query.ts';
import { CaseDrawer } from '../case/CaseDrawer.tsx';
import { useNow } from '../labels.tsx';
import { ActionCards } from './ActionCards.tsx';
import { caseColumns } from './columns.tsx';
import { ReportFormModal } from './ReportFormModal.tsx';

/** New warnings show up within seconds without a reload. */
const QUEUE_REFRESH_MS = 10_000;

function CaseList({ onOpen }: { onOpen: (id: string) => void }) {
  const list = useListPage(crisisRoutes.list, {
    queryKey: ['crisis', 'cases'],
    search: { caseStatus: 'exact', source: 'exact' },
  });
  const queryClient = useQueryClient();
  const now = useNow();
  useEffect(() => {
    const timer = window.setInterval(
      () => void queryClient.invalidateQueries({ queryKey: ['crisis', 'cases'] }),
      QUEUE_REFRESH_MS,
    );
    return () => window.clearInterval(timer);
  }, [queryClient]);
  return (
    <>
      <ListSearchForm list={list}>
        <Form.Item name="caseStatus" label="状态">
          <Select
            style={{ width: 140 }}
            options={[
              { value: '', label: '全部' },
              ...Object.entries(CASE_STATUS).map(([value, label]) => ({ value, label })),
            ]}
          />
        </Form.Item>
      </ListSearchForm>
      <Table
        {...list.tableProps}
        rowKey="id"
        columns={caseColumns((row) => onOpen(row.id), now)}
        scroll={{ x: 1300 }}
      />
    </>
  );
}

/**
 * 危机预警: the triage queue and case list for the centre and 辅导员 (with SLA countdowns and level
 * colours), action cards for class teachers, and the 报送 form for the four-level network.
 */
export function WarningsPage() {
  const { can } = useAccess();
  const queryClient = useQueryClient();
  const [reporting, setReporting] = useState(false);
  // `?case=` opens a case, as a notification's 去处理 link does; the server decides what is shown.
  const [params, setParams] = usePageQuery();
  const viewing = params.get('case');
  const view = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('case', id);
      else next.delete('case');
      return next;
    });
  return (
    <Card variant="borderless">
      <Space wrap style={{ marginBottom: 16 }}>
        {can('crisis:warning:report') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setReporting(true)}>
            报送
          </Button>
        )}
      </Space>
      {can('crisis:case:detail') ? <CaseList onOpen={view} /> : <ActionCards />}
      <CaseDrawer id={viewing} onClose={() => view(null)} />
      <ReportFormModal
        open={reporting}
        onClose={() => setReporting(false)}
        onSaved={() => {
          setReporting(false);
          void queryClient.invalidateQueries({ queryKey: ['crisis'] });
        }}
      />
    </Card>
  );
}
