import type { PermissionTreeNode } from '@xinmiao/shared';
import { Button, Space, Spin, Tree } from 'antd';
import type { ReactNode } from 'react';
import { allKeys, toggleGrant } from './grant-tree.ts';

const TYPE_SUFFIX: Record<number, string> = { 2: '（按钮）' };

/** 全选 / 清空 over a whole permission tree. */
export function GrantTreeActions({
  nodes,
  onChange,
}: {
  nodes: readonly PermissionTreeNode[];
  onChange: (checked: Set<string>) => void;
}) {
  return (
    <Space>
      <Button onClick={() => onChange(new Set(allKeys(nodes)))}>全选</Button>
      <Button onClick={() => onChange(new Set())}>清空</Button>
    </Space>
  );
}

/**
 * The permission tree of a grant (role, department, department role): menus and buttons, checked one
 * by one with `toggleGrant`'s rules. `extra` adds to a node's title (the role grant's 数据规则 link).
 */
export function GrantTree({
  nodes,
  checked,
  onChange,
  loading,
  extra,
}: {
  nodes: readonly PermissionTreeNode[];
  checked: ReadonlySet<string>;
  onChange: (checked: Set<string>) => void;
  loading: boolean;
  extra?: (node: PermissionTreeNode) => ReactNode;
}) {
  if (loading) return <Spin />;
  return (
    <Tree<PermissionTreeNode>
      checkable
      checkStrictly
      defaultExpandAll
      selectable={false}
      treeData={[...nodes]}
      titleRender={(node) => (
        <span>
          {node.title}
          {TYPE_SUFFIX[node.menuType] ?? ''}
          {extra?.(node)}
        </span>
      )}
      checkedKeys={{ checked: [...checked], halfChecked: [] }}
      onCheck={(_, info) => onChange(toggleGrant(nodes, checked, String(info.node.key), info.checked))}
    />
  );
}
