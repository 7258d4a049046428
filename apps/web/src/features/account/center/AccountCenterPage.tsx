import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Flex, Typography } from 'antd';
import { useSession } from '../../../access/session-store.ts';
import { avatarUrl } from '../../../components/avatar-url.ts';
import { UserInfoDescriptions } from '../../../components/UserInfoDescriptions.tsx';
import { MyReadersCard } from './MyReadersCard.tsx';

/** 个人中心: who is signed in, read from the session store; a student also sees who read their data. */
export function AccountCenterPage() {
  const session = useSession();
  return (
    <Flex gap={16} wrap align="flex-start">
      <Card style={{ width: 280, textAlign: 'center' }}>
        <Avatar size={96} src={avatarUrl(session.avatar)} icon={<UserOutlined />} />
        <Typography.Title level={4} style={{ marginTop: 16, marginBottom: 4 }}>
          {session.realname || session.username}
        </Typography.Title>
        <Typography.Text type="secondary">{session.info?.orgCodeTxt || '未设置部门'}</Typography.Text>
      </Card>
      <Card title="基本信息" style={{ flex: 1, minWidth: 300 }}>
        <UserInfoDescriptions />
      </Card>
      <MyReadersCard />
    </Flex>
  );
}
