import { Button, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { KeysSelect } from '../names/KeysSelect.tsx';
import { keyLabels } from '../names/key-labels.ts';
import { type RowSource, useKeyRows } from '../names/use-key-rows.ts';

type Props<T> = {
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** The stored key of a row (username, code, id). */
  keyOf: (row: T) => string;
  textOf: (row: T) => string;
  /** Rows of stored keys the dialog has not supplied (a form opened on a saved value). */
  source: RowSource<T>;
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

/**
 * Comma-separated keys (spec §9 separator) shown by name, with a 选择 button opening a picker dialog.
 * A stored value's names come from the server (the bare key meanwhile, marked if it no longer exists),
 * and its rows start the dialog's 已选 panel, so confirming the dialog unchanged keeps the value.
 */
export function PickerField<T>({
  value,
  onChange,
  keyOf,
  textOf,
  source,
  placeholder,
  disabled,
  dialog,
}: Props<T>) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<T[]>([]);
  const keys = value ? value.split(',').filter(Boolean) : [];
  const pickedByKey = new Map(picked.map((r) => [keyOf(r), r]));
  const loaded = useKeyRows(
    source,
    keys.filter((k) => !pickedByKey.has(k)),
  );
  const known = new Map([...(loaded ?? []).map((r) => [keyOf(r), r] as const), ...pickedByKey]);
  const textsOf = (rows: Iterable<T>) => new Map([...rows].map((r) => [keyOf(r), textOf(r)]));
  return (
    <Space.Compact block>
      <KeysSelect
        labels={keyLabels(keys, loaded && textsOf(loaded), textsOf(picked))}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(next) => onChange?.(next.length ? next.join(',') : undefined)}
      />
      <Button disabled={disabled} onClick={() => setOpen(true)}>
        选择
      </Button>
      {dialog({
        open,
        selected: keys.flatMap((k) => known.get(k) ?? []),
        close: () => setOpen(false),
        choose: (rows) => {
          setPicked(rows);
          setOpen(false);
          onChange?.(rows.length ? rows.map(keyOf).join(',') : undefined);
        },
      })}
    </Space.Compact>
  );
}
