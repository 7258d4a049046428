import { MinusCircleOutlined, PlusCircleOutlined } from '@ant-design/icons';
import { Button, DatePicker, Input, InputNumber, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { DictControl } from '../dict/DictControl.tsx';
import { type Condition, changeRule, QUERY_RULES, type QueryField } from './super-query-model.ts';

type Props = {
  condition: Condition;
  fields: readonly QueryField[];
  onChange: (next: Condition) => void;
  onAdd: () => void;
  onRemove: () => void;
};

function ValueInput({
  condition,
  field,
  onChange,
}: {
  condition: Condition;
  field?: QueryField;
  onChange: (val: string) => void;
}) {
  if (field?.dictCode) {
    return (
      <DictControl
        dictCode={field.dictCode}
        type={condition.rule === 'in' ? 'multi' : 'select'}
        value={condition.val}
        onChange={(v) => onChange(v ?? '')}
      />
    );
  }
  if (field?.type === 'date' && condition.rule !== 'in') {
    return (
      <DatePicker
        style={{ width: '100%' }}
        value={condition.val ? dayjs(condition.val) : null}
        onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : '')}
      />
    );
  }
  if (field?.type === 'number' && condition.rule !== 'in') {
    return (
      <InputNumber
        style={{ width: '100%' }}
        value={condition.val === '' ? null : Number(condition.val)}
        onChange={(v) => onChange(v === null ? '' : String(v))}
      />
    );
  }
  return (
    <Input
      aria-label="查询值"
      placeholder={condition.rule === 'in' ? '多个值用逗号分隔' : '请输入值'}
      value={condition.val}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** One 字段 / 规则 / 值 line of the advanced query. */
export function ConditionLine({ condition, fields, onChange, onAdd, onRemove }: Props) {
  const field = fields.find((f) => f.value === condition.field);
  return (
    <Space.Compact block style={{ marginBottom: 8 }} data-testid="super-query-line">
      <Select
        aria-label="查询字段"
        placeholder="选择查询字段"
        style={{ width: '30%' }}
        value={condition.field}
        options={fields.map((f) => ({ value: f.value, label: f.text }))}
        onChange={(value: string) => onChange({ ...condition, field: value, val: '' })}
      />
      <Select
        aria-label="匹配规则"
        style={{ width: '20%' }}
        value={condition.rule}
        options={QUERY_RULES.map((r) => ({ value: r.value, label: r.label }))}
        onChange={(rule) => onChange(changeRule(condition, rule))}
      />
      <div style={{ width: '40%' }}>
        <ValueInput condition={condition} field={field} onChange={(val) => onChange({ ...condition, val })} />
      </div>
      <Button aria-label="增加条件" icon={<PlusCircleOutlined />} onClick={onAdd} />
      <Button aria-label="删除条件" icon={<MinusCircleOutlined />} onClick={onRemove} />
    </Space.Compact>
  );
}
