import { passwordProblem, sessionRoutes } from '@xinmiao/shared';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../api/client.ts';
import { usePageQuery } from '../../../hooks/use-page-query.ts';
import { SchoolSignIn } from '../../user/oidc/SchoolSignIn.tsx';
import { saveMobileSession } from '../mobile-session.ts';
import { mobileStyles } from '../mobile-styles.ts';

type Step =
  | { kind: 'login' }
  | { kind: 'change'; token: string; name: string; username: string; old: string };

/** Where a student's first password comes from, and whom to ask when it is lost (issue 21). */
export const SLIP_HINT =
  '初始密码印在班主任发给你的学生账号单上。账号单遗失或忘记密码时，请找班主任或学校心理中心的管理员重置密码，领取新的账号单。';
export const CHANGE_FIRST = '当前使用的是初始密码，请重新登录并设置新密码后再继续';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : '登录失败，请重试';
}

/** 学号 + password; an account still on its initial password sets its own before going on. */
export function MobileLoginPage() {
  const navigate = useNavigate();
  const [search] = usePageQuery();
  const [step, setStep] = useState<Step>({ kind: 'login' });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // A school's own sign-in link (`/m/login?school=<学校编号>`) offers its identity providers at once.
  const [schoolOpened, setSchoolOpened] = useState(search.get('school') !== null);
  const target = search.get('redirect')?.startsWith('/m') ? (search.get('redirect') ?? '/m') : '/m';

  const login = async (values: { username: string; password: string }) => {
    setBusy(true);
    setError('');
    try {
      const result = await api(sessionRoutes.login, { body: values }, { silent: true, token: '' });
      const name = result.userInfo.realname || values.username;
      if (result.userInfo.mustChangePassword) {
        setStep({
          kind: 'change',
          token: result.token,
          name,
          username: values.username,
          old: values.password,
        });
      } else {
        saveMobileSession({ token: result.token, name });
        navigate(target, { replace: true });
      }
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const change = async (values: { password: string; confirm: string }) => {
    if (step.kind !== 'change') return;
    setBusy(true);
    setError('');
    try {
      await api(
        sessionRoutes.updatePassword,
        {
          body: {
            username: step.username,
            oldpassword: step.old,
            password: values.password,
            confirmpassword: values.confirm,
          },
        },
        { silent: true, token: step.token },
      );
      // Changing the password ends every session of the account: sign in again with the new one.
      const again = await api(
        sessionRoutes.login,
        { body: { username: step.username, password: values.password } },
        { silent: true, token: '' },
      );
      saveMobileSession({ token: again.token, name: step.name });
      navigate(target, { replace: true });
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={step.kind === 'login' ? '学生登录 · 心理测评' : '首次登录，请设置新密码'}>
      {error && <Alert type="warning" showIcon message={error} style={{ marginBottom: 16 }} />}
      {step.kind === 'login' && search.get('change') === '1' && (
        <Alert type="info" showIcon message={CHANGE_FIRST} style={{ marginBottom: 16 }} />
      )}
      {step.kind === 'login' ? (
        <Form key="login" layout="vertical" onFinish={login} size="large">
          <Form.Item name="username" label="学号" rules={[{ required: true, message: '请输入学号' }]}>
            <Input autoComplete="username" maxLength={50} />
          </Form.Item>
          <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password autoComplete="current-password" maxLength={50} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} style={mobileStyles.navButton}>
            登录
          </Button>
          <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
            {SLIP_HINT}
          </Typography.Paragraph>
          {schoolOpened ? (
            <SchoolSignIn school={search.get('school')} client="m" />
          ) : (
            <Button type="link" block onClick={() => setSchoolOpened(true)}>
              使用学校统一身份认证
            </Button>
          )}
        </Form>
      ) : (
        // Its own form (key): the sign-in form's values, the old password among them, never carry over.
        <Form key="change" layout="vertical" onFinish={change} size="large">
          <Form.Item
            name="password"
            label="新密码"
            rules={[
              { required: true, message: '请输入新密码' },
              {
                validator: async (_r, value: string) => {
                  const problem = passwordProblem(value ?? '');
                  if (problem) throw new Error(problem);
                },
              },
            ]}
          >
            <Input.Password autoComplete="new-password" maxLength={50} />
          </Form.Item>
          <Form.Item
            name="confirm"
            label="确认新密码"
            dependencies={['password']}
            rules={[
              { required: true, message: '请再次输入新密码' },
              ({ getFieldValue }) => ({
                validator: async (_r, value: string) => {
                  if (value && value !== getFieldValue('password')) throw new Error('两次输入的密码不一致');
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" maxLength={50} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} style={mobileStyles.navButton}>
            保存新密码
          </Button>
        </Form>
      )}
    </Card>
  );
}
