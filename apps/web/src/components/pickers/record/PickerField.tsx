import { Button, Select, Space } from 'antd';
import { type ReactNode, useState } from 'react';

type Props<T> = {
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** The stored key of a row (username, code, id). */
  keyOf: (row: T) => string;
  textOf: (row: T) => string;
  placeholder: string;
  disabled?: boolean;
  /** The dialog, given the rows chosen so far and how to finish. */
  dialog: (state: {
    open: boolean;
    selected: T[];
    close: () => void;
    choose: (rows: T[]) => void;
  }) => ReactNode;
};

/** Comma-separated keys (spec §9 separator) shown by name, with a 选择 button opening a picker dialog. */
export function PickerField<T>({ value, onChange, keyOf, textOf, placeholder, disabled, dialog }: Props<T>) {
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<T[]>([]);
  const keys = value ? value.split(',').filter(Boolean) : [];
  const options = keys.map((key) => {
    const row = rows.find((r) => keyOf(r) === key);
    return { value: key, label: row ? textOf(row) : key };
  });
  return (
    <Space.Compact block>
      <Select
        mode="multiple"
        open={false}
        aria-label={placeholder}
        placeholder={placeholder}
        value={keys}
        options={options}
        disabled={disabled}
        onChange={(next: string[]) => onChange?.(next.length ? next.join(',') : undefined)}
        style={{ width: '100%' }}
      />
      <Button disabled={disabled} onClick={() => setOpen(true)}>
        选择
      </Button>
      {dialog({
        open,
        selected: rows.filter((r) => keys.includes(keyOf(r))),
        close: () => setOpen(false),
        choose: (chosen) => {
          setRows(chosen);
          setOpen(false);
          onChange?.(chosen.length ? chosen.map(keyOf).join(',') : undefined);
        },
      })}
    </Space.Compact>
  );
}
