import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PLATFORM_TENANT_ID, type SysTenant, tenantRoutes } from '@xinmiao/shared';
import { App, Button, Card, Form, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { useSession } from '../../../access/session-store.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { tablePagination } from '../../../components/list/pagination.ts';
import { tenantColumns } from './columns.tsx';
import { MembersDrawer } from './MembersDrawer.tsx';
import { TenantFormModal } from './TenantFormModal.tsx';

type Search = { name?: string; status?: string };

/** 租户管理: every school for the platform operator, only its own for a school's administrator. */
export function TenantsPage() {
  const platform = useSession().tenantid === PLATFORM_TENANT_ID;
  const [search, setSearch] = useState<Search>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [modal, setModal] = useState<{ editing: SysTenant | null } | null>(null);
  const [membersOf, setMembersOf] = useState<SysTenant | null>(null);
  const [form] = Form.useForm<Search>();
  const { can } = useAccess();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const tenants = useQuery({
    queryKey: ['tenants', search, page],
    queryFn: () => api(tenantRoutes.list, { query: { ...search, ...page } }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['tenants'] });

  const columns = tenantColumns({
    can,
    platform,
    edit: (row) => setModal({ editing: row }),
    members: setMembersOf,
    remove: (row) =>
      api(tenantRoutes.delete, { query: { id: row.id } })
        .then((reply) => {
          if (typeof reply === 'string') message.success(reply);
          return reload();
        })
        .catch(reportError),
  });

  const find = (values: Search) => {
    setSearch({
      ...(values.name?.trim() ? { name: values.name.trim() } : {}),
      ...(values.status ? { status: values.status } : {}),
    });
    setPage((p) => ({ ...p, pageNo: 1 }));
    void reload();
  };

  return (
    <Card variant="borderless">
      <Form<Search> form={form} layout="inline" onFinish={find} style={{ marginBottom: 16, rowGap: 12 }}>
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
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              find({});
            }}
          >
            重置
          </Button>
        </Space>
      </Form>
      {platform && can('system:tenant:add') && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ marginBottom: 16 }}
          onClick={() => setModal({ editing: null })}
        >
          新增
        </Button>
      )}
      <Table
        rowKey="id"
        loading={tenants.isFetching}
        dataSource={tenants.data?.records ?? []}
        columns={columns}
        scroll={{ x: 1000 }}
        pagination={tablePagination(
          page.pageNo,
          page.pageSize,
          tenants.data?.total ?? 0,
          (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        )}
      />
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
