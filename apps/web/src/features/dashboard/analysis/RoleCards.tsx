import { useQuery } from '@tanstack/react-query';
import { DEFAULT_REGION_CODE, PLATFORM_TENANT_ID, statisticsRoutes } from '@xinmiao/shared';
import { Button, Card, Col, Flex, List, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { useAccess } from '../../../access/access-store.ts';
import { useSession } from '../../../access/session-store.ts';
import { api } from '../../../api/client.ts';
import { freshnessText } from '../../cockpit/CockpitFrame.tsx';
import { cellText } from '../../cockpit/chart-options.ts';

const COCKPITS = [
  { path: '/cockpit/condition', title: '总体概况' },
  { path: '/cockpit/psychologicalTests', title: '心理测评' },
  { path: '/cockpit/careerPlanning', title: '学业生涯' },
  { path: '/cockpit/lectureHall', title: '家长学堂' },
  { path: '/cockpit/schoolDataCockpit', title: '学校数据' },
];

/** The ranking of schools by ledger completeness: every school, or a 教育局's own region's. */
function LedgerRanking() {
  const top = useQuery({
    queryKey: ['home-top-school-ledger'],
    queryFn: () => api(statisticsRoutes.topSchoolLedger, { body: { xzqhDm: '86' } }),
  });
  return (
    <Card title="学校台账完整度" size="small">
      <List
        loading={top.isPending}
        dataSource={top.data ?? []}
        locale={{ emptyText: '暂无学校' }}
        renderItem={(row) => (
          <List.Item>
            <span>
              {row.name}
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                {row.regionName}
              </Typography.Text>
            </span>
            <span>{row.completeness}%</span>
          </List.Item>
        )}
      />
    </Card>
  );
}

/**
 * Home cards by role: whoever may read statistics sees the school's (for the platform operator every
 * school's, for a 教育局 its region's, suppressed) key figures with their age; whoever may open the
 * cockpits gets a way to them.
 */
export function RoleCards() {
  const { can } = useAccess();
  const session = useSession();
  const platform = session.tenantid === PLATFORM_TENANT_ID;
  const stats = can('statistics:view');
  const index = useQuery({
    queryKey: ['home-index-data', platform],
    queryFn: () =>
      api(statisticsRoutes.indexData, { body: { xzqhDm: platform ? '86' : DEFAULT_REGION_CODE } }),
    enabled: stats,
  });
  if (!stats && !can('cockpit:view')) return null;
  const data = index.data;
  // A 教育局 is told by its figures: the server answers it for its region.
  const regional = platform || data?.scope === 'region';
  const cards = data
    ? [
        ...(regional ? [{ title: '学校数', value: String(data.schools) }] : []),
        { title: '在办个案', value: cellText(data.openCases) },
        { title: '超期个案', value: cellText(data.overdueCases) },
        { title: '测评覆盖率', value: data.coverage === null ? '—' : `${data.coverage}%` },
        { title: '本年咨询时长（小时）', value: String(data.counsellingHours) },
      ]
    : [];
  return (
    <Row gutter={[16, 16]}>
      {stats ? (
        <Col xs={24} lg={regional ? 16 : 24}>
          <Card
            title={
              platform ? '各校概况' : regional ? '所辖学校概况' : data?.unit ? `${data.unit}概况` : '本校概况'
            }
            size="small"
          >
            {/* Under the title, not beside it: on a phone the freshness squeezed the title to 「本校…」. */}
            {data ? (
              <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
                {freshnessText(data)}
              </Typography.Paragraph>
            ) : null}
            <Row gutter={[16, 16]}>
              {cards.map((c) => (
                <Col key={c.title} xs={12} md={6}>
                  <Statistic title={c.title} value={c.value} loading={index.isPending} />
                </Col>
              ))}
            </Row>
            {can('cockpit:view') ? (
              <Flex wrap gap={8} style={{ marginTop: 16 }}>
                {COCKPITS.map((c) => (
                  <Link key={c.path} to={c.path}>
                    <Button size="small">{c.title}驾驶舱</Button>
                  </Link>
                ))}
              </Flex>
            ) : null}
          </Card>
        </Col>
      ) : null}
      {regional && stats ? (
        <Col xs={24} lg={8}>
          <LedgerRanking />
        </Col>
      ) : null}
    </Row>
  );
}
