import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space, Switch } from 'antd';

/** Items: text, dimension, reverse scoring, counted in the total. Numbers follow the order. */
export function DesignerItemsTab() {
  const form = Form.useFormInstance();
  const dimensions: { name?: string }[] = Form.useWatch('dimensions', form) ?? [];
  const dimensionOptions = dimensions
    .map((d) => d?.name)
    .filter((name): name is string => Boolean(name))
    .map((name) => ({ value: name, label: name }));
  return (
    <Form.List name="items">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Space key={field.key} align="baseline" wrap style={{ width: '100%' }}>
              <Form.Item name={[field.name, 'number']} hidden initialValue={index + 1}>
                <Input />
              </Form.Item>
              <Form.Item
                name={[field.name, 'text']}
                label={`第 ${index + 1} 题`}
                rules={[{ required: true, whitespace: true, message: '请输入题干' }]}
              >
                <Input placeholder="题干" style={{ width: 320 }} />
              </Form.Item>
              <Form.Item name={[field.name, 'dimension']} label="维度">
                <Select
                  allowClear
                  placeholder="不属于维度"
                  options={dimensionOptions}
                  style={{ width: 140 }}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'reverse']} label="反向计分" valuePropName="checked">
                <Switch />
              </Form.Item>
              <MinusCircleOutlined
                aria-label={`删除第 ${index + 1} 题`}
                onClick={() => {
                  remove(field.name);
                  renumber(form);
                }}
              />
            </Space>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add({ number: fields.length + 1, text: '', reverse: false })}
          >
            添加题目
          </Button>
        </>
      )}
    </Form.List>
  );
}

/** Item numbers stay 1…n in sheet order after a removal. */
function renumber(form: ReturnType<typeof Form.useFormInstance>): void {
  const items: Record<string, unknown>[] = form.getFieldValue('items') ?? [];
  form.setFieldValue(
    'items',
    items.map((item, i) => ({ ...item, number: i + 1 })),
  );
}
