import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Space } from 'antd';

/** The option list every item shares, with its scores (reverse items score it back to front). */
export function OptionsTab() {
  return (
    <Form.List name="options">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Space key={field.key} align="baseline" wrap>
              <Form.Item
                name={[field.name, 'label']}
                label={`选项 ${index + 1}`}
                rules={[{ required: true, whitespace: true, message: '请输入选项文字' }]}
              >
                <Input placeholder="选项文字" style={{ width: 200 }} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'score']}
                label="得分"
                rules={[{ required: true, message: '请输入得分' }]}
              >
                <InputNumber style={{ width: 100 }} />
              </Form.Item>
              <MinusCircleOutlined aria-label={`删除选项 ${index + 1}`} onClick={() => remove(field.name)} />
            </Space>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => add({ label: '', score: fields.length + 1 })}
          >
            添加选项
          </Button>
        </>
      )}
    </Form.List>
  );
}
