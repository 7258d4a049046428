import { useQuery } from '@tanstack/react-query';
import { type CrisisInterview, crisisRoutes } from '@xinmiao/shared';
import { Button, Card, Table, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { CaseDrawer } from '../case/CaseDrawer.tsx';

/** 约谈记录: interviews of the cases in reach, earliest due first, overdue ones marked. */
export function InterviewsPage() {
  const rows = useQuery({
    queryKey: ['crisis', 'interviews'],
    queryFn: () => api(crisisRoutes.interviews, { query: {} }),
  });
  const [viewing, setViewing] = useState<string | null>(null);
  return (
    <Card variant="borderless">
      <Table<CrisisInterview>
        rowKey="id"
        loading={rows.isLoading}
        dataSource={rows.data ?? []}
        scroll={{ x: 900 }}
        columns={[
          { title: '学生', dataIndex: 'studentName', width: 100 },
          { title: '约谈时间', dataIndex: 'scheduledAt', width: 170 },
          {
            title: '应完成',
            dataIndex: 'dueAt',
            width: 190,
            render: (v: string, row) =>
              row.overdue ? <Typography.Text type="danger">{v}（已逾期）</Typography.Text> : v,
          },
          {
            title: '状态',
            dataIndex: 'interviewStatus',
            width: 90,
            render: (v: string) => (v === 'done' ? '已约谈' : '待约谈'),
          },
          { title: '情况', dataIndex: 'outcome', ellipsis: true },
          { title: '下一步', dataIndex: 'nextStep', ellipsis: true },
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
