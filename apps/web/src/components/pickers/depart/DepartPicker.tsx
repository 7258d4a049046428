import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { DepartTreeModal } from './DepartTreeModal.tsx';
import { titlesOf } from './depart-tree.ts';
import { useDepartTree } from './use-depart-tree.ts';

type Props = {
  value?: string;
  onChange?: (value: string | undefined) => void;
  multiple?: boolean;
  disabled?: boolean;
};

/** Department ids (comma list) shown by name, chosen in the department tree dialog. */
export function DepartPicker({ value, onChange, multiple = true, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const keys = value ? value.split(',').filter(Boolean) : [];
  const tree = useDepartTree(keys.length > 0 || open);
  return (
    <Space.Compact block>
      <Input
        readOnly
        aria-label="部门"
        placeholder="请选择部门"
        value={titlesOf(tree.data ?? [], keys).join(',')}
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
