import { type DepartRole, departPermissionRoutes } from '@xinmiao/shared';
import { Button, Drawer, Space } from 'antd';
import { api } from '../../../api/client.ts';
import { GrantTree, GrantTreeActions } from '../../../components/permission-grant/GrantTree.tsx';
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
    <Drawer
      title={`部门角色权限配置：${role?.roleName ?? ''}`}
      open={role !== null}
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
      />
    </Drawer>
  );
}
