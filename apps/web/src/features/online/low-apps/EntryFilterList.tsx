import { PlusOutlined } from '@ant-design/icons';
import { LOW_APP_LIMITS } from '@xinmiao/shared';
import { Button, Form, Input, Select, Space, Typography } from 'antd';
import type { FilterOption } from './entry-filter-options.ts';

/** An app entry's fixed filter: up to five keys of `options`, each with its value. */
export function EntryFilterList({
  entry,
  options,
  hint,
}: {
  /** The entry's index in the app's `entries` list. */
  entry: number;
  options: FilterOption[];
  hint: string;
}) {
  return (
    <Form.List name={[entry, 'filter']}>
      {(filters, ops) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{hint}</Typography.Text>
          {filters.map((f) => (
            <Space key={f.key} align="start">
              <Form.Item name={[f.name, 'key']} rules={[{ required: true, message: '请选择筛选字段' }]}>
                <Select style={{ width: 180 }} placeholder="筛选字段" options={options} />
              </Form.Item>
              <Form.Item name={[f.name, 'value']} rules={[{ required: true, message: '请输入筛选值' }]}>
                <Input style={{ width: 200 }} maxLength={200} placeholder="筛选值" />
              </Form.Item>
              <Button onClick={() => ops.remove(f.name)}>移除</Button>
            </Space>
          ))}
          {filters.length < LOW_APP_LIMITS.filterKeys && options.length > 0 && (
            <Button size="small" icon={<PlusOutlined />} onClick={() => ops.add()}>
              添加筛选条件
            </Button>
          )}
        </Space>
      )}
    </Form.List>
  );
}
