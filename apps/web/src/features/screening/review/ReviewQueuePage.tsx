import { useQuery, useQueryClient } from '@tanstack/react-query';
import { REVIEW_STATUS, screeningTaskRoutes } from '@xinmiao/shared';
import { App, Button, Card, Input, Popconfirm, Segmented, Space, Table } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { type ReviewRow, reviewColumns } from './columns.tsx';

type Status = 'pending' | 'valid' | 'invalid';

/** 作废审核: sheets the validity rules marked invalid, kept as valid or confirmed void by the centre. */
export function ReviewQueuePage() {
  const [status, setStatus] = useState<Status>('pending');
  const [note, setNote] = useState('');
  const { can } = useAccess();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const queue = useQuery({
    queryKey: ['screening', 'review', status],
    queryFn: () => api(screeningTaskRoutes.reviewQueue, { query: { status } }),
  });
  const decide = (row: ReviewRow, decision: 'valid' | 'invalid') =>
    api(screeningTaskRoutes.review, { body: { id: row.id, decision, note } })
      .then(() => {
        message.success('审核完成');
        setNote('');
        return queryClient.invalidateQueries({ queryKey: ['screening', 'review'] });
      })
      .catch(reportError);
  const actions = (row: ReviewRow) =>
    status === 'pending' && can('screening:result:review') ? (
      <Space>
        <Popconfirm
          title="审核意见（可选）"
          description={<Input value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} />}
          onConfirm={() => decide(row, 'valid')}
        >
          <Button size="small">判为有效</Button>
        </Popconfirm>
        <Popconfirm
          title="确认作废这份答卷？"
          description={<Input value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} />}
          onConfirm={() => decide(row, 'invalid')}
        >
          <Button size="small" danger>
            确认作废
          </Button>
        </Popconfirm>
      </Space>
    ) : null;
  return (
    <Card variant="borderless">
      <Segmented<Status>
        value={status}
        onChange={setStatus}
        options={(['pending', 'valid', 'invalid'] as const).map((value) => ({
          value,
          label: REVIEW_STATUS[value],
        }))}
        style={{ marginBottom: 16 }}
      />
      <Table<ReviewRow>
        rowKey="id"
        loading={queue.isLoading}
        dataSource={queue.data ?? []}
        columns={reviewColumns(actions)}
        scroll={{ x: 1100 }}
      />
    </Card>
  );
}
