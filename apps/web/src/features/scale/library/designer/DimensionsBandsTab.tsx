import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Typography } from 'antd';
import { BandsList } from './BandsList.tsx';

/** Dimensions with their bands, and the bands of the total score. */
export function DimensionsBandsTab() {
  return (
    <>
      <Typography.Title level={5}>维度</Typography.Title>
      <Form.List name="dimensions">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                style={{ marginBottom: 8 }}
                title={
                  <Form.Item
                    name={[field.name, 'name']}
                    label={`维度 ${index + 1}`}
                    rules={[{ required: true, whitespace: true, message: '请输入维度名称' }]}
                    style={{ margin: 0 }}
                  >
                    <Input style={{ width: 200 }} />
                  </Form.Item>
                }
                extra={
                  <MinusCircleOutlined
                    aria-label={`删除维度 ${index + 1}`}
                    onClick={() => remove(field.name)}
                  />
                }
              >
                <BandsList name={[field.name, 'bands']} title="分段" />
              </Card>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '' })}>
              添加维度
            </Button>
          </>
        )}
      </Form.List>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        总分分段
      </Typography.Title>
      <BandsList name="totalBands" title="总分分段" />
    </>
  );
}
