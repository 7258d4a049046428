import type { ScaleItem } from '@xinmiao/shared';
import { Space, Table, Tag } from 'antd';

/** Items with every option and the score it gives (reverse keys show as descending scores). */
export function ItemsTab({ items }: { items: ScaleItem[] }) {
  return (
    <Table<ScaleItem>
      rowKey="number"
      size="small"
      dataSource={items}
      pagination={{ pageSize: 20, showSizeChanger: false }}
      columns={[
        { title: '题号', dataIndex: 'number', width: 64 },
        {
          title: '题目',
          dataIndex: 'text',
          render: (text: string, item) => (
            <Space>
              {text}
              {!item.inTotal && <Tag>不计入总分</Tag>}
              {item.optional && <Tag>可选</Tag>}
            </Space>
          ),
        },
        {
          title: '选项（得分）',
          key: 'options',
          render: (_, item) => (
            <Space size={[4, 4]} wrap>
              {item.options.map((o) => (
                <Tag key={`${o.label}-${o.score}`}>
                  {o.label}（{o.score}）
                </Tag>
              ))}
            </Space>
          ),
        },
      ]}
    />
  );
}
