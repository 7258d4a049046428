import { type DepartRole, departPermissionRoutes } from '@xinmiao/shared';
import { api } from '../../../api/client.ts';
import { GrantDrawer } from '../../../components/permission-grant/GrantDrawer.tsx';
import { useGrantEditor } from '../../../components/permission-grant/use-grant-editor.ts';

/** 部门角色授权: within what the department itself was granted (部门权限). */
export function DepartRoleGrantDrawer({
  departId,
  role,
  onClose,
}: {
  departId: string;
  role: DepartRole | null;
  onClose: () => void;
}) {
  const roleId = role?.id ?? '';
  const grant = useGrantEditor({
    enabled: role !== null,
    treeKey: ['depart-role-tree', departId],
    loadTree: () => api(departPermissionRoutes.queryTreeListForDeptRole, { query: { departId } }),
    grantedKey: ['depart-role-permission', roleId],
    loadGranted: () => api(departPermissionRoutes.queryDeptRolePermission, { query: { roleId } }),
    save: (change) => api(departPermissionRoutes.saveDeptRolePermission, { body: { roleId, ...change } }),
    onSaved: onClose,
  });
  return (
    <GrantDrawer
      title={`部门角色权限配置：${role?.roleName ?? ''}`}
      open={role !== null}
      onClose={onClose}
      grant={grant}
    />
  );
}
