import type { PermissionTreeNode } from '@xinmiao/shared';
import { Button, Drawer, Space } from 'antd';
import type { ReactNode } from 'react';
import { GrantTree, GrantTreeActions } from './GrantTree.tsx';
import type { GrantEditor } from './use-grant-editor.ts';

/**
 * A role's grant in a drawer (角色授权, 部门角色授权): 全选 / 清空 at the top, the tree, 取消 / 保存 at
 * the foot. `extra` adds to a node's title; `children` follow the tree.
 */
export function GrantDrawer({
  title,
  open,
  onClose,
  grant,
  extra,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  grant: GrantEditor;
  extra?: (node: PermissionTreeNode) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <Drawer
      title={title}
      open={open}
      onClose={onClose}
      size={520}
      destroyOnHidden
      extra={<GrantTreeActions nodes={grant.nodes} onChange={grant.setChecked} />}
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={grant.saving} onClick={grant.submit}>
            保存
          </Button>
        </Space>
      }
    >
      <GrantTree
        nodes={grant.nodes}
        checked={grant.checked}
        onChange={grant.setChecked}
        loading={grant.loading}
        extra={extra}
      />
      {children}
    </Drawer>
  );
}
