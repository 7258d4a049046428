import { useQuery } from '@tanstack/react-query';
import { type OnlineSession, onlineRoutes } from '@xinmiao/shared';
import { Button, Card, Input, Popconfirm, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { Access } from '../../../access/Access.tsx';
import { api } from '../../../api/client.ts';
import { useChange } from '../../../components/list/use-change.ts';

const KEY = ['online-sessions'];

/**
 * 在线用户: the school's live sessions, newest activity first. 强制退出 ends one; its console
 * returns to the login page (the server closes its sockets on every instance).
 */
export function OnlineUsersPage() {
  const [username, setUsername] = useState('');
  const sessions = useQuery({
    queryKey: [...KEY, username],
    queryFn: () => api(onlineRoutes.sessions, { query: username ? { username } : {} }),
  });
  const change = useChange(KEY);
  const forceLogout = (token: string) => change(() => api(onlineRoutes.forceLogout, { body: { token } }));
  return (
    <Card variant="borderless">
      <Input.Search
        allowClear
        placeholder="按账号查询"
        aria-label="账号"
        style={{ width: 240, marginBottom: 16 }}
        onSearch={(value) => setUsername(value.trim())}
      />
      <Table<OnlineSession>
        rowKey="token"
        size="small"
        loading={sessions.isLoading}
        pagination={{ pageSize: 20 }}
        dataSource={sessions.data ?? []}
        columns={[
          {
            title: '用户',
            dataIndex: 'username',
            render: (_v, row) => (
              <>
                {row.realname ?? row.username}{' '}
                <Typography.Text type="secondary">{row.username}</Typography.Text>
                {row.current ? <Tag style={{ marginLeft: 8 }}>当前会话</Tag> : null}
              </>
            ),
          },
          { title: '登录地址', dataIndex: 'ip', width: 150 },
          {
            title: '设备',
            dataIndex: 'device',
            ellipsis: { showTitle: false },
            render: (device: string | null) => <Tooltip title={device}>{device ?? '—'}</Tooltip>,
          },
          { title: '登录时间', dataIndex: 'loginTime', width: 170 },
          { title: '最近活动', dataIndex: 'lastSeen', width: 170 },
          {
            title: '操作',
            key: 'action',
            width: 100,
            render: (_v, row) =>
              row.current ? null : (
                <Access code="system:online:forceLogout">
                  <Popconfirm
                    title={`确定强制退出 ${row.realname ?? row.username}？`}
                    onConfirm={() => forceLogout(row.token)}
                  >
                    <Button type="link" size="small" danger>
                      强制退出
                    </Button>
                  </Popconfirm>
                </Access>
              ),
          },
        ]}
      />
    </Card>
  );
}
