import type { ScaleDetail } from '@xinmiao/shared';
import { Descriptions, Select, Table, Typography } from 'antd';
import { useAccess } from '../../../access/access-store.ts';
import { BASIS_LABELS } from './level-labels.ts';
import { OutcomeTag } from './OutcomeTag.tsx';
import { useSaveSettings } from './use-save-settings.ts';

type Rule = ScaleDetail['rules'][number];

/** Scoring method, result bands, alert items, warning rules with levels, settings and norm choice. */
export function RulesTab({ detail, onChanged }: { detail: ScaleDetail; onChanged: () => void }) {
  const { can } = useAccess();
  const save = useSaveSettings(detail, onChanged);
  const settings = Object.entries(detail.scoringSettings);
  return (
    <>
      <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="总分">
          {detail.hasTotal ? '计算总分与总均分' : '不计总分（类型剖面）'}
        </Descriptions.Item>
        <Descriptions.Item label="阳性项目">
          {detail.positiveMinScore === null ? '不统计' : `得分 ≥ ${detail.positiveMinScore}`}
        </Descriptions.Item>
        <Descriptions.Item label="标准分">{detail.standard ?? '无'}</Descriptions.Item>
        <Descriptions.Item label="常模">
          {detail.norms.length === 0 ? (
            '无'
          ) : (
            <Select
              size="small"
              style={{ width: 220 }}
              disabled={!can('scale:library:edit')}
              value={detail.settings.normSet ?? ''}
              loading={save.isPending}
              onChange={(v: string) => save.mutate({ normSet: v || null })}
              options={[
                { value: '', label: '不使用常模' },
                ...detail.norms.map((n) => ({ value: n.id, label: n.name })),
              ]}
            />
          )}
        </Descriptions.Item>
      </Descriptions>

      <Typography.Title level={5}>结果分段</Typography.Title>
      <Table
        rowKey="label"
        size="small"
        pagination={false}
        style={{ marginBottom: 16 }}
        dataSource={detail.bands}
        locale={{ emptyText: '无总分分段' }}
        columns={[
          { title: '分段', dataIndex: 'label', width: 160 },
          { title: '条件（自上而下第一个满足者）', dataIndex: 'condition' },
        ]}
        footer={detail.defaultBand ? () => `都不满足时：${detail.defaultBand}` : undefined}
      />

      <Typography.Title level={5}>预警题</Typography.Title>
      <Table
        rowKey="item"
        size="small"
        pagination={false}
        style={{ marginBottom: 16 }}
        dataSource={detail.alertItems}
        locale={{ emptyText: '无预警题' }}
        columns={[
          { title: '题号', dataIndex: 'item', width: 80 },
          { title: '触发条件', dataIndex: 'condition' },
        ]}
      />

      <Typography.Title level={5}>预警规则</Typography.Title>
      <Table<Rule>
        rowKey="id"
        size="small"
        pagination={false}
        style={{ marginBottom: 16 }}
        dataSource={detail.rules}
        locale={{ emptyText: '无预警规则' }}
        columns={[
          { title: '规则', dataIndex: 'description' },
          {
            title: '级别',
            dataIndex: 'outcome',
            width: 120,
            render: (o: Rule['outcome']) => <OutcomeTag outcome={o} />,
          },
          { title: '类别', dataIndex: 'basis', width: 100, render: (b: Rule['basis']) => BASIS_LABELS[b] },
          { title: '条件', dataIndex: 'condition' },
        ]}
      />

      {settings.length > 0 && (
        <>
          <Typography.Title level={5}>计分设置（当前版本）</Typography.Title>
          <Descriptions size="small" column={2} bordered>
            {settings.map(([key, value]) => (
              <Descriptions.Item key={key} label={key}>
                {value === null ? '—' : String(value)}
              </Descriptions.Item>
            ))}
          </Descriptions>
        </>
      )}
    </>
  );
}
