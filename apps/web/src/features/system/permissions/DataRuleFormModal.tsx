import {
  DATA_RULE_CONDITIONS,
  DATA_RULE_VARIABLES,
  type DataRuleCondition,
  type DataRuleRecord,
  permissionRoutes,
} from '@xinmiao/shared';
import { Form, Input, Select, Switch } from 'antd';
import { api } from '../../../api/client.ts';
import type { RecordDialogProps } from '../../../components/list/use-record-dialog.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';

type Values = {
  ruleName: string;
  ruleColumn: string;
  ruleConditions: DataRuleCondition;
  ruleValue: string;
  enabled: boolean;
};

const CONDITIONS = Object.entries(DATA_RULE_CONDITIONS)
  .filter(([value]) => value !== 'USE_SQL_RULES')
  .map(([value, label]) => ({ value, label: `${value}（${label}）` }));

const VARIABLES = Object.entries(DATA_RULE_VARIABLES)
  .map(([name, label]) => `${name} ${label}`)
  .join('；');

/** 新增 / 编辑 a data rule of one page: a whitelisted field, a condition and a value. */
export function DataRuleFormModal({
  permissionId,
  fields,
  ...dialog
}: RecordDialogProps<DataRuleRecord> & { permissionId: string; fields: string[] }) {
  const { editing } = dialog;
  const save = (values: Values) => {
    const body = {
      permissionId,
      ruleName: values.ruleName,
      ruleColumn: values.ruleColumn,
      ruleConditions: values.ruleConditions,
      ruleValue: values.ruleValue,
      status: values.enabled ? '1' : '0',
    };
    return editing
      ? api(permissionRoutes.editRule, { body: { ...body, id: editing.id } })
      : api(permissionRoutes.addRule, { body });
  };

  return (
    <RecordFormModal<Values>
      {...dialog}
      title={editing ? '编辑数据规则' : '新增数据规则'}
      initialValues={() =>
        editing
          ? {
              ruleName: editing.ruleName,
              ruleColumn: editing.ruleColumn,
              ruleConditions: editing.ruleConditions as DataRuleCondition,
              ruleValue: editing.ruleValue,
              enabled: editing.status === '1',
            }
          : { ruleName: '', ruleColumn: undefined, ruleConditions: '=', ruleValue: '', enabled: true }
      }
      save={save}
      layout="vertical"
      cancelText="取消"
    >
      <Form.Item
        name="ruleName"
        label="规则名称"
        rules={[{ required: true, whitespace: true, message: '请输入规则名称' }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="ruleColumn" label="规则字段" rules={[{ required: true, message: '请选择规则字段' }]}>
        <Select options={fields.map((f) => ({ value: f, label: f }))} placeholder="选择字段" />
      </Form.Item>
      <Form.Item
        name="ruleConditions"
        label="条件规则"
        rules={[{ required: true, message: '请选择条件规则' }]}
      >
        <Select options={CONDITIONS} />
      </Form.Item>
      <Form.Item
        name="ruleValue"
        label="规则值"
        extra={`可用系统变量：${VARIABLES}`}
        rules={[{ required: true, whitespace: true, message: '请输入规则值' }]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="enabled" label="状态" valuePropName="checked">
        <Switch checkedChildren="有效" unCheckedChildren="无效" />
      </Form.Item>
    </RecordFormModal>
  );
}
