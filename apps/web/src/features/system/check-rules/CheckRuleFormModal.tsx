import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { checkRuleRoutes, type SysCheckRule } from '@xinmiao/shared';
import { Button, Form, Input, Space } from 'antd';
import { api } from '../../../api/client.ts';
import { RequiredTextItem } from '../../../components/form-rules/RequiredTextItem.tsx';
import type { RecordDialogProps } from '../../../components/list/use-record-dialog.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { type CheckRuleFormValues, checkRuleBody, formValuesOf, NEW_RULE } from './rule-items.ts';

/** 新增 / 编辑 a 编码校验规则: ordered lines of 位数 (N or *), 正则 and 提示; the server refuses unsafe patterns. */
export function CheckRuleFormModal(dialog: RecordDialogProps<SysCheckRule>) {
  const { editing } = dialog;
  const save = (values: CheckRuleFormValues) => {
    const body = checkRuleBody(values);
    return editing
      ? api(checkRuleRoutes.edit, { body: { ...body, id: editing.id } })
      : api(checkRuleRoutes.add, { body });
  };

  return (
    <RecordFormModal<CheckRuleFormValues>
      {...dialog}
      initialValues={() => (editing ? formValuesOf(editing) : NEW_RULE)}
      save={save}
      labelSpan={4}
      width={800}
    >
      <RequiredTextItem name="ruleName" label="规则名称" maxLength={100} />
      <Form.Item
        name="ruleCode"
        label="规则编码"
        rules={[
          { required: true, whitespace: true, message: '请输入规则编码' },
          { pattern: /^[A-Za-z0-9_-]+$/, message: '规则编码只能包含字母、数字、下划线和短横线' },
        ]}
      >
        <Input maxLength={100} placeholder="请输入规则编码" />
      </Form.Item>
      <Form.Item name="ruleDescription" label="规则描述">
        <Input.TextArea maxLength={500} rows={2} placeholder="请输入规则描述" />
      </Form.Item>
      <Form.List name="rules">
        {(fields, { add, remove }) => (
          <Form.Item label="规则设计" required>
            {fields.map((field) => (
              <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                <Form.Item
                  name={[field.name, 'digits']}
                  rules={[{ required: true, pattern: /^(\*|\d{1,4})$/, message: '位数为数字或 *' }]}
                >
                  <Input placeholder="位数" style={{ width: 80 }} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'pattern']}
                  rules={[{ required: true, message: '请输入正则表达式' }]}
                >
                  <Input placeholder="正则表达式" maxLength={200} style={{ width: 240 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'message']}>
                  <Input placeholder="提示文本" maxLength={200} style={{ width: 200 }} />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label="删除该行"
                  onClick={() => remove(field.name)}
                />
              </Space>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ digits: '*', pattern: '', message: '' })}
              disabled={fields.length >= 20}
            >
              添加一行
            </Button>
          </Form.Item>
        )}
      </Form.List>
    </RecordFormModal>
  );
}
