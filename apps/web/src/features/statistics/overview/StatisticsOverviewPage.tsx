import { useQuery } from '@tanstack/react-query';
import {
  DEFAULT_REGION_CODE,
  type LedgerRow,
  type MonthAnalysis,
  type ScStatistics,
  type StatCell,
  statisticsRoutes,
} from '@xinmiao/shared';
import { Card, Col, Flex, InputNumber, Row, Statistic, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { freshnessText } from '../../cockpit/CockpitFrame.tsx';
import { cellText } from '../../cockpit/chart-options.ts';
import { DrillDown } from '../../cockpit/DrillDown.tsx';
import { levelLabel } from '../../cockpit/labels.ts';

const cellColumn = <T,>(title: string, dataIndex: keyof T & string) => ({
  title,
  dataIndex,
  align: 'right' as const,
  render: (value: StatCell) => cellText(value),
});

const schoolColumns: TableColumnsType<ScStatistics> = [
  { title: '学校', dataIndex: 'name' },
  { title: '所在地区', dataIndex: 'regionName' },
  cellColumn<ScStatistics>('在读学生', 'students'),
  cellColumn<ScStatistics>('已测评', 'screenedStudents'),
  cellColumn<ScStatistics>(levelLabel(3), 'level3'),
  cellColumn<ScStatistics>(levelLabel(2), 'level2'),
  cellColumn<ScStatistics>(levelLabel(1), 'level1'),
  cellColumn<ScStatistics>('在办个案', 'openCases'),
  cellColumn<ScStatistics>('超期个案', 'overdueCases'),
  { title: '咨询时长（小时）', dataIndex: 'counsellingHours', align: 'right' },
];

const monthColumns: TableColumnsType<MonthAnalysis> = [
  { title: '月份', dataIndex: 'month' },
  cellColumn<MonthAnalysis>('测评人次', 'results'),
  cellColumn<MonthAnalysis>('预警人次', 'warnings'),
  cellColumn<MonthAnalysis>('新建个案', 'cases'),
  { title: '咨询时长（小时）', dataIndex: 'counsellingHours', align: 'right' },
];

const ledgerColumns: TableColumnsType<LedgerRow> = [
  { title: '学校', dataIndex: 'schoolName' },
  { title: '台账完整度', dataIndex: 'completeness', align: 'right', render: (v: number) => `${v}%` },
  cellColumn<LedgerRow>('预警新增', 'warningsOpened'),
  cellColumn<LedgerRow>('预警结案', 'warningsClosed'),
  cellColumn<LedgerRow>('预警超期', 'warningsOverdue'),
  cellColumn<LedgerRow>('约谈按时', 'interviewsOnTime'),
  cellColumn<LedgerRow>('约谈逾期', 'interviewsLate'),
  cellColumn<LedgerRow>('回访按时', 'followupsOnTime'),
  cellColumn<LedgerRow>('回访逾期', 'followupsLate'),
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
          <span>统计年度</span>
          <InputNumber
            aria-label="统计年度"
            min={2000}
            max={2100}
            value={curYear}
            onChange={(v) => v && setCurYear(v)}
          />
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
            <Table<ScStatistics>
              rowKey="tenantId"
              size="small"
              pagination={false}
              loading={schools.isPending}
              columns={schoolColumns}
              dataSource={schools.data ?? []}
              scroll={{ x: 'max-content' }}
            />
          </Card>
          <Card title="台账完整度">
            <Table<LedgerRow>
              rowKey="tenantId"
              size="small"
              pagination={false}
              loading={ledger.isPending}
              columns={ledgerColumns}
              dataSource={ledger.data?.records ?? []}
              scroll={{ x: 'max-content' }}
            />
          </Card>
        </>
      )}
    </Flex>
  );
}
