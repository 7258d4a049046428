import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type SysTenant, type TenantMember, tenantRoutes } from '@xinmiao/shared';
import { App, Button, Drawer, Form, Input, InputNumber, Space, Table } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { tablePagination } from '../../../components/list/pagination.ts';
import { useDevice } from '../../../hooks/use-device.ts';
import { memberColumns } from './columns.tsx';
import { MemberPasswordModal } from './MemberPasswordModal.tsx';

type AddValues = { username: string; homeTenantId: number };

/** 成员: who belongs to a tenant; the platform adds accounts of any school, either side removes. */
export function MembersDrawer({
  tenant,
  platform,
  canEdit,
  onClose,
}: {
  tenant: SysTenant;
  platform: boolean;
  canEdit: boolean;
  onClose: () => void;
}) {
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [form] = Form.useForm<AddValues>();
  const [resetting, setResetting] = useState<TenantMember | null>(null);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const mobile = useDevice() === 'mobile';
  const key = ['tenant-members', tenant.id];
  const members = useQuery({
    queryKey: [...key, page],
    queryFn: () => api(tenantRoutes.members, { query: { userTenantId: tenant.id, ...page } }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: key });
  const done = (reply: unknown) => {
    if (typeof reply === 'string') message.success(reply);
    return reload();
  };

  const add = (values: AddValues) =>
    api(tenantRoutes.addMember, { body: { tenantId: tenant.id, ...values } })
      .then(done)
      .then(() => form.resetFields())
      .catch(reportError);
  const remove = canEdit
    ? (row: { id: string }) =>
        api(tenantRoutes.removeMember, { query: { userTenantId: tenant.id, userId: row.id } })
          .then(done)
          .catch(reportError)
    : null;

  const nameDirector =
    platform && canEdit
      ? (row: { id: string }) =>
          api(tenantRoutes.nameCentreDirector, { body: { tenantId: tenant.id, userId: row.id } })
            .then(done)
            .catch(reportError)
      : null;

  return (
    <Drawer title={`成员：${tenant.name}`} open onClose={onClose} size={mobile ? '100%' : 640}>
      {platform && canEdit && (
        <Form<AddValues> form={form} layout="inline" onFinish={add} style={{ marginBottom: 16, rowGap: 12 }}>
          <Form.Item
            name="username"
            rules={[{ required: true, whitespace: true, message: '请输入用户账号' }]}
          >
            <Input placeholder="用户账号" style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="homeTenantId" rules={[{ required: true, message: '请输入所属学校编号' }]}>
            <InputNumber placeholder="所属学校编号" min={0} precision={0} style={{ width: 140 }} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              添加
            </Button>
          </Space>
        </Form>
      )}
      <MemberPasswordModal member={resetting} onClose={() => setResetting(null)} />
      <Table
        rowKey="id"
        loading={members.isFetching}
        dataSource={members.data?.records ?? []}
        columns={memberColumns({
          remove,
          resetPassword: platform && canEdit ? setResetting : null,
          nameDirector,
        })}
        scroll={{ x: 460 }}
        pagination={tablePagination(
          page.pageNo,
          page.pageSize,
          members.data?.total ?? 0,
          (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        )}
      />
    </Drawer>
  );
}
