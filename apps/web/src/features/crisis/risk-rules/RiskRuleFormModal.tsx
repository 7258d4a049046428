import { RISK_RULE_KINDS, type RiskRule, type RiskRuleInput, riskRuleRoutes } from '@xinmiao/shared';
import { Form, Input, Radio, Select } from 'antd';
import { api } from '../../../api/client.ts';
import { useLevelOptions } from '../../../components/levels/use-levels.ts';
import type { RecordDialogProps } from '../../../components/list/use-record-dialog.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';

type Values = Required<Pick<RiskRuleInput, 'ruleKind' | 'ruleText' | 'level' | 'status'>> & {
  description?: string | null;
};

const NEW_RULE: Values = { ruleKind: 'phrase', ruleText: '', level: 3, status: 1, description: '' };

/** 新增 / 编辑 a 风险词规则; the server refuses patterns RE2 cannot run and phrases with no letters. */
export function RiskRuleFormModal(dialog: RecordDialogProps<RiskRule>) {
  const { editing } = dialog;
  const levels = useLevelOptions().filter((option) => option.value > 0);
  const save = (values: Values) => {
    const body = { ...values, description: values.description?.trim() || null };
    return editing
      ? api(riskRuleRoutes.edit, { body: { ...body, id: editing.id } })
      : api(riskRuleRoutes.add, { body });
  };
  return (
    <RecordFormModal<Values>
      {...dialog}
      initialValues={() =>
        editing ? { ...editing, level: editing.level, status: editing.status === 1 ? 1 : 0 } : NEW_RULE
      }
      save={save}
      width={640}
    >
      <Form.Item name="ruleKind" label="类型" rules={[{ required: true, message: '请选择规则类型' }]}>
        <Radio.Group options={Object.entries(RISK_RULE_KINDS).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Form.Item
        name="ruleText"
        label="风险词"
        extra="风险词会忽略空格、标点和全角，并识别拼音；正则表达式作用于去掉空格和标点后的小写文本。"
        rules={[{ required: true, whitespace: true, message: '请输入风险词或正则表达式' }]}
      >
        <Input maxLength={200} placeholder="如：不想活" />
      </Form.Item>
      <Form.Item name="level" label="建议等级" rules={[{ required: true, message: '请选择风险等级' }]}>
        <Select options={levels} placeholder="请选择风险等级" />
      </Form.Item>
      <Form.Item name="status" label="状态">
        <Radio.Group
          options={[
            { value: 1, label: '启用' },
            { value: 0, label: '停用' },
          ]}
        />
      </Form.Item>
      <Form.Item name="description" label="说明">
        <Input.TextArea maxLength={500} rows={2} placeholder="请输入说明" />
      </Form.Item>
    </RecordFormModal>
  );
}
