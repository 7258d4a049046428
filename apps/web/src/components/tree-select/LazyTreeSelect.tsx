import type { TreeSelectNode } from '@xinmiao/shared';
import { TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { reportError } from '../../api/error-display.ts';

type Option = { id: string; pId: string; value: string; title: string; isLeaf: boolean };

type Props = {
  /** Children of a node; the root when `pid` is undefined. */
  loadChildren: (pid: string | undefined) => Promise<TreeSelectNode[]>;
  value?: string;
  onChange?: (value: string | undefined) => void;
  multiple?: boolean;
  placeholder?: string;
  disabled?: boolean;
};

function toOption(node: TreeSelectNode, pId: string): Option {
  return { id: node.key, pId, value: node.value, title: node.title, isLeaf: node.isLeaf };
}

/** A tree select that loads each level when it is opened (dropdown at most 400 px, spec §9). */
export function LazyTreeSelect({
  loadChildren,
  value,
  onChange,
  multiple,
  placeholder = '请选择',
  disabled,
}: Props) {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    loadChildren(undefined)
      .then((nodes) => setOptions(nodes.map((n) => toOption(n, ''))))
      .catch(reportError);
  }, [loadChildren]);

  const values = value ? value.split(',').filter(Boolean) : [];
  return (
    <TreeSelect
      treeDataSimpleMode
      treeData={options}
      style={{ width: '100%' }}
      styles={{ popup: { root: { maxHeight: 400, overflow: 'auto' } } }}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      placeholder={placeholder}
      disabled={disabled}
      multiple={multiple}
      value={multiple ? values : values[0]}
      loadData={async (node) => {
        const id = String(node.id);
        const children = await loadChildren(id).catch((error: unknown) => {
          reportError(error);
          return [];
        });
        setOptions((all) => [...all, ...children.map((c) => toOption(c, id))]);
      }}
      onChange={(next: string | string[] | undefined) => {
        const list = next === undefined ? [] : Array.isArray(next) ? next : [next];
        onChange?.(list.length ? list.join(',') : undefined);
      }}
    />
  );
}
