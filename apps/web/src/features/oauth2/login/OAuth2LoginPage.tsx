import { type ChatAppKind, chatAppOf, OIDC_MESSAGES, oidcRoutes, SIGN_IN_PROTOCOLS } from '@xinmiao/shared';
import { Button, Flex, Input, Result } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LOGIN_PATH } from '../../../access/guard.ts';
import { api } from '../../../api/client.ts';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { OidcCallbackPage } from '../../user/oidc/OidcCallbackPage.tsx';
import { startOidc } from '../../user/oidc/oidc-flow.ts';

const SCHOOL_CODE = /^\d{1,9}$/;

type Step = { kind: 'ask' } | { kind: 'going' } | { kind: 'refused'; message: string };

/**
 * The extra login path (spec §2, §9): 企业微信, 钉钉 and 飞书 open the console here. The school comes
 * from its link (`?school=<学校编号>`) or is typed; the school's app for this platform is started at
 * once, and the platform's answer comes back to this page (the callback, then `getLoginUser`).
 */
export function OAuth2LoginPage() {
  useDocumentTitle('第三方登录');
  const location = useLocation();
  // Read once: the callback removes the platform's answer from the address.
  const returned = useRef(new URLSearchParams(location.search).has('state'));
  if (returned.current) return <OidcCallbackPage />;
  const thirdType = chatAppOf(navigator.userAgent);
  const school = new URLSearchParams(location.search).get('school');
  return (
    <div style={{ padding: '64px 16px', maxWidth: 420, margin: '0 auto' }}>
      {thirdType ? (
        <ChatAppStart thirdType={thirdType} school={school && SCHOOL_CODE.test(school) ? school : null} />
      ) : (
        <Refused message="请在企业微信、钉钉或飞书中打开本页面，或使用账号密码登录" />
      )}
    </div>
  );
}

function ChatAppStart({ thirdType, school }: { thirdType: ChatAppKind; school: string | null }) {
  const [code, setCode] = useState(school ?? '');
  const [asked, setAsked] = useState<number | null>(school ? Number(school) : null);
  const [step, setStep] = useState<Step>({ kind: school ? 'going' : 'ask' });

  useEffect(() => {
    if (asked === null) return;
    let current = true;
    setStep({ kind: 'going' });
    api(oidcRoutes.providers, { query: { tenantId: asked } }, { silent: true })
      .then((providers) => {
        if (!current) return;
        const app = providers.find((p) => p.protocol === thirdType);
        if (!app) {
          setStep({ kind: 'refused', message: OIDC_MESSAGES.chatAppNotConfigured });
          return;
        }
        return startOidc(asked, app.id, 'pc');
      })
      .catch((error: unknown) => {
        if (current)
          setStep({
            kind: 'refused',
            message: error instanceof Error ? error.message : OIDC_MESSAGES.refused,
          });
      });
    return () => {
      current = false;
    };
  }, [asked, thirdType]);

  if (step.kind === 'going') return <PageLoading />;
  if (step.kind === 'refused') return <Refused message={step.message} />;
  return (
    <Flex vertical gap={12}>
      <h3>使用{SIGN_IN_PROTOCOLS[thirdType]}登录</h3>
      <Flex gap={8}>
        <Input
          aria-label="学校编号"
          placeholder="请输入学校编号"
          inputMode="numeric"
          value={code}
          onChange={(e) => setCode(e.target.value.trim())}
          onPressEnter={() => SCHOOL_CODE.test(code) && setAsked(Number(code))}
        />
        <Button type="primary" disabled={!SCHOOL_CODE.test(code)} onClick={() => setAsked(Number(code))}>
          继续
        </Button>
      </Flex>
      <Link to={LOGIN_PATH}>使用账号密码登录</Link>
    </Flex>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <Result
      status="info"
      title={message}
      extra={
        <Link to={LOGIN_PATH}>
          <Button type="primary">使用账号密码登录</Button>
        </Link>
      }
    />
  );
}
