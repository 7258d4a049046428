import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Role, type RoleUser, roleRoutes } from '@xinmiao/shared';
import { App, Button, Drawer, Input, Popconfirm, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { useDictItems } from '../../../components/list/use-dict-items.ts';

const PAGE_SIZE = 10;

/** 角色用户: the members holding a role; adding and removing takes effect on their next request. */
export function RoleUsersDrawer({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const { message } = App.useApp();
  const { can } = useAccess();
  const queryClient = useQueryClient();
  const [pageNo, setPageNo] = useState(1);
  const [username, setUsername] = useState('');
  const [adding, setAdding] = useState<string[]>([]);
  const members = useDictItems('sys_user,realname,id');
  const key = ['role-users', role?.id, pageNo, username];
  const page = useQuery({
    queryKey: key,
    enabled: role !== null,
    queryFn: () =>
      api(roleRoutes.userList, {
        query: { roleId: role?.id ?? '', pageNo, pageSize: PAGE_SIZE, ...(username ? { username } : {}) },
      }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['role-users', role?.id] });
  const run = (call: () => Promise<unknown>) =>
    call()
      .then((reply) => {
        if (typeof reply === 'string') message.success(reply);
        return reload();
      })
      .catch(reportError);

  const assign = can('system:role:assign');
  const columns: TableColumnsType<RoleUser> = [
    { title: '用户账号', dataIndex: 'username' },
    { title: '用户姓名', dataIndex: 'realname' },
    { title: '手机号', dataIndex: 'phone' },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (v: number) => (v === 1 ? '正常' : '冻结'),
    },
    ...(assign
      ? [
          {
            title: '操作',
            key: 'action',
            width: 90,
            render: (_: unknown, row: RoleUser) => (
              <Popconfirm
                title="确定移除该用户吗?"
                onConfirm={() =>
                  run(() => api(roleRoutes.deleteUser, { query: { roleId: role?.id ?? '', userId: row.id } }))
                }
              >
                <Button type="link" size="small" danger>
                  移除
                </Button>
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  return (
    <Drawer
      title={`角色用户：${role?.roleName ?? ''}`}
      open={role !== null}
      onClose={onClose}
      size={720}
      destroyOnHidden
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="用户账号"
          onSearch={(value) => {
            setPageNo(1);
            setUsername(value.trim());
          }}
          style={{ width: 200 }}
        />
        {assign && (
          <>
            <Select
              mode="multiple"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="选择要添加的用户"
              style={{ width: 260 }}
              value={adding}
              onChange={setAdding}
              options={members.map((m) => ({ value: m.value, label: m.text }))}
            />
            <Button
              type="primary"
              disabled={adding.length === 0}
              onClick={() =>
                run(() =>
                  api(roleRoutes.addUsers, { body: { roleId: role?.id ?? '', userIdList: adding } }).then(
                    (reply) => {
                      setAdding([]);
                      return reply;
                    },
                  ),
                )
              }
            >
              添加用户
            </Button>
          </>
        )}
      </Space>
      <Table<RoleUser>
        rowKey="id"
        size="middle"
        loading={page.isFetching}
        columns={columns}
        dataSource={page.data?.records ?? []}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: page.data?.total ?? 0,
          onChange: setPageNo,
          showTotal: (total, [from, to]) => `${from}-${to} 共 ${total} 条`,
        }}
      />
    </Drawer>
  );
}
