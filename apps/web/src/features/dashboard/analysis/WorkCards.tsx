import { useQuery } from '@tanstack/react-query';
import {
  BOOKING_STATUSES,
  bookingRoutes,
  feeRoutes,
  PLATFORM_TENANT_ID,
  screeningTaskRoutes,
} from '@xinmiao/shared';
import { Button, Card, Col, Flex, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import { useAccess } from '../../../access/access-store.ts';
import { useSession } from '../../../access/session-store.ts';
import { api } from '../../../api/client.ts';

/** The platform operator's service contracts: how many, running out, not fully paid. */
function ContractsCard() {
  const contracts = useQuery({
    queryKey: ['home-contracts'],
    queryFn: () =>
      api(feeRoutes.list, { query: { pageNo: 1, pageSize: 500, column: 'endDate', order: 'asc' } }),
  });
  const rows = contracts.data?.records ?? [];
  const figures = [
    { title: '服务合同', value: contracts.data?.total ?? 0 },
    { title: '即将到期', value: rows.filter((c) => c.termState === 'expiring').length },
    { title: '只读宽限期', value: rows.filter((c) => c.termState === 'grace').length },
    { title: '未付清', value: rows.filter((c) => c.payState !== 'paid').length },
  ];
  return (
    <Card
      title="学校与合同"
      size="small"
      extra={
        <Link to="/statistics/fee">
          <Button size="small">费用管理</Button>
        </Link>
      }
    >
      <Row gutter={[16, 16]}>
        {figures.map((f) => (
          <Col key={f.title} xs={12} md={6}>
            <Statistic title={f.title} value={f.value} loading={contracts.isPending} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** Screening tasks running now in the school, for whoever runs them (the list is not narrowed to a class). */
function TasksCard() {
  const tasks = useQuery({
    queryKey: ['home-open-tasks'],
    queryFn: () => api(screeningTaskRoutes.list, { query: { pageNo: 1, pageSize: 1, taskStatus: 'open' } }),
  });
  return (
    <Card
      title="测评任务"
      size="small"
      extra={
        <Link to="/screening/tasks">
          <Button size="small">查看任务</Button>
        </Link>
      }
    >
      <Statistic title="进行中" value={tasks.data?.total ?? 0} loading={tasks.isPending} />
    </Card>
  );
}

/** The centre's day: today's counselling bookings in reach, by status (counts only). */
function BookingsCard() {
  const today = useQuery({
    queryKey: ['home-bookings-today'],
    queryFn: () => api(bookingRoutes.today),
  });
  const label = (status: string) =>
    Object.hasOwn(BOOKING_STATUSES, status)
      ? BOOKING_STATUSES[status as keyof typeof BOOKING_STATUSES]
      : status;
  return (
    <Card
      title="今日咨询"
      size="small"
      extra={
        <Link to="/counselling/bookings">
          <Button size="small">预约管理</Button>
        </Link>
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Statistic title="今日预约" value={today.data?.total ?? 0} loading={today.isPending} />
        </Col>
        {(today.data?.statuses ?? []).map((s) => (
          <Col key={s.status} xs={12} md={6}>
            <Statistic title={label(s.status)} value={s.count} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** Where the day's work is, by what the account may do: links only, nothing read on its behalf. */
const WORK_LINKS = [
  { code: 'screening:task:list', path: '/screening/tasks', title: '测评任务' },
  { code: 'crisis:warning:list', path: '/crisis/warnings', title: '危机预警' },
  { code: 'crisis:interview:list', path: '/crisis/interviews', title: '约谈记录' },
] as const;

/**
 * Home cards of the day's work by role: the platform operator's schools and contracts; today's
 * bookings for the centre; the count of running screening tasks for whoever publishes them (the
 * centre). Everyone else (a 班主任, a 辅导员) gets links only: to the tasks, warnings and interviews
 * they may open, where the pages narrow what they see to their classes; nothing is counted on their
 * behalf across the school. Student records stay on their pages, with their read audit.
 */
export function WorkCards() {
  const { can } = useAccess();
  const session = useSession();
  const platform = session.tenantid === PLATFORM_TENANT_ID;
  const contracts = platform && can('statistics:fee:list');
  const tasks = !platform && can('screening:task:publish');
  const bookings = !platform && can('counselling:booking:list');
  // The task card has its own way to the tasks.
  const links = platform
    ? []
    : WORK_LINKS.filter((l) => can(l.code) && !(tasks && l.path === '/screening/tasks'));
  if (!contracts && !tasks && !bookings && !links.length) return null;
  return (
    <Row gutter={[16, 16]}>
      {contracts ? (
        <Col xs={24}>
          <ContractsCard />
        </Col>
      ) : null}
      {bookings ? (
        <Col xs={24}>
          <BookingsCard />
        </Col>
      ) : null}
      {tasks ? (
        <Col xs={24} md={8}>
          <TasksCard />
        </Col>
      ) : null}
      {links.length ? (
        <Col xs={24} md={tasks ? 16 : 24}>
          <Card title="我的工作" size="small">
            <Flex wrap gap={8}>
              {links.map((l) => (
                <Link key={l.path} to={l.path}>
                  <Button>{l.title}</Button>
                </Link>
              ))}
            </Flex>
          </Card>
        </Col>
      ) : null}
    </Row>
  );
}
