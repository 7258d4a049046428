import { REPORT_STATE_LABELS, type ReportView } from '@xinmiao/shared';
import { Alert, Card, Descriptions, Table, Tag, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { axesOption, factorBarOption, hollandOption, radarOption, trendOption } from './chart-options.ts';

const EChart = lazy(() =>
  import('../../../components/charts/EChart.tsx').then((m) => ({ default: m.EChart })),
);

const LEVEL_COLORS: Readonly<Record<number, string>> = { 0: 'green', 1: 'gold', 2: 'orange', 3: 'red' };

function Chart({
  option,
  testId,
  height,
}: {
  option: Record<string, unknown>;
  testId: string;
  height?: number;
}) {
  return (
    <Suspense fallback={<div style={{ height: height ?? 280 }} />}>
      <EChart option={option} testId={testId} {...(height ? { height } : {})} />
    </Suspense>
  );
}

function Scores({ view }: { view: ReportView }) {
  const items = [
    view.total !== null && { key: 'total', label: '总分', children: view.total },
    view.standard !== null && { key: 'standard', label: '标准分', children: view.standard },
    view.mean !== null && { key: 'mean', label: '总均分', children: view.mean },
    view.positiveCount !== null && { key: 'positive', label: '阳性项目数', children: view.positiveCount },
    view.type && { key: 'type', label: '类型', children: view.type },
    view.audience === 'professional' && view.band && { key: 'band', label: '分级', children: view.band },
  ].filter((item) => item !== false && item !== null && item !== '');
  if (items.length === 0) return null;
  return <Descriptions size="small" bordered column={{ xs: 1, sm: 2, md: 3 }} items={items} />;
}

function Factors({ view }: { view: ReportView }) {
  const bars = useMemo(() => factorBarOption(view.factors), [view.factors]);
  const radar = useMemo(() => radarOption(view.factors), [view.factors]);
  if (view.factors.length === 0 || view.profile) return null;
  const professional = view.audience === 'professional';
  return (
    <Card className="report-section" title="因子分析" size="small">
      <Chart option={bars} testId="factor-bars" />
      {view.factors.length >= 3 && <Chart option={radar} testId="factor-radar" />}
      <Table
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={view.factors}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: '因子', dataIndex: 'name' },
          { title: '原始分', dataIndex: 'raw' },
          { title: '因子均分', dataIndex: 'mean' },
          ...(professional
            ? [
                {
                  title: '常模均值',
                  key: 'norm',
                  render: (_: unknown, f: ReportView['factors'][number]) => f.norm?.mean ?? '—',
                },
                {
                  title: 'T 分',
                  key: 't',
                  render: (_: unknown, f: ReportView['factors'][number]) => f.norm?.t ?? '—',
                },
              ]
            : []),
          { title: '解读', dataIndex: 'text' },
        ]}
      />
      {professional && view.normName && (
        <Typography.Text type="secondary">常模：{view.normName}</Typography.Text>
      )}
    </Card>
  );
}

function Profile({ view }: { view: ReportView }) {
  const option = useMemo(() => {
    if (view.profile?.kind === 'bipolar') return axesOption(view.profile.axes);
    if (view.profile?.kind === 'holland') return hollandOption(view.profile.ranking);
    return null;
  }, [view.profile]);
  if (!view.profile || !option) return null;
  return (
    <Card
      className="report-section"
      title={view.profile.kind === 'bipolar' ? '性格维度' : '兴趣类型排序'}
      size="small"
    >
      <Chart option={option} testId="profile-chart" />
      {view.profile.kind === 'bipolar' &&
        view.profile.axes.map((axis) => (
          <Typography.Paragraph key={axis.factor}>{axis.text}</Typography.Paragraph>
        ))}
    </Card>
  );
}

function Trend({ view }: { view: ReportView }) {
  const option = useMemo(() => trendOption(view.trend), [view.trend]);
  // A student's reading of a clinical scale carries neither totals nor levels: nothing to draw.
  if (view.trend.length < 2 || view.trend.every((p) => p.total === null && p.level === null)) return null;
  return (
    <Card className="report-section" title="历次测评趋势" size="small">
      <Chart option={option} testId="trend-chart" height={220} />
    </Card>
  );
}

/** The report itself (everything but the page's buttons), for screen and print alike. */
export function ReportBody({ view }: { view: ReportView }) {
  const professional = view.audience === 'professional';
  return (
    <div data-testid="report-body">
      <Typography.Title level={3}>{view.scale.name} 测评报告</Typography.Title>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          { key: 'name', label: '姓名', children: view.student.name },
          { key: 'no', label: '学号', children: view.student.studentNo },
          { key: 'class', label: '班级', children: view.student.className },
          { key: 'task', label: '测评任务', children: view.task.name },
          { key: 'date', label: '测评时间', children: view.testedAt },
          ...(professional
            ? [
                { key: 'state', label: '报告状态', children: REPORT_STATE_LABELS[view.state] },
                { key: 'version', label: '量表版本', children: view.scale.version },
              ]
            : []),
        ]}
      />
      {!view.valid && (
        <Alert className="report-section" type="warning" showIcon message="本次答卷未通过效度检验" />
      )}
      <Card className="report-section" size="small" title="结果概述">
        {professional && view.levelLabel && (
          <Tag
            color={(view.level !== null && LEVEL_COLORS[view.level]) || 'default'}
            data-testid="report-level"
          >
            {view.levelLabel}
          </Tag>
        )}
        <Typography.Paragraph data-testid="report-summary">{view.summary}</Typography.Paragraph>
        <Typography.Paragraph strong>建议：{view.suggestion}</Typography.Paragraph>
        <Scores view={view} />
        {professional && view.rules.length > 0 && (
          <Typography.Paragraph type="secondary">触发规则：{view.rules.join('；')}</Typography.Paragraph>
        )}
      </Card>
      <Factors view={view} />
      <Profile view={view} />
      <Trend view={view} />
      <Typography.Paragraph type="secondary" className="report-section">
        {view.career
          ? '生涯量表的结果是生涯探索的参考，不评价能力或心理状态。'
          : '筛查结果仅反映作答期间的状态，不构成诊断。'}
      </Typography.Paragraph>
    </div>
  );
}
