import { type PermissionTreeNode, type Role, roleRoutes } from '@xinmiao/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { GrantDrawer } from '../../../components/permission-grant/GrantDrawer.tsx';
import { useGrantEditor } from '../../../components/permission-grant/use-grant-editor.ts';
import { DataRuleChooser } from './DataRuleChooser.tsx';

/** 角色授权: menus and buttons of the catalogue, and the data rules of pages that have some. */
export function RoleGrantDrawer({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const roleId = role?.id ?? '';
  const grant = useGrantEditor({
    enabled: role !== null,
    treeKey: ['permission-tree'],
    loadTree: () => api(roleRoutes.permissionTree),
    grantedKey: ['role-permission', roleId],
    loadGranted: () => api(roleRoutes.queryRolePermission, { query: { roleId } }),
    save: (change) => api(roleRoutes.saveRolePermission, { body: { roleId, ...change } }),
    onSaved: onClose,
  });
  const [rulesOf, setRulesOf] = useState<{ key: string; title: string } | null>(null);

  const rulesLink = (node: PermissionTreeNode) =>
    node.ruleFlag &&
    grant.checked.has(node.key) && (
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
    );

  return (
    <GrantDrawer
      title={`角色权限配置：${role?.roleName ?? ''}`}
      open={role !== null}
      onClose={onClose}
      grant={grant}
      extra={rulesLink}
    >
      {role && <DataRuleChooser roleId={role.id} page={rulesOf} onClose={() => setRulesOf(null)} />}
    </GrantDrawer>
  );
}
