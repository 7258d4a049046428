import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type UserRecord, userRoutes } from '@xinmiao/shared';
import { App, Button, Input, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { AddMembersModal } from './AddMembersModal.tsx';

const PAGE_SIZE = 10;

/** 部门成员 of one department and the departments below it: search, add existing users, take out. */
export function DepartMembersTab({ departId, canEdit }: { departId: string; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const key = ['depart-members', departId, keyword, pageNo];
  const members = useQuery({
    queryKey: key,
    queryFn: () =>
      api(userRoutes.departUserList, {
        query: { depId: departId, realname: keyword || undefined, pageNo, pageSize: PAGE_SIZE },
      }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['depart-members', departId] });
  const remove = (userIds: string[]) =>
    api(userRoutes.deleteUserInDepartBatch, { query: { depId: departId, userIds: userIds.join(',') } })
      .then((reply) => {
        message.success(typeof reply === 'string' ? reply : '删除成功!');
        setSelected([]);
        return reload();
      })
      .catch(reportError);

  const columns: TableColumnsType<UserRecord> = [
    { title: '用户账号', dataIndex: 'username', width: 140 },
    { title: '用户姓名', dataIndex: 'realname', width: 120 },
    { title: '所属部门', dataIndex: 'orgCodeTxt', ellipsis: true },
    ...(canEdit
      ? [
          {
            title: '操作',
            key: 'action',
            width: 90,
            render: (_: unknown, user: UserRecord) => (
              <Popconfirm title="确定要移出该部门吗?" onConfirm={() => remove([user.id])}>
                <Button type="link" size="small" danger>
                  移出
                </Button>
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="请输入用户姓名"
          onSearch={(value) => {
            setKeyword(value.trim());
            setPageNo(1);
          }}
          style={{ width: 220 }}
        />
        {canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            添加已有用户
          </Button>
        )}
        {canEdit && selected.length > 0 && (
          <Popconfirm title="确定要移出选中的用户吗?" onConfirm={() => remove(selected)}>
            <Button danger>批量移出</Button>
          </Popconfirm>
        )}
      </Space>
      <Table<UserRecord>
        rowKey="id"
        size="middle"
        loading={members.isFetching}
        dataSource={members.data?.records ?? []}
        columns={columns}
        rowSelection={
          canEdit
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
            : undefined
        }
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: members.data?.total ?? 0,
          onChange: setPageNo,
          showTotal: (total) => `共 ${total} 条`,
        }}
        scroll={{ x: 520 }}
      />
      <AddMembersModal departId={departId} open={adding} onClose={() => setAdding(false)} onAdded={reload} />
    </>
  );
}
