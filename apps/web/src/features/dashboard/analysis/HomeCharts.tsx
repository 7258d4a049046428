import { useQuery } from '@tanstack/react-query';
import {
  bookingRoutes,
  type CockpitData,
  DEFAULT_REGION_CODE,
  PLATFORM_TENANT_ID,
  statisticsRoutes,
} from '@xinmiao/shared';
import { Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { useSession } from '../../../access/session-store.ts';
import { api } from '../../../api/client.ts';
import { EChart } from '../../../components/charts/EChart.tsx';
import { cellText } from '../../cockpit/chart-options.ts';
import { bookingStatusLabel, caseStatusLabel } from '../../cockpit/labels.ts';
import { homeBarOption, homeCoverageOption } from './home-chart-options.ts';

function Chart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <div className="analysis-chart-title analysis-chart-title--first">{title}</div>
      {children}
    </section>
  );
}

/** Open cases by status, with how many of all cases are within their deadline, overdue, closed. */
function CasesChart({ data }: { data: CockpitData['caseStatus'] }) {
  const option = useMemo(
    () =>
      homeBarOption(
        data.map((c) => caseStatusLabel(c.status)),
        data.map((c) => c.count),
        '#fa8c16',
      ),
    [data],
  );
  return data.length ? (
    <EChart option={option} height={220} testId="home-cases-chart" />
  ) : (
    <Empty description="暂无在办个案" />
  );
}

/** Today's counselling bookings in the user's reach, by status. */
function BookingsChart() {
  const today = useQuery({ queryKey: ['home-bookings-today'], queryFn: () => api(bookingRoutes.today) });
  const statuses = today.data?.statuses ?? [];
  const option = useMemo(
    () =>
      homeBarOption(
        statuses.map((s) => bookingStatusLabel(s.status)),
        statuses.map((s) => s.count),
      ),
    [statuses],
  );
  if (today.isPending) return <Skeleton active />;
  return statuses.length ? (
    <EChart option={option} height={220} testId="home-bookings-chart" />
  ) : (
    <Empty description="今日暂无预约" />
  );
}

/** The board is a school's, for whoever may open the cockpits (the operator has its own cards). */
export function useShowsHomeCharts(): boolean {
  const { can } = useAccess();
  const session = useSession();
  return session.tenantid !== PLATFORM_TENANT_ID && can('cockpit:view');
}

/**
 * 工作看板 beside the visit statistics, for whoever may open the cockpits in a school: open cases by
 * status with their deadlines, today's bookings (for whoever keeps them) and screening coverage
 * year by year. The figures are the cockpit's, so the server decides what they cover: the school
 * for the centre, their college for a 辅导员, named in the title.
 */
export function HomeCharts() {
  const { can } = useAccess();
  const shown = useShowsHomeCharts();
  const bookings = can('counselling:booking:list');
  const figures = useQuery({
    queryKey: ['home-cockpit-data'],
    queryFn: () => api(statisticsRoutes.cockpitData, { query: { xzqhDm: DEFAULT_REGION_CODE } }),
    enabled: shown,
  });
  const coverage = useMemo(() => homeCoverageOption(figures.data?.years ?? []), [figures.data]);
  if (!shown) return null;
  const data = figures.data;
  const sla = data
    ? `按期 ${cellText(data.caseSla.onTime)} · 超期 ${cellText(data.caseSla.overdue)} · 已结 ${cellText(data.caseSla.closed)}`
    : '';
  return (
    <Card title={data ? `工作看板 · ${data.node.name}` : '工作看板'} size="small" style={{ height: '100%' }}>
      {figures.isPending ? (
        <Skeleton active />
      ) : !data ? (
        <Empty description="数据暂不可用" />
      ) : (
        <Row gutter={[16, 8]}>
          <Col xs={24} md={bookings ? 12 : 24}>
            <Chart title="在办个案（按状态）">
              <Typography.Text type="secondary">{sla}</Typography.Text>
              <CasesChart data={data.caseStatus} />
            </Chart>
          </Col>
          {bookings ? (
            <Col xs={24} md={12}>
              <Chart title="今日预约">
                <BookingsChart />
              </Chart>
            </Col>
          ) : null}
          <Col xs={24}>
            <Chart title="测评覆盖率（近五年，按当前在读人数）">
              <EChart option={coverage} height={220} testId="home-coverage-chart" />
            </Chart>
          </Col>
        </Row>
      )}
    </Card>
  );
}
