import { Select, Switch } from 'antd';
import { useEffect } from 'react';
import { DEFAULT_SWITCH_OPTIONS, isSwitchOn, switchValue } from './switch-value.ts';

type Props = {
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** [on, off]; default ['Y', 'N']. */
  options?: readonly [string, string];
  /** In a search form: a 是/否 select that may stay empty. */
  query?: boolean;
  disabled?: boolean;
};

/** Yes/no control whose value is a string pair (spec §4 switch semantics). */
export function SwitchControl({ value, onChange, options = DEFAULT_SWITCH_OPTIONS, query, disabled }: Props) {
  const empty = value === undefined || value === null || value === '';
  useEffect(() => {
    // An empty value is stored as off, so the form sends what the switch shows.
    if (!query && empty) onChange?.(options[1]);
  }, [query, empty, onChange, options]);

  if (query) {
    return (
      <Select
        allowClear
        placeholder="请选择"
        value={empty ? undefined : value}
        onChange={(v: string | undefined) => onChange?.(v)}
        disabled={disabled}
        options={[
          { value: options[0], label: '是' },
          { value: options[1], label: '否' },
        ]}
      />
    );
  }
  return (
    <Switch
      checked={isSwitchOn(value, options)}
      disabled={disabled}
      onChange={(checked) => onChange?.(switchValue(checked, options))}
    />
  );
}
