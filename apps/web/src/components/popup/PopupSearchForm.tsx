import type { ReportQueryItem } from '@xinmiao/shared';
import { Button, Form, Input, Space } from 'antd';
import { DictControl } from '../dict/DictControl.tsx';

type Props = {
  items: readonly ReportQueryItem[];
  onSearch: (values: Record<string, string>) => void;
};

function filled(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).flatMap(([key, value]) =>
      typeof value === 'string' && value.trim() !== '' ? [[key, value.trim()]] : [],
    ),
  );
}

/** The report's search fields (getQueryInfo): text, dictionary select, or a begin/end pair. */
export function PopupSearchForm({ items, onSearch }: Props) {
  const [form] = Form.useForm();
  if (items.length === 0) return null;
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={(values) => onSearch(filled(values))}
      style={{ marginBottom: 12 }}
    >
      {items.map((item) =>
        item.mode === 'group' ? (
          <Form.Item key={item.field} label={item.label}>
            <Space.Compact>
              <Form.Item name={`${item.field}_begin`} noStyle>
                <Input aria-label={`${item.label}开始`} placeholder="开始" style={{ width: 110 }} />
              </Form.Item>
              <Form.Item name={`${item.field}_end`} noStyle>
                <Input aria-label={`${item.label}结束`} placeholder="结束" style={{ width: 110 }} />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        ) : (
          <Form.Item key={item.field} name={item.field} label={item.label}>
            {item.dictCode ? (
              <DictControl dictCode={item.dictCode} />
            ) : (
              <Input aria-label={item.label} allowClear style={{ width: 160 }} />
            )}
          </Form.Item>
        ),
      )}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch({});
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
