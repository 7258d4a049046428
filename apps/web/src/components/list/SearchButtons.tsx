import { Button, Form, type FormInstance, Space } from 'antd';

/** 查询 (submits the surrounding form) and 重置 (clears it, then `onReset`) of a list search row. */
export function SearchButtons<V>({ form, onReset }: { form: FormInstance<V>; onReset: () => void }) {
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onReset();
          }}
        >
          重置
        </Button>
      </Space>
    </Form.Item>
  );
}
