import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, InputNumber, Select, Space, Typography } from 'antd';

const METRICS = [
  { value: 'total', label: '总分' },
  { value: 'mean', label: '平均分' },
  { value: 'factorRaw', label: '维度原始分' },
  { value: 'factorMean', label: '维度均分' },
  { value: 'itemScore', label: '某题得分' },
];
const OPS = ['>', '>=', '<', '<=', '=='].map((op) => ({ value: op, label: op }));

/** The condition of one rule: a simple comparison here; compound ones (any/all) in the JSON tab. */
function ConditionFields({ name }: { name: number }) {
  const form = Form.useFormInstance();
  const when = Form.useWatch(['warnings', name, 'when'], form) as Record<string, unknown> | undefined;
  if (when && ('any' in when || 'all' in when)) {
    return (
      <Typography.Text type="secondary">复合条件（any/all），请在「高级（JSON）」中编辑</Typography.Text>
    );
  }
  const kind = (when?.metric as { kind?: string } | undefined)?.kind;
  return (
    <Space align="baseline" wrap>
      <Form.Item
        name={[name, 'when', 'metric', 'kind']}
        label="当"
        rules={[{ required: true, message: '请选择指标' }]}
      >
        <Select options={METRICS} style={{ width: 130 }} />
      </Form.Item>
      {(kind === 'factorRaw' || kind === 'factorMean') && (
        <Form.Item
          name={[name, 'when', 'metric', 'factor']}
          rules={[{ required: true, message: '请输入维度名称' }]}
        >
          <Input placeholder="维度名称" style={{ width: 120 }} />
        </Form.Item>
      )}
      {kind === 'itemScore' && (
        <Form.Item
          name={[name, 'when', 'metric', 'item']}
          rules={[{ required: true, message: '请输入题号' }]}
        >
          <InputNumber placeholder="题号" min={1} style={{ width: 90 }} />
        </Form.Item>
      )}
      <Form.Item name={[name, 'when', 'op']} rules={[{ required: true, message: '请选择比较' }]}>
        <Select options={OPS} style={{ width: 80 }} />
      </Form.Item>
      <Form.Item name={[name, 'when', 'value']} rules={[{ required: true, message: '请输入数值' }]}>
        <InputNumber style={{ width: 100 }} />
      </Form.Item>
    </Space>
  );
}

/** Warning rules: id, description, level 1–3, basis and the condition that raises them. */
export function WarningsTab() {
  return (
    <Form.List name="warnings">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              style={{ marginBottom: 8 }}
              title={`预警规则 ${index + 1}`}
              extra={
                <MinusCircleOutlined
                  aria-label={`删除预警规则 ${index + 1}`}
                  onClick={() => remove(field.name)}
                />
              }
            >
              <Space align="baseline" wrap>
                <Form.Item
                  name={[field.name, 'id']}
                  label="规则编号"
                  rules={[{ required: true, whitespace: true, message: '请输入规则编号' }]}
                >
                  <Input style={{ width: 140 }} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'description']}
                  label="说明"
                  rules={[{ required: true, whitespace: true, message: '请输入规则说明' }]}
                >
                  <Input style={{ width: 200 }} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'level']}
                  label="级别"
                  rules={[{ required: true, message: '请选择级别' }]}
                >
                  <Select
                    style={{ width: 110 }}
                    options={[
                      { value: 1, label: '三级预警' },
                      { value: 2, label: '二级预警' },
                      { value: 3, label: '一级预警' },
                    ]}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'basis']} label="依据">
                  <Select
                    style={{ width: 100 }}
                    options={[
                      { value: 'score', label: '得分' },
                      { value: 'item', label: '题目' },
                    ]}
                  />
                </Form.Item>
              </Space>
              <ConditionFields name={field.name} />
            </Card>
          ))}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() =>
              add({
                id: '',
                description: '',
                level: 1,
                basis: 'score',
                when: { metric: { kind: 'total' }, op: '>=' },
              })
            }
          >
            添加预警规则
          </Button>
        </>
      )}
    </Form.List>
  );
}
