import { useQueryClient } from '@tanstack/react-query';
import { PLATFORM_TENANT_ID, type SysTenant, tenantRoutes } from '@xinmiao/shared';
import { Card, Form, Input, Select, Table } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { useSession } from '../../../access/session-store.ts';
import { api } from '../../../api/client.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useChange } from '../../../components/list/use-change.ts';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { tenantColumns } from './columns.tsx';
import { MembersDrawer } from './MembersDrawer.tsx';
import { RegionAccountModal } from './RegionAccountModal.tsx';
import { TenantFormModal } from './TenantFormModal.tsx';

/**
 * 租户管理: every school and 教育局 for the platform operator (who adds the bureaus' accounts), only
 * its own for a school's administrator.
 */
export function TenantsPage() {
  const platform = useSession().tenantid === PLATFORM_TENANT_ID;
  // The tenant list is hand-written over the platform table, in id order (no column sort).
  const list = useListPage(tenantRoutes.list, {
    queryKey: ['tenants'],
    search: { name: 'exact', status: 'exact' },
    defaultSort: null,
  });
  const [modal, setModal] = useState<{ editing: SysTenant | null } | null>(null);
  const [membersOf, setMembersOf] = useState<SysTenant | null>(null);
  const [accountFor, setAccountFor] = useState<SysTenant | null>(null);
  const { can } = useAccess();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: ['tenants'] });
  const change = useChange(['tenants']);

  const columns = tenantColumns({
    can,
    platform,
    edit: (row) => setModal({ editing: row }),
    members: setMembersOf,
    addRegionAccount: setAccountFor,
    remove: (row) =>
      change(
        () => api(tenantRoutes.delete, { query: { id: row.id } }),
        () => list.afterDelete(1),
      ),
  });

  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
        <Form.Item name="name" label="租户名称">
          <Input allowClear placeholder="请输入租户名称" />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select
            style={{ width: 120 }}
            options={[
              { value: '', label: '全部' },
              { value: '1', label: '正常' },
              { value: '0', label: '冻结' },
            ]}
          />
        </Form.Item>
      </ListSearchForm>
      {platform && (
        <AddButton
          permission="system:tenant:add"
          style={{ marginBottom: 16 }}
          onClick={() => setModal({ editing: null })}
        />
      )}
      <Table {...list.tableProps} columns={columns} scroll={{ x: 1100 }} />
      <TenantFormModal
        open={modal !== null}
        editing={modal?.editing ?? null}
        platform={platform}
        onClose={() => setModal(null)}
        onSaved={() => {
          setModal(null);
          void reload();
        }}
      />
      <RegionAccountModal tenant={accountFor} onClose={() => setAccountFor(null)} />
      {membersOf && (
        <MembersDrawer
          tenant={membersOf}
          platform={platform}
          canEdit={can('system:tenant:edit')}
          onClose={() => setMembersOf(null)}
        />
      )}
    </Card>
  );
}
