import type { DictItem } from '@xinmiao/shared';
import { Alert, Checkbox, Radio, Select } from 'antd';
import { useDictItems } from '../list/use-dict-items.ts';

export type DictControlType = 'select' | 'radio' | 'checkbox' | 'multi';

/** Multi values travel as one comma-separated string, as JeecgBoot stores them (spec §9). */
export const MULTI_SEPARATOR = ',';

type Props = {
  dictCode: string;
  type?: DictControlType;
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
};

function splitValue(value: string | undefined): string[] {
  return value ? value.split(MULTI_SEPARATOR).filter(Boolean) : [];
}

function options(items: DictItem[]) {
  return items.map((item) => ({ value: item.value, label: item.text }));
}

/** A dictionary as select, radio group, checkbox group or multi-select. */
export function DictControl({
  dictCode,
  type = 'select',
  value,
  onChange,
  placeholder = '请选择',
  disabled,
}: Props) {
  if (!dictCode.trim()) return <Alert type="error" showIcon title="字典Code不能为空!" />;
  return (
    <DictOptions
      dictCode={dictCode}
      type={type}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      disabled={disabled}
    />
  );
}

function DictOptions({
  dictCode,
  type,
  value,
  onChange,
  placeholder,
  disabled,
}: Required<Pick<Props, 'dictCode' | 'type'>> & Props) {
  const items = options(useDictItems(dictCode));
  const joined = (values: readonly (string | number | boolean)[]) =>
    onChange?.(values.length ? values.map(String).join(MULTI_SEPARATOR) : undefined);

  switch (type) {
    case 'radio':
      return (
        <Radio.Group
          options={items}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange?.(e.target.value)}
        />
      );
    case 'checkbox':
      return (
        <Checkbox.Group options={items} value={splitValue(value)} disabled={disabled} onChange={joined} />
      );
    case 'multi':
      return (
        <Select
          mode="multiple"
          allowClear
          maxTagCount={1}
          placeholder={placeholder}
          options={items}
          value={splitValue(value)}
          disabled={disabled}
          onChange={joined}
        />
      );
    default:
      return (
        <Select
          allowClear
          placeholder={placeholder}
          options={items}
          value={value || undefined}
          disabled={disabled}
          onChange={(v: string | undefined) => onChange?.(v)}
        />
      );
  }
}
