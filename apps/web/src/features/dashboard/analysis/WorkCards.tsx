import { useQueries, useQuery } from '@tanstack/react-query';
import {
  BOOKING_STATUSES,
  bookingRoutes,
  feeRoutes,
  PLATFORM_TENANT_ID,
  screeningTaskRoutes,
} from '@xinmiao/shared';
import { Button, Card, Col, Flex, List, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAccess } from '../../../access/access-store.ts';
import { useSession } from '../../../access/session-store.ts';
import { api } from '../../../api/client.ts';

/** A home card with the way to its page in the corner. */
function LinkedCard({
  title,
  to,
  action,
  children,
}: {
  title: string;
  to: string;
  action: string;
  children: ReactNode;
}) {
  return (
    <Card
      title={title}
      size="small"
      extra={
        <Link to={to}>
          <Button size="small">{action}</Button>
        </Link>
      }
    >
      {children}
    </Card>
  );
}

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
    <LinkedCard title="学校与合同" to="/statistics/fee" action="费用管理">
      <Row gutter={[16, 16]}>
        {figures.map((f) => (
          <Col key={f.title} xs={12} md={6}>
            <Statistic title={f.title} value={f.value} loading={contracts.isPending} />
          </Col>
        ))}
      </Row>
    </LinkedCard>
  );
}

/** Screening tasks running now in the school, for whoever runs them (the list is not narrowed to a class). */
function TasksCard() {
  const tasks = useQuery({
    queryKey: ['home-open-tasks'],
    queryFn: () => api(screeningTaskRoutes.list, { query: { pageNo: 1, pageSize: 1, taskStatus: 'open' } }),
  });
  return (
    <LinkedCard title="测评任务" to="/screening/tasks" action="查看任务">
      <Statistic title="进行中" value={tasks.data?.total ?? 0} loading={tasks.isPending} />
    </LinkedCard>
  );
}

/**
 * The running screening tasks as far as the user reaches (a 辅导员's college, a 班主任's classes):
 * each task's progress over their own students, counts only, as the progress route narrows it.
 */
function ScopedTasksCard() {
  const tasks = useQuery({
    queryKey: ['home-scoped-tasks'],
    queryFn: () => api(screeningTaskRoutes.list, { query: { pageNo: 1, pageSize: 5, taskStatus: 'open' } }),
  });
  const list = tasks.data?.records ?? [];
  const progress = useQueries({
    queries: list.map((task) => ({
      queryKey: ['home-task-progress', task.id],
      queryFn: () => api(screeningTaskRoutes.progress, { query: { id: task.id } }),
    })),
  });
  return (
    <LinkedCard title="负责范围的测评任务" to="/screening/tasks" action="查看任务">
      <List
        loading={tasks.isPending}
        dataSource={list}
        locale={{ emptyText: '暂无进行中的测评任务' }}
        renderItem={(task, i) => {
          const total = progress[i]?.data?.total;
          return (
            <List.Item>
              <span>{task.name}</span>
              <span>{total ? `已提交 ${total.submitted} / ${total.assigned}（${total.rate}%）` : '…'}</span>
            </List.Item>
          );
        }}
      />
    </LinkedCard>
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
    <LinkedCard title="今日咨询" to="/counselling/bookings" action="预约管理">
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
    </LinkedCard>
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
 * centre). A 班主任 or 辅导员 gets the running tasks' progress over their own classes or college,
 * and links to the warnings and interviews they may open, where the pages narrow what they see;
 * nothing is counted on their behalf across the school. Student records stay on their pages, with
 * their read audit.
 */
export function WorkCards() {
  const { can } = useAccess();
  const session = useSession();
  const platform = session.tenantid === PLATFORM_TENANT_ID;
  const contracts = platform && can('statistics:fee:list');
  const tasks = !platform && can('screening:task:publish');
  const scopedTasks = !platform && !tasks && can('screening:task:list');
  const bookings = !platform && can('counselling:booking:list');
  // The task card has its own way to the tasks.
  const links = platform
    ? []
    : WORK_LINKS.filter((l) => can(l.code) && !((tasks || scopedTasks) && l.path === '/screening/tasks'));
  if (!contracts && !tasks && !scopedTasks && !bookings && !links.length) return null;
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
      {scopedTasks ? (
        <Col xs={24} md={links.length ? 12 : 24}>
          <ScopedTasksCard />
        </Col>
      ) : null}
      {links.length ? (
        <Col xs={24} md={tasks ? 16 : scopedTasks ? 12 : 24}>
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
