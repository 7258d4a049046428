import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Divider, Form, Input, Select, Space } from 'antd';
import { AlertItemsList } from './AlertItemsList.tsx';
import { ConditionEditor, newComparison } from './ConditionEditor.tsx';
import { conditionRule } from './condition-model.ts';
import { useConditionScope } from './use-condition-scope.ts';

/**
 * Warning rules (id, description, resulting level 1–3, basis and the condition that raises them,
 * compound conditions included), then the item alerts.
 */
export function WarningsTab() {
  const scope = useConditionScope();
  return (
    <>
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
                <Form.Item name={[field.name, 'when']} label="条件" rules={[conditionRule]}>
                  <ConditionEditor scope={scope} />
                </Form.Item>
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
                  when: newComparison(),
                })
              }
            >
              添加预警规则
            </Button>
          </>
        )}
      </Form.List>
      <Divider />
      <AlertItemsList />
    </>
  );
}
