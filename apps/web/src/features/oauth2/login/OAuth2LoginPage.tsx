import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { HonestNotice } from '../../common/HonestNotice.tsx';

/** The extra public login path: enterprise chat apps land here; no third-party sign-in is configured. */
export function OAuth2LoginPage() {
  useDocumentTitle('第三方登录');
  return (
    <div style={{ padding: '64px 16px' }}>
      <HonestNotice title="未配置第三方应用登录">
        当前平台尚未接入企业微信、钉钉等第三方应用登录，请使用账号密码登录。
      </HonestNotice>
    </div>
  );
}
