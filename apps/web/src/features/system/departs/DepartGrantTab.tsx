import { departPermissionRoutes, roleRoutes } from '@xinmiao/shared';
import { Button, Space } from 'antd';
import { api } from '../../../api/client.ts';
import { GrantTree, GrantTreeActions } from '../../../components/permission-grant/GrantTree.tsx';
import { useGrantEditor } from '../../../components/permission-grant/use-grant-editor.ts';

/**
 * 部门权限 of one department: what its department roles may be granted. Withdrawing an entry here also
 * withdraws it from the department's roles (the server does that).
 */
export function DepartGrantTab({ departId, canEdit }: { departId: string; canEdit: boolean }) {
  const grant = useGrantEditor({
    enabled: true,
    treeKey: ['permission-tree'],
    loadTree: () => api(roleRoutes.permissionTree),
    grantedKey: ['depart-permission', departId],
    loadGranted: () => api(departPermissionRoutes.queryDepartPermission, { query: { departId } }),
    save: (change) => api(departPermissionRoutes.saveDepartPermission, { body: { departId, ...change } }),
  });
  return (
    <>
      {canEdit && (
        <Space style={{ marginBottom: 12 }}>
          <GrantTreeActions nodes={grant.nodes} onChange={grant.setChecked} />
          <Button type="primary" loading={grant.saving} onClick={grant.submit}>
            保存
          </Button>
        </Space>
      )}
      <GrantTree
        nodes={grant.nodes}
        checked={grant.checked}
        onChange={grant.setChecked}
        loading={grant.loading}
      />
    </>
  );
}
