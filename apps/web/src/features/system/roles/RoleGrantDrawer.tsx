import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type PermissionTreeNode, type Role, roleRoutes } from '@xinmiao/shared';
import { App, Button, Drawer, Space, Spin, Tree } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../../api/client.ts';
import { useSaving } from '../../../components/use-saving.ts';
import { DataRuleChooser } from './DataRuleChooser.tsx';
import { allKeys, toggleGrant } from './grant-tree.ts';

const TYPE_SUFFIX: Record<number, string> = { 2: '（按钮）' };

/** 角色授权: menus and buttons of the catalogue, and the data rules of pages that have some. */
export function RoleGrantDrawer({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const { message } = App.useApp();
  const { saving, whileSaving } = useSaving();
  const queryClient = useQueryClient();
  const tree = useQuery({
    queryKey: ['permission-tree'],
    enabled: role !== null,
    queryFn: () => api(roleRoutes.permissionTree),
  });
  const granted = useQuery({
    queryKey: ['role-permission', role?.id],
    enabled: role !== null,
    queryFn: () => api(roleRoutes.queryRolePermission, { query: { roleId: role?.id ?? '' } }),
  });
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [rulesOf, setRulesOf] = useState<{ key: string; title: string } | null>(null);
  useEffect(() => {
    setChecked(new Set(granted.data ?? []));
  }, [granted.data]);

  const nodes = tree.data?.treeList ?? [];
  const keys = useMemo(() => allKeys(nodes), [nodes]);

  const save = () =>
    whileSaving(async () => {
      const reply = await api(roleRoutes.saveRolePermission, {
        body: {
          roleId: role?.id ?? '',
          permissionIds: [...checked].join(','),
          lastpermissionIds: (granted.data ?? []).join(','),
        },
      });
      message.success(typeof reply === 'string' ? reply : '保存成功');
      await queryClient.invalidateQueries({ queryKey: ['role-permission', role?.id] });
      onClose();
    });

  const title = (node: PermissionTreeNode) => (
    <span>
      {node.title}
      {TYPE_SUFFIX[node.menuType] ?? ''}
      {node.ruleFlag && checked.has(node.key) && (
        <Button
          type="link"
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            setRulesOf({ key: node.key, title: node.title });
          }}
        >
          数据规则
        </Button>
      )}
    </span>
  );

  return (
    <Drawer
      title={`角色权限配置：${role?.roleName ?? ''}`}
      open={role !== null}
      onClose={onClose}
      size={520}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={() => setChecked(new Set(keys))}>全选</Button>
          <Button onClick={() => setChecked(new Set())}>清空</Button>
        </Space>
      }
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} onClick={save}>
            保存
          </Button>
        </Space>
      }
    >
      {tree.isLoading || granted.isLoading ? (
        <Spin />
      ) : (
        <Tree<PermissionTreeNode>
          checkable
          checkStrictly
          defaultExpandAll
          selectable={false}
          treeData={nodes}
          titleRender={title}
          checkedKeys={{ checked: [...checked], halfChecked: [] }}
          onCheck={(_, info) => setChecked(toggleGrant(nodes, checked, String(info.node.key), info.checked))}
        />
      )}
      {role && <DataRuleChooser roleId={role.id} page={rulesOf} onClose={() => setRulesOf(null)} />}
    </Drawer>
  );
}
