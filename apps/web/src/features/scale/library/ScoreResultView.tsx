import type { ScorePreview } from '@xinmiao/shared';
import { Alert, Descriptions, Space, Table, Typography } from 'antd';
import { LevelTag } from '../../../components/levels/LevelTag.tsx';
import { OutcomeTag } from './OutcomeTag.tsx';

const num = (v: number | null, digits = 2) => (v === null ? '—' : String(Number(v.toFixed(digits))));

/** The server's preview score: totals, factors, band, warning level, alert items and fired rules. */
export function ScoreResultView({ result }: { result: ScorePreview }) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Alert type="info" showIcon title="预览结果仅供核对计分规则，不会保存。" />
      {!result.valid && <Alert type="warning" showIcon title="本次作答被判定为无效答卷，分数解释已抑制。" />}
      <Descriptions size="small" bordered column={2}>
        <Descriptions.Item label="版本">{result.version}</Descriptions.Item>
        <Descriptions.Item label="预警级别">
          <LevelTag level={result.level} />
        </Descriptions.Item>
        <Descriptions.Item label="总分">{num(result.total)}</Descriptions.Item>
        <Descriptions.Item label="总均分">{num(result.mean)}</Descriptions.Item>
        <Descriptions.Item label="结果分段">{result.band ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="标准分">{num(result.standard)}</Descriptions.Item>
        {result.positiveCount !== null && (
          <Descriptions.Item label="阳性项目数">{result.positiveCount}</Descriptions.Item>
        )}
        {result.positiveMean !== null && (
          <Descriptions.Item label="阳性症状均分">{num(result.positiveMean)}</Descriptions.Item>
        )}
        {(result.type || result.code) && (
          <Descriptions.Item label="类型/代码">{result.type ?? result.code}</Descriptions.Item>
        )}
        <Descriptions.Item label="预警题">
          {result.alerts.length ? result.alerts.map((n) => `第${n}题`).join('、') : '无'}
        </Descriptions.Item>
      </Descriptions>
      {result.factors.length > 0 && (
        <Table
          rowKey="name"
          size="small"
          pagination={false}
          dataSource={result.factors}
          columns={[
            { title: '因子', dataIndex: 'name' },
            { title: '原始分', dataIndex: 'raw', width: 100 },
            { title: '均分', dataIndex: 'mean', width: 100, render: (v: number) => num(v) },
            { title: '分段', dataIndex: 'band', width: 120, render: (v: string | null) => v ?? '—' },
          ]}
        />
      )}
      {result.rules.length > 0 && (
        <>
          <Typography.Text strong>触发的规则</Typography.Text>
          {result.rules.map((r) => (
            <Space key={r.id}>
              <OutcomeTag outcome={r.outcome} />
              {r.description}
              {r.suppressed && <Typography.Text type="secondary">（无效答卷，未计入级别）</Typography.Text>}
            </Space>
          ))}
        </>
      )}
    </Space>
  );
}
