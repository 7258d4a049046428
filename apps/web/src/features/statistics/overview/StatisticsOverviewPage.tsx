import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_REGION_CODE,
  type LedgerRow,
  type MonthAnalysis,
  type ScStatistics,
  statisticsRoutes,
} from '@xinmiao/shared';
import { Card, Col, Flex, Row, Statistic, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { freshnessText } from '../../cockpit/CockpitFrame.tsx';
import { cellText } from '../../cockpit/chart-options.ts';
import { DrillDown } from '../../cockpit/DrillDown.tsx';
import { levelLabel } from '../../cockpit/labels.ts';
import { StatTable } from '../StatTable.tsx';
import { countColumn, ledgerCountColumns } from '../stat-columns.ts';
import { YearInput } from '../YearInput.tsx';

const schoolColumns: TableColumnsType<ScStatistics> = [
  { title: '学校', dataIndex: 'name' },
  { title: '所在地区', dataIndex: 'regionName' },
  countColumn<ScStatistics>('在读学生', 'students'),
  countColumn<ScStatistics>('已测评', 'screenedStudents'),
  countColumn<ScStatistics>(levelLabel(3), 'level3'),
  countColumn<ScStatistics>(levelLabel(2), 'level2'),
  countColumn<ScStatistics>(levelLabel(1), 'level1'),
  countColumn<ScStatistics>('在办个案', 'openCases'),
  countColumn<ScStatistics>('超期个案', 'overdueCases'),
  { title: '咨询时长（小时）', dataIndex: 'counsellingHours', align: 'right' },
];

const monthColumns: TableColumnsType<MonthAnalysis> = [
  { title: '月份', dataIndex: 'month' },
  countColumn<MonthAnalysis>('测评人次', 'results'),
  countColumn<MonthAnalysis>('预警人次', 'warnings'),
  countColumn<MonthAnalysis>('新建个案', 'cases'),
  { title: '咨询时长（小时）', dataIndex: 'counsellingHours', align: 'right' },
];

const ledgerColumns: TableColumnsType<LedgerRow> = [
  { title: '学校', dataIndex: 'schoolName' },
  { title: '台账完整度', dataIndex: 'completeness', align: 'right', render: (v: number) => `${v}%` },
  ...ledgerCountColumns,
];

/**
 * 统计分析: the year's key figures, the counts region by region down to a class, month by month, per
 * school and the ledgers' completeness.
 */
export function StatisticsOverviewPage() {
  const [curYear, setCurYear] = useState(new Date().getFullYear());
  const params = { xzqhDm: DEFAULT_REGION_CODE, curYear };
  const index = useQuery({
    queryKey: ['stat-index', curYear],
    queryFn: () => api(statisticsRoutes.indexData, { body: params }),
  });
  const months = useQuery({
    queryKey: ['stat-months', curYear],
    queryFn: () => api(statisticsRoutes.monthPrAnalysis, { query: params }),
  });
  const data = index.data;
  // A 辅导员's figures are their college's (the server names it): no school table or ledger is theirs.
  const unit = data?.unit;
  const wholeSchools = index.isSuccess && unit === undefined;
  const schools = useQuery({
    queryKey: ['stat-schools', curYear],
    queryFn: () => api(statisticsRoutes.scStatistics, { body: params }),
    enabled: wholeSchools,
  });
  const ledger = useQuery({
    queryKey: ['stat-ledger', curYear],
    queryFn: () => api(statisticsRoutes.schoolLedgerList, { body: { ...params, pageSize: 100 } }),
    enabled: wholeSchools,
  });
  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex align="center" gap={12} wrap>
          <YearInput label="统计年度" value={curYear} onChange={setCurYear} />
          {unit ? <Typography.Text strong>统计范围：{unit}</Typography.Text> : null}
          <Typography.Text type="secondary">{data ? freshnessText(data) : ''}</Typography.Text>
        </Flex>
        <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
          {[
            ...(unit ? [] : [{ title: '学校数', value: data ? String(data.schools) : '—' }]),
            { title: '在读学生', value: data ? cellText(data.students) : '—' },
            { title: '已测评学生', value: data ? cellText(data.screenedStudents) : '—' },
            { title: '测评覆盖率', value: data?.coverage === null || !data ? '—' : `${data.coverage}%` },
            { title: '在办个案', value: data ? cellText(data.openCases) : '—' },
            { title: '超期个案', value: data ? cellText(data.overdueCases) : '—' },
            { title: '咨询时长（小时）', value: data ? String(data.counsellingHours) : '—' },
          ].map((item) => (
            <Col key={item.title} xs={12} md={6} xl={3}>
              <Statistic title={item.title} value={item.value} loading={index.isPending} />
            </Col>
          ))}
        </Row>
      </Card>
      <Card title="逐级查看">
        <DrillDown xzqhDm={DEFAULT_REGION_CODE} />
      </Card>
      <Card title="月度分析">
        <Table<MonthAnalysis>
          rowKey="month"
          size="small"
          pagination={false}
          loading={months.isPending}
          columns={monthColumns}
          dataSource={months.data ?? []}
        />
      </Card>
      {unit ? null : (
        <>
          <Card title="学校统计">
            <StatTable<ScStatistics>
              rowKey="tenantId"
              loading={schools.isPending}
              columns={schoolColumns}
              dataSource={schools.data ?? []}
            />
          </Card>
          <Card title="台账完整度">
            <StatTable<LedgerRow>
              rowKey="tenantId"
              loading={ledger.isPending}
              columns={ledgerColumns}
              dataSource={ledger.data?.records ?? []}
            />
          </Card>
        </>
      )}
    </Flex>
  );
}
