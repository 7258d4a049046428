import { useQuery } from '@tanstack/react-query';
import { type CrisisFollowup, crisisRoutes } from '@xinmiao/shared';
import { Button, Card, Table, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { CaseDrawer } from '../case/CaseDrawer.tsx';

/** 跟踪回访: visits and re-tests of the cases in reach, earliest due first, overdue ones marked. */
export function FollowupsPage() {
  const rows = useQuery({
    queryKey: ['crisis', 'followups'],
    queryFn: () => api(crisisRoutes.followups, { query: {} }),
  });
  const [viewing, setViewing] = useState<string | null>(null);
  return (
    <Card variant="borderless">
      <Table<CrisisFollowup>
        rowKey="id"
        loading={rows.isLoading}
        dataSource={rows.data ?? []}
        scroll={{ x: 800 }}
        columns={[
          { title: '学生', dataIndex: 'studentName', width: 100 },
          {
            title: '类型',
            dataIndex: 'kind',
            width: 110,
            render: (v: string, row) => (v === 'retest' ? `复测 ${row.scaleCode ?? ''}` : '回访'),
          },
          {
            title: '计划时间',
            dataIndex: 'dueAt',
            width: 190,
            render: (v: string, row) =>
              row.overdue ? <Typography.Text type="danger">{v}（已逾期）</Typography.Text> : v,
          },
          { title: '完成时间', dataIndex: 'doneAt', width: 170 },
          { title: '情况', dataIndex: 'content', ellipsis: true },
          {
            title: '操作',
            key: 'op',
            width: 80,
            render: (_: unknown, row) => (
              <Button type="link" size="small" onClick={() => setViewing(row.caseId)}>
                个案
              </Button>
            ),
          },
        ]}
      />
      <CaseDrawer id={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
