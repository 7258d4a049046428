import { useQuery } from '@tanstack/react-query';
import { type Registration, registerRoutes } from '@xinmiao/shared';
import { Button, Card, Popconfirm, Space, Table } from 'antd';
import { Access } from '../../../access/Access.tsx';
import { api } from '../../../api/client.ts';
import { useChange } from '../../../components/list/use-change.ts';

const KEY = ['register-pending'];

/**
 * 注册审核: the school's self-registrations waiting for its approver (登录配置 › 自助注册 names them).
 * 通过 unfreezes the account with the school's role; 驳回 deletes it.
 */
export function RegistrationsPage() {
  const pending = useQuery({ queryKey: KEY, queryFn: () => api(registerRoutes.pending), retry: false });
  const change = useChange(KEY);

  const decide = (route: typeof registerRoutes.approve | typeof registerRoutes.reject, row: Registration) =>
    change(() => api(route, { body: { id: row.id } }));

  return (
    <Card variant="borderless" title="待审核的注册申请">
      <Table<Registration>
        rowKey="id"
        size="middle"
        pagination={false}
        loading={pending.isLoading}
        dataSource={pending.data ?? []}
        locale={{ emptyText: pending.error ? pending.error.message : '暂无待审核的注册申请' }}
        columns={[
          { title: '用户名', dataIndex: 'username' },
          { title: '真实姓名', dataIndex: 'realname' },
          { title: '手机号', dataIndex: 'phone' },
          { title: '通过后角色', dataIndex: 'roleName' },
          { title: '申请时间', dataIndex: 'createTime' },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, row) => (
              <Access code="system:register:approve">
                <Space>
                  <Popconfirm
                    title={`通过 ${row.realname}（${row.username}）的注册？`}
                    onConfirm={() => decide(registerRoutes.approve, row)}
                  >
                    <Button type="link">通过</Button>
                  </Popconfirm>
                  <Popconfirm
                    title="驳回后该账号将被删除，确定驳回吗？"
                    onConfirm={() => decide(registerRoutes.reject, row)}
                  >
                    <Button type="link" danger>
                      驳回
                    </Button>
                  </Popconfirm>
                </Space>
              </Access>
            ),
          },
        ]}
      />
    </Card>
  );
}
