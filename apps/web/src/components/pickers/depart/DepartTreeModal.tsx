import type { DepartIdNode } from '@xinmiao/shared';
import { Checkbox, Input, Modal, Spin, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useChoiceOnOpen } from '../use-choice-on-open.ts';
import { allKeys, filterTree } from './depart-tree.ts';
import { useDepartTree } from './use-depart-tree.ts';

type Props = {
  open: boolean;
  multiple?: boolean;
  selected: string[];
  onCancel: () => void;
  onOk: (keys: string[], nodes: DepartIdNode[]) => void;
};

/** 选择部门 (width 500): search by name, checkboxes, optional parent-child link (spec §2, §9). */
export function DepartTreeModal({ open, multiple = true, selected, onCancel, onOk }: Props) {
  const tree = useDepartTree(open);
  const [keyword, setKeyword] = useState('');
  const [linked, setLinked] = useState(false);
  const [checked, setChecked] = useChoiceOnOpen(open, selected);
  const nodes = useMemo(() => filterTree(tree.data ?? [], keyword), [tree.data, keyword]);

  return (
    <Modal
      open={open}
      title="选择部门"
      width={500}
      onCancel={onCancel}
      onOk={() => onOk(checked, tree.data ?? [])}
    >
      <Input.Search
        aria-label="按部门名称搜索"
        placeholder="按部门名称搜索"
        allowClear
        onSearch={setKeyword}
        onChange={(e) => !e.target.value && setKeyword('')}
        style={{ marginBottom: 8 }}
      />
      {multiple && (
        <Checkbox checked={linked} onChange={(e) => setLinked(e.target.checked)} style={{ marginBottom: 8 }}>
          父子关联
        </Checkbox>
      )}
      <Spin spinning={tree.isPending}>
        <div style={{ maxHeight: 400, overflow: 'auto' }}>
          <Tree
            checkable
            checkStrictly={!linked}
            fieldNames={{ key: 'key', title: 'title', children: 'children' }}
            treeData={nodes}
            expandedKeys={keyword ? allKeys(nodes) : undefined}
            defaultExpandAll
            checkedKeys={checked}
            onCheck={(value) => {
              const keys = (Array.isArray(value) ? value : value.checked).map(String);
              setChecked(multiple ? keys : keys.filter((k) => !checked.includes(k)).slice(-1));
            }}
          />
        </div>
      </Spin>
    </Modal>
  );
}
