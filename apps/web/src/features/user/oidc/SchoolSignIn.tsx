import { oidcRoutes, type RouteResult } from '@xinmiao/shared';
import { Button, Flex, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { type OidcClient, startOidc } from './oidc-flow.ts';

const SCHOOL_CODE = /^\d{1,9}$/;

type SchoolProvider = RouteResult<typeof oidcRoutes.providers>[number];

/**
 * 学校统一身份认证: once the school is known (the school's own sign-in link `?school=<学校编号>`, or
 * the number typed here) its providers are offered; choosing one goes to that provider.
 */
export function SchoolSignIn({ school, client }: { school: string | null; client: OidcClient }) {
  const [code, setCode] = useState(school ?? '');
  const [asked, setAsked] = useState(school && SCHOOL_CODE.test(school) ? Number(school) : null);
  const [going, setGoing] = useState('');
  // The login pages have no query client: a plain request per school asked.
  const [providers, setProviders] = useState<SchoolProvider[] | null>(null);
  useEffect(() => {
    if (asked === null) return;
    let current = true;
    setProviders(null);
    api(oidcRoutes.providers, { query: { tenantId: asked } })
      // Enterprise chat apps sign in inside their own browser, on /oauth2-app/login.
      .then(
        (list) => current && setProviders(list.filter((p) => p.protocol === 'oidc' || p.protocol === 'cas')),
      )
      .catch(reportError);
    return () => {
      current = false;
    };
  }, [asked]);

  const go = (providerId: string) => {
    if (asked === null) return;
    setGoing(providerId);
    startOidc(asked, providerId, client).catch((error: unknown) => {
      setGoing('');
      reportError(error);
    });
  };

  return (
    <Flex vertical gap={8} className="school-sign-in">
      {school === null && (
        <Flex gap={8}>
          <Input
            aria-label="学校编号"
            placeholder="请输入学校编号"
            inputMode="numeric"
            value={code}
            onChange={(e) => setCode(e.target.value.trim())}
            onPressEnter={() => SCHOOL_CODE.test(code) && setAsked(Number(code))}
          />
          <Button disabled={!SCHOOL_CODE.test(code)} onClick={() => setAsked(Number(code))}>
            查找
          </Button>
        </Flex>
      )}
      {providers?.map((p) => (
        <Button key={p.id} block size="large" loading={going === p.id} onClick={() => go(p.id)}>
          使用{p.name}登录
        </Button>
      ))}
      {providers?.length === 0 && (
        <Typography.Text type="secondary">该学校未开通统一身份认证登录</Typography.Text>
      )}
    </Flex>
  );
}
