import type { CareerReport } from '@xinmiao/shared';
import { Descriptions, Empty, Space, Tag, Typography } from 'antd';
import { EChart } from '../../../components/charts/EChart.tsx';
import { QuestionnaireResultView } from './QuestionnaireResultView.tsx';

/** The RIASEC raw scale of the built-in inventory: eight items of 1–5 per area. */
const AREA_MAX = 40;

function radarOption(result: NonNullable<CareerReport['result']>): Record<string, unknown> {
  return {
    tooltip: {},
    radar: { indicator: result.areas.map((a) => ({ name: `${a.name}（${a.letter}）`, max: AREA_MAX })) },
    series: [{ type: 'radar', data: [{ value: result.areas.map((a) => a.raw), name: '兴趣得分' }] }],
  };
}

const tags = (values: readonly string[]) =>
  values.length > 0 ? (
    <Space wrap size={[4, 4]}>
      {values.map((v) => (
        <Tag key={v}>{v}</Tag>
      ))}
    </Space>
  ) : (
    '（学校未设置）'
  );

/**
 * 生涯报告: the Holland code, the six areas as a radar and the families the school's mapping suggests,
 * then each 生涯问卷's latest result.
 */
export function CareerReportView({ report, compact = false }: { report: CareerReport; compact?: boolean }) {
  const r = report.result;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Title level={5}>{report.name} 的生涯报告</Typography.Title>
      {!r ? (
        <Empty description="暂无霍兰德职业兴趣（RIASEC）测评结果" />
      ) : (
        <>
          <Descriptions column={compact ? 1 : 2} size="small" bordered>
            <Descriptions.Item label="霍兰德代码">
              <Typography.Text strong data-testid="holland-code">
                {r.code}
              </Typography.Text>
              {r.flat && <Tag style={{ marginLeft: 8 }}>兴趣倾向尚不明显</Tag>}
              {!r.flat && r.tie && <Tag style={{ marginLeft: 8 }}>有并列得分</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label="测评时间">{r.testedAt}</Descriptions.Item>
            <Descriptions.Item label="参考专业门类" span={compact ? 1 : 2}>
              {tags(r.majorFamilies)}
            </Descriptions.Item>
            <Descriptions.Item label="参考职业大类" span={compact ? 1 : 2}>
              {tags(r.occupationFamilies)}
            </Descriptions.Item>
          </Descriptions>
          <EChart option={radarOption(r)} height={compact ? 260 : 320} testId="career-radar" />
          <Typography.Text type="secondary">
            兴趣测评结果用于生涯探索，不代表能力或适合程度，请结合学业表现与生涯导师的建议综合考虑。
          </Typography.Text>
        </>
      )}
      {report.questionnaires.map((q) => (
        <QuestionnaireResultView key={q.scaleCode} result={q} compact={compact} />
      ))}
    </Space>
  );
}
