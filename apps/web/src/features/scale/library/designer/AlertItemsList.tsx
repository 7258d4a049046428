import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, InputNumber, Space, Typography } from 'antd';
import { ConditionEditor } from './ConditionEditor.tsx';
import { conditionRule, type DraftCondition, isRecord } from './condition-model.ts';
import { useConditionScope } from './use-condition-scope.ts';

/** A new alert: the item's own score above 0 (PHQ-9 item 9's rule), item filled in by the user. */
const NEW_ALERT = { when: { metric: { kind: 'itemScore' }, op: '>', value: 0 } };

/**
 * When the alert's item number changes, a condition on that item's own score or option follows it,
 * so 题号 is typed once.
 */
function followItem(when: unknown, from: unknown, to: number | null): DraftCondition | null {
  if (!isRecord(when) || !isRecord(when.metric)) return null;
  const { kind, item } = when.metric;
  if (kind !== 'itemScore' && kind !== 'itemOption') return null;
  if (item !== undefined && item !== from) return null;
  const metric = { ...when.metric };
  if (to === null) delete metric.item;
  else metric.item = to;
  return { ...when, metric };
}

/** 题目预警 (`alertItems`): an item whose answer raises an alert on its own, e.g. 第 9 题得分 > 0. */
export function AlertItemsList() {
  const form = Form.useFormInstance();
  const scope = useConditionScope();
  return (
    <Form.List name="alertItems">
      {(fields, { add, remove }) => (
        <>
          <Typography.Title level={5}>题目预警</Typography.Title>
          <Typography.Paragraph type="secondary">
            单独一道题的作答即提示关注，例如「第 9 题得分大于 0」。
          </Typography.Paragraph>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              style={{ marginBottom: 8 }}
              title={`题目预警 ${index + 1}`}
              extra={
                <MinusCircleOutlined
                  aria-label={`删除题目预警 ${index + 1}`}
                  onClick={() => remove(field.name)}
                />
              }
            >
              <Space align="start" wrap>
                <Form.Item
                  name={[field.name, 'item']}
                  label="题号"
                  rules={[{ required: true, message: '请输入题号' }]}
                >
                  <InputNumber
                    aria-label={`题目预警 ${index + 1} 题号`}
                    min={1}
                    precision={0}
                    style={{ width: 90 }}
                    onChange={(to) => {
                      const path = ['alertItems', field.name];
                      const from: unknown = form.getFieldValue([...path, 'item']);
                      const when = followItem(form.getFieldValue([...path, 'when']), from, to);
                      if (when) form.setFieldValue([...path, 'when'], when);
                    }}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'when']} label="条件" rules={[conditionRule]}>
                  <ConditionEditor scope={scope} />
                </Form.Item>
              </Space>
            </Card>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(structuredClone(NEW_ALERT))}>
            添加题目预警
          </Button>
        </>
      )}
    </Form.List>
  );
}
