import type { ScaleDetail } from '@xinmiao/shared';
import { Empty, Table } from 'antd';

type Dimension = ScaleDetail['dimensions'][number];

export function DimensionsTab({ detail }: { detail: ScaleDetail }) {
  if (detail.dimensions.length === 0) return <Empty description="该量表没有维度因子" />;
  return (
    <Table<Dimension>
      rowKey="name"
      size="small"
      pagination={false}
      dataSource={detail.dimensions}
      columns={[
        { title: '维度/因子', dataIndex: 'name', width: 160 },
        { title: '题数', key: 'count', width: 64, render: (_, d) => d.items.length },
        { title: '包含题号', key: 'items', render: (_, d) => d.items.join('、') },
        {
          title: '分段（原始分下限）',
          key: 'bands',
          render: (_, d) => (d.bands.length ? d.bands.map((b) => `≥${b.min} ${b.label}`).join('；') : '—'),
        },
      ]}
    />
  );
}
