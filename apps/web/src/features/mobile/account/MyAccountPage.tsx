import { type OidcBinding, oidcRoutes } from '@xinmiao/shared';
import { Alert, Button, Card } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { BindingList } from '../../account/settings/OidcBindingsList.tsx';
import { MobilePageHeader } from '../MobilePageHeader.tsx';
import { errorText, mobileApi, readMobileSession, signOutMobile } from '../mobile-session.ts';
import { mobileStyles } from '../mobile-styles.ts';

/**
 * /m/account — 我的账号: the school sign-ins (统一身份认证) bound to the student's account, each
 * removable (解除绑定), and 退出登录, which ends the session on the server too.
 */
export function MyAccountPage() {
  const navigate = useNavigate();
  const [bindings, setBindings] = useState<OidcBinding[] | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');

  const load = useCallback(() => {
    setError('');
    mobileApi(oidcRoutes.bindings).then(setBindings, (e: unknown) => setError(errorText(e)));
  }, []);
  useEffect(load, [load]);

  const unbind = (id: string) =>
    mobileApi(oidcRoutes.unbind, { query: { id } }).then(
      (reply) => {
        setNotice(typeof reply === 'string' ? reply : '');
        load();
      },
      (e: unknown) => setError(errorText(e)),
    );

  return (
    <>
      <MobilePageHeader title="我的账号" />
      {error && <Alert type="warning" showIcon title={error} style={{ marginBottom: 12 }} />}
      {notice && <Alert type="success" showIcon title={notice} style={{ marginBottom: 12 }} />}
      <Card title="统一身份认证绑定" style={{ marginBottom: 16 }}>
        <BindingList
          bindings={bindings ?? undefined}
          loading={bindings === null && !error}
          onUnbind={unbind}
          touch
        />
      </Card>
      <Button
        block
        danger
        size="large"
        style={mobileStyles.navButton}
        onClick={() => void signOutMobile(navigate)}
      >
        退出登录（{readMobileSession()?.name}）
      </Button>
    </>
  );
}
