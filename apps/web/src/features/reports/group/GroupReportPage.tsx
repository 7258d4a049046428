import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { type GroupReport, levelName, reportRoutes } from '@xinmiao/shared';
import { Breadcrumb, Button, Card, Descriptions, Empty, Select, Space, Table, Typography } from 'antd';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { downloadRoute } from '../../../api/download.ts';
import { reportError } from '../../../api/error-display.ts';
import { useLevels } from '../../../components/levels/use-levels.ts';
import { usePageQuery } from '../../../hooks/use-page-query.ts';
import { groupColumns } from './columns.tsx';

function ScaleCards({ report }: { report: GroupReport }) {
  const levels = useLevels();
  return (
    <>
      {report.scales.map((s) => (
        <Card key={s.code} size="small" title={s.name} style={{ marginTop: 16 }}>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, md: 3 }}
            items={[
              { key: 'valid', label: '有效答卷', children: s.valid },
              {
                key: 'invalid',
                label: '无效率',
                children: s.invalidRate === null ? '—' : `${s.invalidRate}%`,
              },
              ...[0, 1, 2, 3].map((l) => ({
                key: `l${l}`,
                label: levelName(levels, l),
                children: s.levels[l],
              })),
              { key: 'top', label: '主要关注因子', children: s.topConcerns.join('、') || '—' },
            ]}
          />
          {s.factors.length > 0 && (
            <Table
              size="small"
              rowKey="name"
              pagination={false}
              dataSource={s.factors}
              columns={[
                { title: '因子', dataIndex: 'name' },
                { title: '均分', dataIndex: 'mean' },
                { title: '常模均分', dataIndex: 'normMean', render: (v: number | null) => v ?? '—' },
              ]}
            />
          )}
        </Card>
      ))}
    </>
  );
}

/** 团体报告: one task's participation and levels by college → grade → class, small cells suppressed. */
export function GroupReportPage() {
  const { can } = useAccess();
  const [params, setParams] = usePageQuery();
  const taskId = params.get('taskId') ?? '';
  const departId = params.get('departId') ?? undefined;
  const tasks = useQuery({
    queryKey: ['screening', 'report', 'tasks'],
    queryFn: () => api(reportRoutes.tasks),
  });
  const report = useQuery({
    queryKey: ['screening', 'report', 'group', taskId, departId],
    queryFn: () => api(reportRoutes.group, { query: { taskId, ...(departId ? { departId } : {}) } }),
    enabled: taskId !== '',
  });
  const go = (next: { taskId?: string; departId?: string }) => {
    const search = new URLSearchParams();
    const task = next.taskId ?? taskId;
    if (task) search.set('taskId', task);
    if (next.departId) search.set('departId', next.departId);
    setParams(search);
  };
  const data = report.data;
  const levels = useLevels();
  return (
    <Card variant="borderless">
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          style={{ width: 280 }}
          placeholder="请选择测评任务"
          value={taskId || undefined}
          onChange={(value: string) => go({ taskId: value })}
          options={(tasks.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
        />
        {data && can('screening:report:export') && (
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              downloadRoute(
                reportRoutes.groupExport,
                { query: { taskId, ...(departId ? { departId } : {}) } },
                '团体报告.xlsx',
              ).catch(reportError)
            }
          >
            导出 Excel
          </Button>
        )}
      </Space>
      {!data ? (
        <Empty description={taskId ? '加载中…' : '请选择测评任务'} />
      ) : (
        <>
          <Breadcrumb
            style={{ marginBottom: 12 }}
            items={data.path.map((p, i) => ({
              title:
                i === data.path.length - 1 ? (
                  p.name
                ) : (
                  <Typography.Link onClick={() => go({ departId: i === 0 ? '' : p.departId })}>
                    {p.name}
                  </Typography.Link>
                ),
            }))}
          />
          <Table
            rowKey="departId"
            size="middle"
            pagination={false}
            dataSource={[
              ...data.rows,
              { ...data.total, departId: `${data.total.departId}-total`, name: '合计', hasChildren: false },
            ]}
            columns={groupColumns((row) => go({ departId: row.departId }), levels)}
            scroll={{ x: 'max-content' }}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            人数少于 5 显示为“&lt;5”；“*”为防止由合计推算出“&lt;5”而一并隐去的数字。
          </Typography.Paragraph>
          <ScaleCards report={data} />
        </>
      )}
    </Card>
  );
}
