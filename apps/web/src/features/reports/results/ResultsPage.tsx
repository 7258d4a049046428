import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LEVEL_LABELS, type ReportListRecord, reportRoutes } from '@xinmiao/shared';
import { App, Button, Card, Form, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../app/error-display.ts';
import { resultColumns } from './columns.tsx';

type Filters = { taskId?: string; minLevel?: number; studentNo?: string };

/** 个体报告: the results the user may read (need-to-know), each opening its standalone report page. */
export function ResultsPage() {
  const { can } = useAccess();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Filters>({});
  const tasks = useQuery({
    queryKey: ['screening', 'report', 'tasks'],
    queryFn: () => api(reportRoutes.tasks),
    enabled: can('screening:report:group'),
  });
  const list = useQuery({
    queryKey: ['screening', 'report', 'list', filters],
    queryFn: () => api(reportRoutes.list, { query: filters }),
  });
  const open = (row: ReportListRecord) =>
    window.open(`/${row.page}?resultId=${row.id}`, '_blank', 'noopener');
  const move = (row: ReportListRecord, action: 'review' | 'release' | 'withhold') =>
    api(reportRoutes[action], { body: { resultId: row.id } })
      .then((reply) => {
        if (typeof reply === 'string') message.success(reply);
        return queryClient.invalidateQueries({ queryKey: ['screening', 'report', 'list'] });
      })
      .catch(reportError);
  return (
    <Card variant="borderless">
      <Form<Filters>
        layout="inline"
        onFinish={(values) => setFilters(values)}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="taskId" label="测评任务">
          <Select
            allowClear
            style={{ width: 220 }}
            placeholder="全部任务"
            options={(tasks.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
          />
        </Form.Item>
        <Form.Item name="minLevel" label="关注等级">
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder="全部"
            options={[1, 2, 3].map((l) => ({ value: l, label: `${LEVEL_LABELS[l]}及以上` }))}
          />
        </Form.Item>
        <Form.Item name="studentNo" label="学号">
          <Input allowClear placeholder="请输入学号" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
        </Space>
      </Form>
      <Table
        rowKey="id"
        size="middle"
        loading={list.isPending}
        dataSource={list.data ?? []}
        columns={resultColumns({ open, ...(can('screening:report:release') ? { move } : {}) })}
        scroll={{ x: 1300 }}
        pagination={{ pageSize: 20, showTotal: (total) => `共 ${total} 条` }}
      />
    </Card>
  );
}
