import {
  ATTEMPT_STATUS,
  type AttemptStatus,
  type MyTask,
  screeningAnswerRoutes,
  TASK_STATUS,
  type TaskStatus,
} from '@xinmiao/shared';
import { Alert, Button, Card, Empty, List, Space, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { clearMobileSession, mobileApi, readMobileSession, signOutMobile } from '../mobile-session.ts';
import { mobileStyles } from '../mobile-styles.ts';
import { HomeEntries } from './HomeEntries.tsx';

const OPEN: readonly string[] = ['open', 'makeup'];

function actionOf(task: MyTask): string | null {
  if (!OPEN.includes(task.taskStatus) || task.attemptStatus === 'submitted') return null;
  return task.attemptStatus === 'assigned' ? '开始测评' : '继续作答';
}

/** The H5 home: the entries to the student's areas, then 我的测评 (their tasks, with what each needs next). */
export function MyTasksPage() {
  const navigate = useNavigate();
  const [tasks, setTasks] = useState<MyTask[] | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    setError('');
    try {
      setTasks(await mobileApi(screeningAnswerRoutes.myTasks));
    } catch (e) {
      const message = e instanceof Error ? e.message : '加载失败';
      if (/登录|Token/i.test(message)) {
        clearMobileSession();
        navigate('/m/login', { replace: true });
        return;
      }
      setError(message);
    }
  }, [navigate]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <>
      <div style={mobileStyles.header}>
        <h1 style={mobileStyles.title}>我的测评</h1>
        <span>
          <Link to="/m/account">{readMobileSession()?.name || '我的账号'}</Link>
          <Button type="link" onClick={() => void signOutMobile(navigate)}>
            退出
          </Button>
        </span>
      </div>
      <HomeEntries />
      {error && (
        <Alert
          type="warning"
          showIcon
          message={error}
          action={<Button onClick={() => void load()}>重试</Button>}
          style={{ marginBottom: 12 }}
        />
      )}
      {tasks && tasks.length === 0 && <Empty description="暂时没有需要完成的测评" />}
      <List
        dataSource={tasks ?? []}
        loading={tasks === null && !error}
        renderItem={(task) => {
          const action = actionOf(task);
          return (
            <Card key={task.taskId} style={{ marginBottom: 12 }} title={task.name}>
              <p>
                <Tag>{TASK_STATUS[task.taskStatus as TaskStatus] ?? task.taskStatus}</Tag>
                <Tag color={task.attemptStatus === 'submitted' ? 'green' : 'blue'}>
                  {ATTEMPT_STATUS[task.attemptStatus as AttemptStatus] ?? task.attemptStatus}
                </Tag>
              </p>
              {task.endAt && <p>截止时间：{task.taskStatus === 'makeup' ? task.makeupEndAt : task.endAt}</p>}
              {action && (
                <Button
                  type="primary"
                  block
                  style={mobileStyles.navButton}
                  onClick={() => navigate(`/m/task/${task.taskId}`)}
                >
                  {action}
                </Button>
              )}
              <Space wrap size="middle">
                {task.reportIds.map((id, i) => (
                  <Link key={id} to={`/m/report/${id}`}>
                    查看我的报告{task.reportIds.length > 1 ? ` ${i + 1}` : ''}
                  </Link>
                ))}
              </Space>
            </Card>
          );
        }}
      />
    </>
  );
}
