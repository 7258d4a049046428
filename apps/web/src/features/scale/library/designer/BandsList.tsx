import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Space } from 'antd';
import type { NamePath } from 'antd/es/form/interface';

/** Bands: ascending inclusive lower bounds of the raw score, each with its label. */
export function BandsList({ name, title }: { name: NamePath; title: string }) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <div style={{ marginBottom: 8 }}>
          {fields.map((field, index) => (
            <Space key={field.key} align="baseline" wrap>
              <Form.Item
                name={[field.name, 'min']}
                label={`${title}${index + 1} 下限`}
                rules={[{ required: true, message: '请输入分段下限' }]}
              >
                <InputNumber style={{ width: 100 }} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'label']}
                label="结果"
                rules={[{ required: true, whitespace: true, message: '请输入分段名称' }]}
              >
                <Input style={{ width: 140 }} />
              </Form.Item>
              <MinusCircleOutlined
                aria-label={`删除${title}${index + 1}`}
                onClick={() => remove(field.name)}
              />
            </Space>
          ))}
          <Button size="small" type="dashed" icon={<PlusOutlined />} onClick={() => add({ label: '' })}>
            添加{title}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
