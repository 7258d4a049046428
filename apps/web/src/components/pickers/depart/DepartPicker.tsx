import { Button, Space } from 'antd';
import { useState } from 'react';
import { KeysSelect } from '../names/KeysSelect.tsx';
import { keyLabels } from '../names/key-labels.ts';
import { DepartTreeModal } from './DepartTreeModal.tsx';
import { titlesByKey } from './depart-tree.ts';
import { useDepartTree } from './use-depart-tree.ts';

type Props = {
  value?: string;
  onChange?: (value: string | undefined) => void;
  multiple?: boolean;
  disabled?: boolean;
};

/**
 * Department ids (comma list) shown by name from the school's tree (the bare id while it loads, marked
 * when the tree no longer has it), chosen in the department tree dialog.
 */
export function DepartPicker({ value, onChange, multiple = true, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const keys = value ? value.split(',').filter(Boolean) : [];
  const tree = useDepartTree(keys.length > 0 || open);
  return (
    <Space.Compact block>
      <KeysSelect
        labels={keyLabels(keys, tree.data && titlesByKey(tree.data))}
        placeholder="请选择部门"
        disabled={disabled}
        onChange={(next) => onChange?.(next.length ? next.join(',') : undefined)}
      />
      <Button disabled={disabled} onClick={() => setOpen(true)}>
        选择
      </Button>
      <DepartTreeModal
        open={open}
        multiple={multiple}
        selected={keys}
        onCancel={() => setOpen(false)}
        onOk={(chosen) => {
          setOpen(false);
          onChange?.(chosen.length ? chosen.join(',') : undefined);
        }}
      />
    </Space.Compact>
  );
}
