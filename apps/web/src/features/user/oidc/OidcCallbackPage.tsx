import {
  CAS_CALLBACK_PATH,
  type LoginResult,
  OIDC_MESSAGES,
  type OidcCallbackResult,
  oidcRoutes,
} from '@xinmiao/shared';
import { Alert, Button, Form, Input, Result, Tabs, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { persistLogin } from '../../../access/session-actions.ts';
import { api, apiEnvelope } from '../../../api/client.ts';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { saveMobileSession } from '../../mobile/mobile-session.ts';
import { mobileRule } from '../login/phone-validation.ts';
import { SmsCodeField } from '../login/SmsCodeField.tsx';
import { useLoginCompletion } from '../login/use-login-completion.tsx';
import { useSmsSender } from '../login/use-sms-sender.ts';
import { type OidcClient, takePendingFlow } from './oidc-flow.ts';

type Bind = Extract<OidcCallbackResult, { kind: 'bind' }>;
type Step = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'bind'; bind: Bind };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : OIDC_MESSAGES.refused);

/**
 * Where a school's provider sends the browser back (`?code=…&state=…&iss=…`, a CAS server's
 * `?school=…&provider=…&ticket=…`, or an enterprise chat platform's answer on `/oauth2-app/login`,
 * whose bound member's one-time token becomes the session at `getLoginUser`): the answer leaves the
 * address at once and goes to the server with this tab's flow key. A known identity is signed in; a
 * first-time one binds an existing account of the school, proven by its password or an SMS code.
 */
export function OidcCallbackPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [client, setClient] = useState<OidcClient>('pc');
  const search = useRef(location.search);
  const started = useRef(false);
  const completion = useLoginCompletion(() => undefined);

  const signedIn = (result: LoginResult, to: OidcClient) => {
    if (to === 'm') {
      saveMobileSession({ token: result.token, name: result.userInfo.realname || result.userInfo.username });
      navigate('/m', { replace: true });
      return;
    }
    void completion.attempt(
      async () => {
        persistLogin(result);
        return result;
      },
      () => undefined,
    );
  };

  // The answer arrives once; the handler of the latest render takes it.
  const onSignedIn = useRef(signedIn);
  useEffect(() => {
    onSignedIn.current = signedIn;
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const cas = location.pathname === CAS_CALLBACK_PATH;
    // The answer (code, state, ticket) leaves the address bar and the history at once.
    navigate(location.pathname, { replace: true });
    // A CAS ticket needs no flow of this tab (the school's CAS portal may have sent the user here).
    const pending = takePendingFlow() ?? (cas ? { flow: '', client: 'pc' as const } : null);
    if (!pending) {
      setStep({ kind: 'error', message: OIDC_MESSAGES.flowExpired });
      return;
    }
    setClient(pending.client);
    answerOf(cas, pending.flow, search.current)
      .then((answer) => {
        if (answer.kind === 'login') onSignedIn.current(answer.login, pending.client);
        else if (answer.kind === 'bind') setStep({ kind: 'bind', bind: answer });
        else
          return api(oidcRoutes.thirdLoginUser, { params: answer }, { silent: true }).then((login) =>
            onSignedIn.current(login, pending.client),
          );
      })
      .catch((error: unknown) => setStep({ kind: 'error', message: messageOf(error) }));
  }, [navigate, location.pathname]);

  if (step.kind === 'loading') return <PageLoading />;
  if (step.kind === 'error') {
    return (
      <Result
        status="warning"
        title={step.message}
        extra={
          <Link to={client === 'm' ? '/m/login' : '/user/login'}>
            <Button type="primary">返回登录</Button>
          </Link>
        }
      />
    );
  }
  return (
    <>
      <BindForm bind={step.bind} client={client} onBound={(result) => signedIn(result, client)} />
      {completion.chooser}
    </>
  );
}

function BindForm({
  bind,
  client,
  onBound,
}: {
  bind: Bind;
  client: OidcClient;
  onBound: (result: LoginResult) => void;
}) {
  // The H5 signs students in by 学号 and names it so; the console's accounts are 账号.
  const account = client === 'm' ? '学号' : '账号';
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [smsForm] = Form.useForm<{ mobile: string; captcha: string }>();
  const mobile = (Form.useWatch('mobile', smsForm) ?? '').trim();
  const sms = useSmsSender((to) =>
    apiEnvelope(oidcRoutes.bindSms, { body: { ticket: bind.ticket, mobile: to } }),
  );

  const submit = (body: Parameters<typeof bindWith>[0]) => {
    setBusy(true);
    setError('');
    bindWith(body)
      .then(onBound)
      .catch((e: unknown) => setError(messageOf(e)))
      .finally(() => setBusy(false));
  };

  return (
    <div className="oidc-bind">
      <Typography.Title level={4}>绑定{bind.schoolName}账号</Typography.Title>
      <Typography.Paragraph type="secondary">
        已通过“{bind.providerName}”认证。首次使用请验证已有账号，绑定后即可直接登录本校。
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Tabs
        items={[
          {
            key: 'password',
            label: `${account}密码验证`,
            children: (
              <Form
                layout="vertical"
                initialValues={{ username: bind.username, password: '' }}
                onFinish={(v: { username: string; password: string }) =>
                  submit({ method: 'password', ticket: bind.ticket, ...v })
                }
              >
                <Form.Item
                  name="username"
                  label={account}
                  rules={[{ required: true, message: `请输入${account}` }]}
                >
                  <Input autoComplete="username" />
                </Form.Item>
                <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
                  <Input.Password autoComplete="current-password" />
                </Form.Item>
                <Button type="primary" htmlType="submit" block loading={busy}>
                  绑定并登录
                </Button>
              </Form>
            ),
          },
          {
            key: 'sms',
            label: '手机验证码验证',
            children: (
              <Form
                form={smsForm}
                layout="vertical"
                onFinish={(v: { mobile: string; captcha: string }) =>
                  submit({
                    method: 'sms',
                    ticket: bind.ticket,
                    mobile: v.mobile.trim(),
                    captcha: v.captcha.trim(),
                  })
                }
              >
                <Form.Item name="mobile" label="手机号" rules={[mobileRule]}>
                  <Input type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} />
                </Form.Item>
                <SmsCodeField name="captcha" mobile={mobile} sms={sms} size="middle" />
                <Button type="primary" htmlType="submit" block loading={busy}>
                  绑定并登录
                </Button>
              </Form>
            ),
          },
        ]}
      />
    </div>
  );
}

/** The server's reading of the provider's answer: OpenID Connect's code, or a CAS ticket. */
function answerOf(cas: boolean, flow: string, search: string): Promise<OidcCallbackResult> {
  if (!cas) return api(oidcRoutes.callback, { body: { flow, params: search } }, { silent: true });
  const params = new URLSearchParams(search);
  const ticket = params.get('ticket') ?? '';
  params.delete('ticket');
  const service = `${window.location.origin}${CAS_CALLBACK_PATH}?${params}`;
  return api(oidcRoutes.casValidate, { query: { ticket, service } }, { silent: true }).then((answer) =>
    'token' in answer ? { kind: 'login' as const, login: answer } : answer,
  );
}

function bindWith(
  body:
    | { method: 'password'; ticket: string; username: string; password: string }
    | { method: 'sms'; ticket: string; mobile: string; captcha: string },
): Promise<LoginResult> {
  return api(oidcRoutes.bind, { body }, { silent: true });
}
