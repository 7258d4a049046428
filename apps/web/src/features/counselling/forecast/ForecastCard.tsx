import { useQuery } from '@tanstack/react-query';
import { forecastRoutes, SESSIONS_PER_OPEN_WARNING } from '@xinmiao/shared';
import { Alert, Card, Table } from 'antd';
import { api } from '../../../api/client.ts';

/** 容量预测: expected sessions per college over the next weeks against the rota's slots. */
export function ForecastCard() {
  const forecast = useQuery({
    queryKey: ['counselling', 'forecast'],
    queryFn: () => api(forecastRoutes.forecast),
  });
  const data = forecast.data;
  const capacity = data ? data.weeklySlots * data.weeks : 0;
  const demand = data?.colleges.reduce((sum, c) => sum + c.expectedSessions, 0) ?? 0;
  return (
    <Card title={`容量预测（未来 ${data?.weeks ?? 4} 周）`} variant="borderless" style={{ marginTop: 16 }}>
      {data && (
        <Alert
          type={demand > capacity ? 'warning' : 'info'}
          showIcon
          style={{ marginBottom: 12 }}
          message={`预计需求 ${demand} 次，排班可提供 ${capacity} 个时段（每周 ${data.weeklySlots} 个）${demand > capacity ? '，需增加排班' : ''}`}
          description={`每个未解除的危机预警按 ${SESSIONS_PER_OPEN_WARNING} 次咨询估算，每个待预检/待确认的预约按 1 次估算。`}
        />
      )}
      <Table
        rowKey="collegeId"
        size="small"
        loading={forecast.isLoading}
        dataSource={data?.colleges ?? []}
        pagination={false}
        columns={[
          { title: '学院', dataIndex: 'name' },
          { title: '未解除预警', dataIndex: 'openWarnings', width: 120 },
          { title: '待分诊预约', dataIndex: 'pendingBookings', width: 120 },
          { title: '预计咨询次数', dataIndex: 'expectedSessions', width: 130 },
        ]}
      />
    </Card>
  );
}
