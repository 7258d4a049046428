import { useQuery } from '@tanstack/react-query';
import { visitRoutes } from '@xinmiao/shared';
import { Card, Col, Empty, Row, Skeleton, Statistic } from 'antd';
import { api } from '../../../api/client.ts';
import { WeeklyVisitsChart } from './WeeklyVisitsChart.tsx';

const thousands = (value: number | string) => Number(value).toLocaleString('zh-CN');

/** 访问统计 of the school: today's and all sign-ins, today's addresses, and the last 7 days. */
export function VisitStats() {
  const info = useQuery({ queryKey: ['sys-loginfo'], queryFn: () => api(visitRoutes.loginfo) });
  const week = useQuery({ queryKey: ['sys-visitInfo'], queryFn: () => api(visitRoutes.visitInfo) });
  const counters = [
    { title: '今日访问', value: info.data?.todayVisitCount },
    { title: '今日访问IP', value: info.data?.todayIp },
    { title: '总访问量', value: info.data?.totalVisitCount },
  ];
  return (
    <Card title="访问统计">
      <Row gutter={[16, 16]}>
        {counters.map((c) => (
          <Col key={c.title} xs={24} sm={8}>
            <Statistic title={c.title} value={c.value ?? 0} loading={info.isPending} formatter={thousands} />
          </Col>
        ))}
      </Row>
      <div className="analysis-chart-title">近 7 天访问</div>
      {week.isPending ? (
        <Skeleton active />
      ) : week.data ? (
        <WeeklyVisitsChart week={week.data} />
      ) : (
        <Empty description="暂无访问数据" />
      )}
    </Card>
  );
}
