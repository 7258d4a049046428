import { UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Col, Descriptions, Empty, Flex, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { useAccessState } from '../../../access/access-store.ts';
import { currentTenantName, useSession } from '../../../access/session-store.ts';
import { avatarUrl } from '../../../components/avatar-url.ts';
import { MenuIcon } from '../../../components/MenuIcon.tsx';
import { greetingFor, WELCOME_LINE } from '../../../layouts/header/greeting.ts';
import { HomeCharts, useShowsHomeCharts } from './HomeCharts.tsx';
import { RoleCards } from './RoleCards.tsx';
import { shortcutGroups } from './shortcut-groups.ts';
import { VisitStats } from './VisitStats.tsx';
import { WorkCards } from './WorkCards.tsx';
import './analysis.css';

/** Home: greeting, the user's tenant and department, visit counters, and shortcuts to every page of their menu. */
export function AnalysisPage() {
  const session = useSession();
  const { built } = useAccessState();
  const charts = useShowsHomeCharts();
  const groups = shortcutGroups(built?.menu ?? []);
  const tenant = currentTenantName(session) || (session.tenantid ? `租户 ${session.tenantid}` : '未选择租户');
  return (
    <Flex vertical gap={16}>
      <Card>
        <div className="analysis-welcome">
          <Avatar size={64} src={avatarUrl(session.avatar)} icon={<UserOutlined />} />
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {greetingFor(new Date().getHours())}，{session.realname || session.username}
            </Typography.Title>
            <Typography.Text type="secondary">{WELCOME_LINE}</Typography.Text>
          </div>
        </div>
        <Descriptions style={{ marginTop: 16 }} column={{ xs: 1, sm: 2, md: 3 }}>
          <Descriptions.Item label="当前租户">{tenant}</Descriptions.Item>
          <Descriptions.Item label="所属部门">{session.info?.orgCodeTxt || '未设置部门'}</Descriptions.Item>
          <Descriptions.Item label="登录账号">{session.username}</Descriptions.Item>
        </Descriptions>
      </Card>
      <RoleCards />
      <WorkCards />
      {/* The day's charts beside the visit statistics; stacked on a phone. */}
      <Row gutter={[16, 16]}>
        {charts ? (
          <Col xs={24} xl={14}>
            <HomeCharts />
          </Col>
        ) : null}
        <Col xs={24} xl={charts ? 10 : 24}>
          <VisitStats />
        </Col>
      </Row>
      <Card title="功能导航">
        {groups.length === 0 ? (
          <Empty description="当前账号暂无可用功能" />
        ) : (
          <div className="analysis-groups">
            {groups.map((group) => (
              <section key={group.title}>
                <div className="analysis-group__title">
                  <MenuIcon name={group.icon} />
                  {group.title}
                </div>
                <Flex wrap gap={8}>
                  {group.links.map((link) =>
                    link.external ? (
                      <Button key={link.path} href={link.external} target="_blank" rel="noopener noreferrer">
                        {link.title}
                      </Button>
                    ) : (
                      <Link key={link.path} to={link.path}>
                        <Button>{link.title}</Button>
                      </Link>
                    ),
                  )}
                </Flex>
              </section>
            ))}
          </div>
        )}
      </Card>
    </Flex>
  );
}
